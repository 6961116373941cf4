import ArgumentParser
import WeaverGenCore

/// `weaver-gen doubles`: validates a module, then writes its resolvers' test doubles into one file
/// for a test target (docs/testing.md; README, "Command line"). As `generate --output-file`: the
/// file is written only when its bytes change, through a temporary file, only over a file weaver-gen
/// wrote, and not at all when the module has errors.
struct DoublesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "doubles",
    abstract: "Validate a module and write a test double of each of its resolvers, for a test target.",
    discussion: """
      Writes FILE, which starts with '@testable import <Module>' and holds XDependencyResolverDouble for every \
      injectable type X: an initializer with one optional argument per resolver member, each member settable, \
      closures for members that take parameters (their calls recorded), and a test failure naming the member and \
      its annotation when one never given is read. Put FILE in a test target only: nothing in it belongs in the \
      app.
      """
  )

  @OptionGroup var input: InputOptions

  @Option(help: ArgumentHelp("The file to write the doubles to (a file of a test target).", valueName: "file"))
  var outputFile: String

  func run() throws {
    let options = try EffectiveOptions(input, outputFile: outputFile)
    let target = try OutputTarget(options, partCount: nil)
    let analysis = try SourceAnalysis(options: options, output: target, product: .resolverDoubles)
    try analysis.requireOneModule(for: "'doubles'")
    try ConsoleOutput.standardError.report(analysis.diagnostics, quiet: options.quiet)
    try OutputWriter(target: target).write(analysis.modules)
    if analysis.exitStatus != ExitStatus.success { throw CLIError.exit(analysis.exitStatus) }
  }
}
