#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces `@FILE` arguments by the newline-separated arguments in FILE (README, "Command line"), so that a
/// build system can pass more input files than a command line holds. Empty lines are skipped;
/// response files may name further response files.
///
/// An argument file that names itself, directly or through others, is an error that shows the
/// cycle (it once expanded until a depth limit and then passed `@FILE` on as an argument), and the
/// expansion is bounded: files naming each other many times over could otherwise multiply into
/// hundreds of millions of arguments.
enum ResponseFileExpander {
  /// How deep argument files may name one another.
  static let maximumDepth = 8
  /// How many arguments and `@FILE` references an expansion may go through: far above any real
  /// command line (the build plugin passes a handful of arguments and an input list).
  static let maximumSteps = 1_000_000

  /// The arguments with each `@FILE` replaced; an `@FILE` whose file cannot be read is an I/O
  /// error that says which file and why; a cycle or an expansion past the bounds is a usage error.
  static func expand(_ arguments: [String]) throws(CLIError) -> [String] {
    var expansion = Expansion()
    try expansion.expand(arguments, chain: [])
    return expansion.arguments
  }

  private struct Expansion {
    var arguments: [String] = []
    var steps = 0
    /// The lines of each file read, by real path: a file named many times is read once.
    var lines: [String: [String]] = [:]

    /// `chain`: the files being expanded, outermost first, as named and as real paths.
    mutating func expand(_ given: [String], chain: [(name: String, realPath: String)]) throws(CLIError) {
      for argument in given {
        steps += 1
        guard steps <= maximumSteps else {
          throw .usage(
            "argument files expand to more than \(maximumSteps) arguments; check the @ lines of '\(chain.last?.name ?? argument)'"
          )
        }
        guard argument.hasPrefix("@"), argument.count > 1 else {
          arguments.append(argument)
          continue
        }
        let path = String(argument.dropFirst())
        let realPath = Self.realPath(path)
        if let start = chain.firstIndex(where: { $0.realPath == realPath }) {
          let cycle = (chain[start...].map(\.name) + [path]).map { "'\($0)'" }.joined(separator: " → ")
          throw .usage("argument file '\(path)' names itself: \(cycle); remove the @ line that closes the cycle")
        }
        guard chain.count < maximumDepth else {
          throw .usage("argument files nest more than \(maximumDepth) deep at '\(path)'")
        }
        try expand(try contents(of: path, realPath: realPath), chain: chain + [(path, realPath)])
      }
    }

    private mutating func contents(of path: String, realPath: String) throws(CLIError) -> [String] {
      if let known = lines[realPath] { return known }
      let text: String
      do {
        text = try DiskSourceReader().text(of: path)
      } catch {
        throw .io("cannot read argument file '\(path)': \(error.description)")
      }
      let read = DiskSourceReader.lines(of: text)
      lines[realPath] = read
      return read
    }

    /// The path with links and `.`/`..` resolved, so that two spellings of one file are one file;
    /// the absolute path when it cannot be resolved (the read then says why).
    private static func realPath(_ path: String) -> String {
      guard let resolved = realpath(path, nil) else { return PathNormalizer.absolute(path) }
      defer { free(resolved) }
      return String(cString: resolved)
    }
  }
}
