import ArgumentParser
import WeaverGenCore

/// `weaver-gen validate`: the CI gate. Reports every problem of every module and writes nothing.
struct ValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Check the annotations and the dependency graph; print diagnostics and write nothing.",
    discussion:
      "Exit status: 0 valid (warnings allowed), 1 annotation or graph errors, 64 bad command line, 74 unreadable input."
  )

  @OptionGroup var input: InputOptions

  func run() throws {
    let options = try EffectiveOptions(input)
    let analysis = try SourceAnalysis(options: options)
    try ConsoleOutput.standardError.report(analysis.diagnostics, quiet: options.quiet)
    if analysis.diagnostics.isEmpty && !options.quiet {
      let files = analysis.modules.reduce(0) { $0 + $1.fileCount }
      let types = analysis.modules.reduce(0) { $0 + ($1.resolved?.injectableTypeCount ?? 0) }
      try ConsoleOutput.standardError.write(
        "weaver-gen: no problems in \(counted(analysis.modules.count, "module")) (\(Self.names(of: analysis.modules))), \(counted(files, "file")), \(counted(types, "injectable type"))\n"
      )
    }
    if analysis.exitStatus != ExitStatus.success { throw CLIError.exit(analysis.exitStatus) }
  }

  /// The modules the run formed, by name, so that a run that split or merged folders unexpectedly
  /// shows it; the first eight, then how many more.
  static func names(of modules: [ModuleAnalysis]) -> String {
    let names = modules.map(\.name).sorted()
    let shown = names.prefix(8).joined(separator: ", ")
    return names.count > 8 ? "\(shown) and \(names.count - 8) more" : shown
  }

  private func counted(_ count: Int, _ noun: String) -> String { ConsoleOutput.counted(count, noun) }
}
