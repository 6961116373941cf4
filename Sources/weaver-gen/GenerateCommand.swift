import ArgumentParser
import WeaverGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `weaver-gen [generate]`: validates, then writes each module's generated files (docs/generated-code.md; README,
/// "Command line").
struct GenerateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "generate",
    abstract: "Validate the annotations and write the resolver protocols and containers (the default command).",
    discussion: """
      With --output-path DIR, writes DIR/<Module>/Weaver.swift for each module that has annotations (and \
      Weaver-2.swift ... Weaver-<K>.swift when the module's code is split into K parts), and removes the files \
      weaver-gen wrote there earlier under those names that this run does not write (only in the folders of the \
      modules its inputs form). Runs writing the same folder take turns (a lock file in it). With --output-directory DIR, \
      writes exactly the K parts of a single module into DIR, even when it has no annotations. With --output-file \
      FILE, writes exactly FILE, the whole code of a single module. K is worked out from the module's number of Swift \
      files (one part below 100 files) unless --parts says otherwise. A module with errors gets nothing written; its \
      previous output stays as it was. Files are rewritten only when their bytes change, and a file that weaver-gen \
      did not write (one without its header) is never replaced.
      """
  )

  @OptionGroup var input: InputOptions

  @Option(
    help: ArgumentHelp(
      "The directory that receives <Module>/Weaver.swift, and its other parts, for each module.", valueName: "directory"
    ))
  var outputPath: String?

  @Option(
    help: ArgumentHelp(
      "The directory that receives exactly the parts of a single module (build systems that declare outputs).",
      valueName: "directory"))
  var outputDirectory: String?

  @Option(
    help: ArgumentHelp(
      "The one file to write, for a single module (build systems that declare outputs).", valueName: "file"))
  var outputFile: String?

  @Option(
    help: ArgumentHelp(
      "How many files each module's code is split into, \(GeneratedFileLayout.partCounts.lowerBound) to \(GeneratedFileLayout.partCounts.upperBound) (default: worked out from the module's number of Swift files).",
      valueName: "count"))
  var parts: Int?

  @Option(
    help: ArgumentHelp(
      "Also write the module's interface (its public injectable types and how to build them) to this file, for builds that hand it to the modules importing this one with --dependency-interface (a single module).",
      valueName: "file"))
  var emitInterface: String?

  @Option(
    help: ArgumentHelp(
      "The name of the parts, '<name>.swift', '<name>-2.swift' … (default: Weaver), for a target that already holds a file named like one.",
      valueName: "name"))
  var partName: String?

  func validate() throws {
    if emitInterface?.isEmpty == true { throw ValidationError("'--emit-interface' is empty: give the file to write.") }
    if let partName, let problem = PartFileNames.problem(with: partName) { throw ValidationError(problem) }
    if partName != nil, outputFile != nil {
      throw ValidationError("'--part-name' names parts; '--output-file' names its one file itself.")
    }
    if let parts, !GeneratedFileLayout.partCounts.contains(parts) {
      let range = GeneratedFileLayout.partCounts
      throw ValidationError("'--parts' takes a number from \(range.lowerBound) to \(range.upperBound), not \(parts).")
    }
  }

  func run() throws {
    try run(arguments: nil)
  }

  /// Runs with `arguments`, the command line as given (argument files expanded), which the run
  /// memo's key covers: without them, the run uses no memo (docs/architecture.md, "The run memo").
  func run(arguments: [String]?) throws {
    let options = try EffectiveOptions(
      input, outputPath: outputPath, outputDirectory: outputDirectory, outputFile: outputFile)
    let target = try OutputTarget(options, partCount: parts)
    let writer = OutputWriter(target: target, partNames: PartFileNames(partName ?? PartFileNames.coreName))
    let memo = arguments.flatMap { arguments in
      Self.usesMemo(target, emitsInterface: emitInterface != nil)
        ? RunMemoUse(arguments: arguments, outputsHold: { writer.holds($0.outputs) }) : nil
    }
    let analysis = try SourceAnalysis(options: options, output: target, memo: memo)
    if let reused = analysis.reusedMemo {
      if !options.quiet {
        try ConsoleOutput.standardError.write(GenerationSummary.line(reusing: reused, cacheUse: analysis.cacheUse))
      }
      return
    }
    if let option = target.singleModuleOption { try analysis.requireOneModule(for: "'\(option)'") }
    try ConsoleOutput.standardError.report(analysis.diagnostics, quiet: options.quiet)
    let summary = try writer.write(analysis.modules)
    if let emitInterface {
      guard analysis.modules.count == 1, let module = analysis.modules.first else {
        throw CLIError.usage(
          "'--emit-interface' needs the inputs to form one module, but they form \(analysis.modules.count)")
      }
      // Like the code, nothing is written for a module with errors: its previous interface stays.
      if let interface = module.interface, module.isGeneratable {
        try ModuleInterfaceFile.write(interface, to: emitInterface)
      }
    }
    if !options.quiet {
      try ConsoleOutput.standardError.write(summary.line(for: analysis.modules, cacheUse: analysis.cacheUse))
    }
    if analysis.exitStatus != ExitStatus.success { throw CLIError.exit(analysis.exitStatus) }
    // A run that reported nothing leaves the memo of what it read and wrote for the next.
    if let key = analysis.memoKey, analysis.diagnostics.isEmpty, analysis.modules.count == 1,
      let outputs = writer.outputs(of: analysis.modules[0])
    {
      analysis.cacheFolder?.store(
        RunMemo(key: key, modules: GenerationSummary.modulesPart(of: analysis.modules), outputs: outputs))
    }
  }

  /// Whether a run writing to `target` keeps a run memo: one writing a single module's parts or
  /// file, and nothing else (an interface file is not among the files the memo checks).
  private static func usesMemo(_ target: OutputTarget, emitsInterface: Bool) -> Bool {
    switch target {
    case .partsDirectory, .file: !emitsInterface
    case .moduleFolders: false
    }
  }
}
