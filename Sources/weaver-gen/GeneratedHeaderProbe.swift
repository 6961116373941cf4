import Foundation
import WeaverGenCore

/// Tells from its first line whether weaver-gen wrote a file on disk: the only files it may
/// replace or remove.
enum GeneratedHeaderProbe {
  /// Whether the file at `path` starts with the generated header (false when it cannot be read).
  static func isGenerated(_ path: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    let start = (try? handle.read(upToCount: GeneratedFileHeader.marker.utf8.count + 1)) ?? Data()
    return GeneratedFileHeader.isGenerated(Substring(String(decoding: start, as: UTF8.self)))
  }

  /// Whether a file exists at `path`, is not empty, and does not start with the generated header.
  static func holdsSomethingElse(_ path: String) -> Bool {
    var info = stat()
    guard stat(path, &info) == 0, info.st_size > 0 else { return false }
    return !isGenerated(path)
  }
}
