import ArgumentParser
import WeaverGenCore

#if canImport(FoundationEssentials) && canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// `weaver-gen migrate`: rewrites Weaver 1.x's property wrappers into `// weaver:` comments
/// (docs/migrating-from-weaver.md, "Property wrappers"). It prints the change as a unified diff and
/// writes nothing unless `--write` is given; it touches only the wrappers' lines and the
/// `init(injecting:)` of their types.
struct MigrateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "migrate",
    abstract:
      "Rewrite Weaver 1.x's @Weaver property wrappers as // weaver: comments (prints a diff; --write applies it).",
    discussion:
      "Exit status: 0 every wrapper rewritten (or none found), 1 some left for you to rewrite (each reported), 64 bad command line, 74 an input or output could not be read or written."
  )

  @Option(
    name: .customLong("input-path"),
    help: ArgumentHelp(
      "A .swift file, or a directory searched recursively for .swift files (repeatable).", valueName: "path"))
  var inputPaths: [String] = []

  @Option(
    name: .customLong("ignored-path"),
    help: ArgumentHelp("A file or directory to leave out (repeatable).", valueName: "path"))
  var ignoredPaths: [String] = []

  @Flag(help: "Write the rewritten files instead of printing the diff.")
  var write = false

  func validate() throws {
    if inputPaths.isEmpty {
      throw ValidationError("Missing '--input-path <path>': give at least one .swift file or directory.")
    }
  }

  func run() throws {
    let (modules, _) = try InputCollector(inputPaths: inputPaths, ignoredPaths: ignoredPaths, moduleName: nil).modules()
    var diagnostics: [Diagnostic] = []
    var diff = ""
    for module in modules {
      let files = try module.files.sorted().map { path in
        do {
          return PropertyWrapperMigration.File(path: path, bytes: try DiskSourceReader().contents(of: path))
        } catch {
          throw CLIError.io("cannot read '\(path)': \(SystemError(error))")
        }
      }
      for (file, result) in zip(files, PropertyWrapperMigration.migrate(files)) {
        diagnostics += result.diagnostics
        guard !result.edits.isEmpty else { continue }
        if write {
          do {
            try Data(result.edits.applied(to: file.bytes)).write(to: URL(fileURLWithPath: file.path), options: .atomic)
          } catch {
            throw CLIError.io("cannot write '\(file.path)': \(SystemError(error))")
          }
        } else {
          diff += result.edits.unifiedDiff(of: file.bytes, path: file.path)
        }
      }
    }
    try ConsoleOutput.standardOutput.write(diff)
    try ConsoleOutput.standardError.report(diagnostics.sorted(), quiet: diagnostics.isEmpty)
    if diagnostics.contains(where: { $0.severity == .error }) { throw CLIError.exit(ExitStatus.graphErrors) }
  }
}
