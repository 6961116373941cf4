import Foundation

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
