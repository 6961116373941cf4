import ArgumentParser
import Foundation
import WeaverGenCore

/// `weaver-gen [generate]`: validates, then writes one `Weaver.swift` per module (DESIGN §6, §7).
struct GenerateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "generate",
    abstract: "Validate the annotations and write the resolver protocols and containers (the default command).",
    discussion: """
      With --output-path DIR, writes DIR/<Module>/Weaver.swift for each module that has annotations, and removes \
      the files weaver-gen wrote there earlier for modules that no longer have any. With --output-file FILE, writes \
      exactly FILE for a single module, even when it has no annotations. A module with errors gets nothing written; \
      its previous output stays as it was. Files are rewritten only when their bytes change, and a file that \
      weaver-gen did not write (one without its header) is never replaced.
      """
  )

  @OptionGroup var input: InputOptions

  @Option(
    help: ArgumentHelp("The directory that receives <Module>/Weaver.swift for each module.", valueName: "directory"))
  var outputPath: String?

  @Option(
    help: ArgumentHelp(
      "The one file to write, for a single module (build systems that declare outputs).", valueName: "file"))
  var outputFile: String?

  func run() throws {
    let options = try EffectiveOptions(input, outputPath: outputPath, outputFile: outputFile)
    let target = try OutputTarget(options)
    let analysis = try SourceAnalysis(options: options)
    if case .file = target, analysis.modules.count > 1 {
      let names = analysis.modules.map(\.name).joined(separator: ", ")
      ConsoleOutput.standardError.write(
        "weaver-gen: error: '--output-file' needs the inputs to form one module, but they form \(analysis.modules.count): \(names)\n"
      )
      throw ExitCode(ExitStatus.usage)
    }
    var status = analysis.exitStatus
    ConsoleOutput.standardError.report(analysis.diagnostics, quiet: options.quiet)
    do {
      try OutputWriter(target: target).write(analysis.modules)
    } catch let failure {
      for message in failure.ioErrors { ConsoleOutput.standardError.write("weaver-gen: error: \(message)\n") }
      for message in failure.internalErrors {
        ConsoleOutput.standardError.write("weaver-gen: internal error: \(message); please report this bug\n")
      }
      status = failure.internalErrors.isEmpty ? ExitStatus.ioError : ExitStatus.internalError
    }
    if status != ExitStatus.success { throw ExitCode(status) }
  }
}

/// Where generated files go: a directory of modules, or one file.
enum OutputTarget {
  case directory(String)
  case file(String)

  init(_ options: EffectiveOptions) throws {
    switch (options.outputPath, options.outputFile) {
    case (let directory?, nil): self = .directory(directory)
    case (nil, let file?): self = .file(file)
    case (nil, nil): throw ValidationError("Missing '--output-path <directory>' or '--output-file <file>'.")
    case (_?, _?): throw ValidationError("Give '--output-path' or '--output-file', not both.")
    }
  }
}
