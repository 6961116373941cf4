import Foundation

/// Replaces `@FILE` arguments by the newline-separated arguments in FILE (README, "Command line"), so that a
/// build system can pass more input files than a command line holds. Empty lines are skipped;
/// response files may name further response files, up to a small depth.
enum ResponseFileExpander {
  /// The arguments with each `@FILE` replaced; an `@FILE` whose file cannot be read is an I/O
  /// error that says which file and why.
  static func expand(_ arguments: [String], depth: Int = 0) throws(CLIError) -> [String] {
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
        throw .io("cannot read argument file '\(path)': \(error.description)")
      }
      expanded += try expand(DiskSourceReader.lines(of: contents), depth: depth + 1)
    }
    return expanded
  }
}
