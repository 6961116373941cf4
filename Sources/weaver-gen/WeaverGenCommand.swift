import ArgumentParser
import WeaverGenCore

/// The `weaver-gen` command: options, file walking, writing and exit codes around the core.
@main
struct WeaverGenCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "weaver-gen",
    abstract: "Compile-time dependency injection for Swift: reads `// weaver:` annotations, proves the graph sound.",
    discussion: "Arguments of the form @FILE are replaced by the newline-separated arguments in FILE.",
    version: WeaverGenVersion.current,
    subcommands: [GenerateCommand.self, ValidateCommand.self, GraphCommand.self, VersionCommand.self],
    defaultSubcommand: GenerateCommand.self
  )

  /// Expands `@FILE` arguments before ArgumentParser sees them (DESIGN §7).
  static func main() {
    let arguments: [String]
    do {
      arguments = try ResponseFileExpander.expand(Array(CommandLine.arguments.dropFirst()))
    } catch {
      ConsoleOutput.standardError.error("\(error)")
      Self.exit(withError: ExitCode(ExitStatus.ioError))
    }
    main(arguments)
  }
}
