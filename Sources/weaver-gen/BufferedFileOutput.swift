import Foundation

/// Writes a new file through a 256 KB buffer, so that many small sections cost a few large writes.
struct BufferedFileOutput {
  private let descriptor: Int32
  private let buffer: UnsafeMutableRawBufferPointer
  private var used = 0

  /// Creates (or truncates) the file at `path`, readable by all and writable by its owner (less
  /// the umask), hands `body` the output, and closes the file; an error on close is an error of
  /// the write.
  static func create(_ path: String, _ body: (inout BufferedFileOutput) throws -> Void) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o666)
    guard descriptor >= 0 else { throw FileWriter.WriteError(errno: errno) }
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 18, alignment: 1)
    defer { buffer.deallocate() }
    var output = BufferedFileOutput(descriptor: descriptor, buffer: buffer)
    do {
      try body(&output)
      try output.flush()
    } catch {
      close(descriptor)
      throw error
    }
    guard close(descriptor) == 0 else { throw FileWriter.WriteError(errno: errno) }
  }

  private init(descriptor: Int32, buffer: UnsafeMutableRawBufferPointer) {
    self.descriptor = descriptor
    self.buffer = buffer
  }

  mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) throws(FileWriter.WriteError) {
    guard let base = bytes.baseAddress else { return }
    if used + bytes.count > buffer.count { try flush() }
    if bytes.count >= buffer.count {
      try writeAll(UnsafeRawBufferPointer(start: base, count: bytes.count))
    } else {
      (buffer.baseAddress! + used).copyMemory(from: base, byteCount: bytes.count)
      used += bytes.count
    }
  }

  private mutating func flush() throws(FileWriter.WriteError) {
    try writeAll(UnsafeRawBufferPointer(start: buffer.baseAddress, count: used))
    used = 0
  }

  private func writeAll(_ bytes: UnsafeRawBufferPointer) throws(FileWriter.WriteError) {
    var written = 0
    while written < bytes.count {
      let count = Foundation.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
      if count < 0 {
        if errno == EINTR { continue }
        throw FileWriter.WriteError(errno: errno)
      }
      written += count
    }
  }
}
