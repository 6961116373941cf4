import ArgumentParser
import WeaverGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `weaver-gen` command: options, file walking, writing and exit codes around the core.
@main
struct WeaverGenCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "weaver-gen",
    abstract: "Compile-time dependency injection for Swift: reads `// weaver:` annotations, proves the graph sound.",
    discussion: "Arguments of the form @FILE are replaced by the newline-separated arguments in FILE.",
    version: WeaverGenVersion.current,
    subcommands: [
      GenerateCommand.self, ValidateCommand.self, GraphCommand.self, DoublesCommand.self, MigrateCommand.self,
      VersionCommand.self,
    ],
    defaultSubcommand: GenerateCommand.self
  )

  /// Expands `@FILE` arguments before ArgumentParser sees them (README, "Command line"), runs the
  /// command, and is the one place that prints a `CLIError` and exits with its status.
  /// ArgumentParser's own errors (a wrong option, `--help`, `--version`) keep its printing and
  /// statuses (64 for usage).
  static func main() {
    Allocator.tune()
    var arguments = Array(CommandLine.arguments.dropFirst())
    do {
      arguments = try ResponseFileExpander.expand(arguments)
      var command = try parseAsRoot(arguments)
      // `generate` is told the arguments it was given, which its run memo's key covers.
      if let generate = command as? GenerateCommand {
        try generate.run(arguments: arguments)
      } else {
        try command.run()
      }
    } catch let error as CLIError {
      // Standard error may be what failed: the status still says so.
      for message in error.errors { try? ConsoleOutput.standardError.error(message) }
      for message in error.bugs { try? ConsoleOutput.standardError.bug(message) }
      Self.exit(withError: ExitCode(error.status))
    } catch {
      exit(printing: error, arguments: arguments)
    }
  }

  /// ArgumentParser's own ending (a wrong option, `--help`, `--version`), printed as it would
  /// print it, with its statuses (64 for usage), except that the arguments it quotes are escaped
  /// as diagnostics are: an argument or a line of an `@FILE` must not drive the terminal or forge
  /// a line of its own.
  private static func exit(printing error: any Error, arguments: [String]) -> Never {
    let code = exitCode(for: error)
    var message = fullMessage(for: error)
    for argument in Set(arguments) where ControlCharacterEscaping.needsEscaping(argument) {
      message = message.replacing(argument, with: ControlCharacterEscaping.escaped(argument))
    }
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
    let text = lines.map { ControlCharacterEscaping.escaped(String($0)) }.joined(separator: "\n")
    let output = code == .success ? ConsoleOutput.standardOutput : ConsoleOutput.standardError
    if !text.isEmpty { try? output.write(text.hasSuffix("\n") ? text : text + "\n") }
    Self.exit(withError: code)
  }
}

/// `weaver-gen version`: prints the version, for bug reports and CI logs.
struct VersionCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "version", abstract: "Print the version of weaver-gen.")

  func run() throws {
    try ConsoleOutput.standardOutput.write("weaver-gen \(WeaverGenVersion.current)\n")
  }
}
