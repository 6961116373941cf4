import Foundation

/// Writes files the way a code generator inside a build must: only when the bytes change (so
/// downstream builds stay incremental), and through a temporary file renamed into place (so no
/// reader ever sees a half-written file).
///
/// The text comes in sections written one after the other, from their own storage, and is
/// compared with the existing file as it is read: a large generated file is never joined into
/// one string nor copied into another buffer.
enum FileWriter {
  /// A system call that failed while writing, described by the operating system's reason.
  struct WriteError: Error, CustomStringConvertible {
    var description: String

    init(errno code: Int32) {
      description = String(cString: strerror(code)).lowercased()
    }
  }

  /// Returns whether the file was written (false when it already held these bytes).
  @discardableResult
  static func write(_ text: String, to path: String) throws -> Bool {
    try write([text], to: path)
  }

  /// Writes the sections one after the other, as if joined. Returns whether the file was written.
  @discardableResult
  static func write(_ sections: [String], to path: String) throws -> Bool {
    if FileContentsComparer.file(at: path, holds: sections) { return false }
    let directory = (path as NSString).deletingLastPathComponent
    if !directory.isEmpty {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }
    let temporary =
      (directory.isEmpty ? "." : directory) + "/.\((path as NSString).lastPathComponent).weaver-gen-\(getpid()).tmp"
    do {
      try BufferedFileOutput.create(temporary) { output in
        for var section in sections {
          try section.withUTF8 { try output.write($0) }
        }
      }
    } catch {
      unlink(temporary)
      throw error
    }
    guard rename(temporary, path) == 0 else {
      let failure = WriteError(errno: errno)
      unlink(temporary)
      throw failure
    }
    return true
  }
}
