#if canImport(FoundationEssentials) && canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// Path arithmetic for inputs: paths are shown as the user wrote them (relative stays relative, so
/// diagnostics and output hold no absolute path) and compared in absolute, normalised form.
enum PathNormalizer {
  /// Counted in bytes: a path's `count` walks its characters, and this runs for every path of an
  /// input list, several times over.
  static func trimmingTrailingSlashes(_ path: String) -> String {
    let bytes = path.utf8
    var kept = bytes.count
    while kept > 1 && bytes[bytes.index(bytes.startIndex, offsetBy: kept - 1)] == UInt8(ascii: "/") { kept -= 1 }
    return kept == bytes.count ? path : String(decoding: bytes.prefix(kept), as: UTF8.self)
  }

  /// `directory/name`, with one `/` between them, made at its length from the two strings' bytes:
  /// `directory + "/" + name` made a string for each `+`, and appending to a string reserved at the
  /// length still cost a few hundred instructions an append, for every entry of every folder
  /// walked, on one core before any file is read (docs/performance.md, stop 70).
  static func join(_ directory: String, _ name: String) -> String {
    guard directory != "." else { return name }
    var directory = directory
    var name = name
    return directory.withUTF8 { head in
      name.withUTF8 { tail in
        let slash = head.last == UInt8(ascii: "/") ? 0 : 1
        let count = head.count + slash + tail.count
        return String(unsafeUninitializedCapacity: count) { buffer in
          guard let start = buffer.baseAddress else { return 0 }
          if let bytes = head.baseAddress { start.initialize(from: bytes, count: head.count) }
          if slash == 1 { (start + head.count).initialize(to: UInt8(ascii: "/")) }
          if let bytes = tail.baseAddress { (start + head.count + slash).initialize(from: bytes, count: tail.count) }
          return count
        }
      }
    }
  }

  /// The last component of a path as written, trailing slashes aside (`Sources/App/` → `App`,
  /// `/` → `/`), as `NSString.lastPathComponent` gives it: Foundation's path methods live in the
  /// full Foundation, which the tool does not link (docs/architecture.md, the CLI).
  static func lastPathComponent(of path: String) -> String {
    let trimmed = trimmingTrailingSlashes(path)
    guard trimmed != "/", let slash = trimmed.utf8.lastIndex(of: UInt8(ascii: "/")) else { return trimmed }
    return String(trimmed[trimmed.index(after: slash)...])
  }

  /// The path without its last component, as written (`Sources/App/File.swift` → `Sources/App`,
  /// `/File.swift` → `/`, `File.swift` → empty), as `NSString.deletingLastPathComponent` gives it.
  static func deletingLastPathComponent(of path: String) -> String {
    let trimmed = trimmingTrailingSlashes(path)
    guard let slash = trimmed.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
    return trimmingTrailingSlashes(String(trimmed[...slash]))
  }

  static func absolute(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }

  /// The last component of a directory path; for `.` or `..`, that of the directory it means.
  static func lastComponent(of path: String) -> String {
    URL(fileURLWithPath: absolute(path)).lastPathComponent
  }

  /// The name of the deepest directory holding all the files. Each folder is made absolute once,
  /// however many of the files it holds: the build plugin names every file of a target, and a
  /// `URL` made of each file's path, then of its folder, looked each up on the disk.
  static func commonParentName(of files: [String]) -> String {
    var folders: Set<String> = []
    var common: [String]?
    for file in files {
      let folder = deletingLastPathComponent(of: file)
      guard folders.insert(folder).inserted else { continue }
      let components = URL(fileURLWithPath: absolute(folder.isEmpty ? "." : folder)).pathComponents
      common = common.map { Array(zip($0, components).prefix { $0 == $1 }.map(\.0)) } ?? components
    }
    return common?.last ?? "/"
  }
}
