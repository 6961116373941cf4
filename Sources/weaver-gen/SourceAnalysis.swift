import ArgumentParser
import WeaverGenCore

/// What `validate`, `graph` and `generate` share: collect the inputs, run the pipeline, print the
/// diagnostics, and work out the exit status.
struct SourceAnalysis {
  var modules: [ModuleAnalysis]

  init(options: EffectiveOptions) throws {
    let inputs: [ModuleInput]
    do {
      inputs = try InputCollector(
        inputPaths: options.inputPaths, ignoredPaths: options.ignoredPaths, moduleName: options.moduleName
      )
      .modules()
    } catch {
      ConsoleOutput.standardError.write("weaver-gen: error: \(error)\n")
      throw ExitCode(error.exitStatus)
    }
    let progress = ProgressLine(total: inputs.reduce(0) { $0 + $1.files.count }, quiet: options.quiet)
    modules = Pipeline.analyze(
      inputs,
      reader: DiskSourceReader(),
      options: Pipeline.Options(
        warningsAsErrors: options.warningsAsErrors, concurrency: options.concurrency,
        fileAnalyzed: progress?.fileAnalyzed)
    )
    progress?.finish()
  }

  var diagnostics: [Diagnostic] { modules.flatMap(\.diagnostics).sorted() }

  /// 74 when a file could not be read, else 1 when there are errors, else 0.
  var exitStatus: Int32 {
    if modules.contains(where: \.hasUnreadableFiles) { return ExitStatus.ioError }
    if modules.contains(where: { $0.errorCount > 0 }) { return ExitStatus.graphErrors }
    return ExitStatus.success
  }
}
