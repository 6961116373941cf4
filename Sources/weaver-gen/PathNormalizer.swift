#if canImport(FoundationEssentials) && canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// Path arithmetic for inputs: paths are shown as the user wrote them (relative stays relative, so
/// diagnostics and output hold no absolute path) and compared in absolute, normalised form.
enum PathNormalizer {
  static func trimmingTrailingSlashes(_ path: String) -> String {
    var path = path
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    return path
  }

  static func join(_ directory: String, _ name: String) -> String {
    directory == "." ? name : (directory.hasSuffix("/") ? directory + name : directory + "/" + name)
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

  /// The name of the deepest directory holding all the files.
  static func commonParentName(of files: [String]) -> String {
    let parents = files.map { URL(fileURLWithPath: absolute($0)).deletingLastPathComponent().pathComponents }
    var common = parents[0]
    for parent in parents.dropFirst() {
      common = Array(zip(common, parent).prefix { $0 == $1 }.map(\.0))
    }
    return common.last ?? "/"
  }
}
