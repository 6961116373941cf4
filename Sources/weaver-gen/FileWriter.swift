import Foundation

/// Writes files the way a code generator inside a build must: only when the bytes change (so
/// downstream builds stay incremental), and through a temporary file renamed into place (so no
/// reader ever sees a half-written file).
///
/// It writes the text's own UTF-8 storage and compares it with the existing file a chunk at a
/// time, so a large generated file is never copied whole into another buffer.
enum FileWriter {
  struct WriteError: Error, CustomStringConvertible {
    var description: String
  }

  /// Returns whether the file was written (false when it already held these bytes).
  @discardableResult
  static func write(_ text: String, to path: String) throws -> Bool {
    var text = text
    return try text.withUTF8 { try write($0, to: path) }
  }

  private static func write(_ bytes: UnsafeBufferPointer<UInt8>, to path: String) throws -> Bool {
    if holds(bytes, path: path) { return false }
    let directory = (path as NSString).deletingLastPathComponent
    if !directory.isEmpty {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }
    let temporary =
      (directory.isEmpty ? "." : directory) + "/.\((path as NSString).lastPathComponent).weaver-gen-\(getpid()).tmp"
    do {
      try writeNew(bytes, to: temporary)
    } catch {
      unlink(temporary)
      throw error
    }
    guard rename(temporary, path) == 0 else {
      let failure = WriteError(description: reason(errno))
      unlink(temporary)
      throw failure
    }
    return true
  }

  private static func writeNew(_ bytes: UnsafeBufferPointer<UInt8>, to path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o666)
    guard descriptor >= 0 else { throw WriteError(description: reason(errno)) }
    var written = 0
    while written < bytes.count {
      let count = Foundation.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
      if count < 0 {
        if errno == EINTR { continue }
        let failure = WriteError(description: reason(errno))
        close(descriptor)
        throw failure
      }
      written += count
    }
    guard close(descriptor) == 0 else { throw WriteError(description: reason(errno)) }
  }

  /// Whether the file at `path` is a regular file holding exactly `bytes`.
  private static func holds(_ bytes: UnsafeBufferPointer<UInt8>, path: String) -> Bool {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == bytes.count else {
      return false
    }
    let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
    defer { chunk.deallocate() }
    var offset = 0
    while offset < bytes.count {
      let count = read(descriptor, chunk.baseAddress!, min(chunk.count, bytes.count - offset))
      if count < 0 && errno == EINTR { continue }
      guard count > 0, memcmp(chunk.baseAddress!, bytes.baseAddress! + offset, count) == 0 else { return false }
      offset += count
    }
    var probe: UInt8 = 0
    return read(descriptor, &probe, 1) == 0
  }

  private static func reason(_ code: Int32) -> String {
    String(cString: strerror(code)).lowercased()
  }
}
