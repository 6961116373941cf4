import Foundation

/// Replaces `@FILE` arguments by the newline-separated arguments in FILE (DESIGN §7), so that a
/// build system can pass more input files than a command line holds. Empty lines are skipped;
/// response files may name further response files, up to a small depth.
enum ResponseFileExpander {
  /// An `@FILE` argument whose file cannot be read: a usage problem the user fixes on the command
  /// line, so it says which file and why.
  struct UnreadableResponseFile: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "cannot read argument file '\(path)': \(reason)" }
  }

  static func expand(_ arguments: [String], depth: Int = 0) throws -> [String] {
    var expanded: [String] = []
    for argument in arguments {
      guard argument.hasPrefix("@"), argument.count > 1, depth < 8 else {
        expanded.append(argument)
        continue
      }
      let path = String(argument.dropFirst())
      let contents: String
      do {
        contents = try DiskSourceReader().text(of: path)
      } catch {
        throw UnreadableResponseFile(path: path, reason: error.description)
      }
      expanded += try expand(DiskSourceReader.lines(of: contents), depth: depth + 1)
    }
    return expanded
  }
}
