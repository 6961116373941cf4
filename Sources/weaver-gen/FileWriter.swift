import Foundation

/// Writes files the way a code generator inside a build must: only when the bytes change (so
/// downstream builds stay incremental), and through a temporary file renamed into place (so no
/// reader ever sees a half-written file).
enum FileWriter {
  struct WriteError: Error, CustomStringConvertible {
    var description: String
  }

  /// Returns whether the file was written (false when it already held these bytes).
  @discardableResult
  static func write(_ bytes: [UInt8], to path: String) throws -> Bool {
    let data = Data(bytes)
    // `Data`'s `==` compares memory at once; `elementsEqual` against the array went byte by byte
    // through generic iterators, and made a run that writes nothing slower than one that writes.
    if let existing = FileManager.default.contents(atPath: path), existing == data {
      return false
    }
    let directory = (path as NSString).deletingLastPathComponent
    if !directory.isEmpty {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }
    let temporary =
      (directory.isEmpty ? "." : directory) + "/.\((path as NSString).lastPathComponent).weaver-gen-\(getpid()).tmp"
    guard FileManager.default.createFile(atPath: temporary, contents: data) else {
      throw WriteError(description: String(cString: strerror(errno)).lowercased())
    }
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno)).lowercased()
      unlink(temporary)
      throw WriteError(description: reason)
    }
    return true
  }
}
