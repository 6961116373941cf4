import Foundation
import PackagePlugin

/// The build command that gives a test target the resolver doubles of one target it tests:
/// `weaver-gen doubles --input-list <list file> --module-name <tested target> --output-file
/// <work directory>/WeaverDoubles-<tested target>.swift`, with the tested target's Swift files, its
/// configuration file if any, and the tool as inputs. The file goes into the test target only, so
/// no double reaches the tested target's binary (docs/testing.md).
struct DoublesGenerationCommand {
  /// The target tested, whose sources the doubles are generated from.
  let testedTarget: String
  let swiftFiles: [URL]
  /// Where the tested target's `.weaver.yaml` would be: its default isolation is the doubles'.
  let configurationFolder: URL
  let tool: URL
  let workDirectory: URL

  /// A file name of its own per tested target, so a test target of several gets no two alike.
  var outputFile: URL { workDirectory.appending(path: "WeaverDoubles-\(testedTarget).swift") }

  /// No command for a tested target without Swift files: it has no resolvers.
  func command() throws -> Command? {
    guard !swiftFiles.isEmpty else { return nil }
    let files = swiftFiles.sorted { $0.path < $1.path }
    var arguments = ["doubles"]
    arguments += try CommandInputs.fileArguments(
      files, list: workDirectory.appending(path: "weaver-gen-doubles-inputs-\(testedTarget).txt"),
      workDirectory: workDirectory)
    arguments += ["--module-name", testedTarget, "--output-file", outputFile.path]
    arguments += CommandInputs.analysisCache(in: workDirectory)
    var inputs = files + [tool]
    let configuration = CommandInputs.configuration(in: configurationFolder)
    arguments += configuration.arguments
    inputs += configuration.input.map { [$0] } ?? []
    return .buildCommand(
      displayName: "Generating test doubles of \(testedTarget)'s resolvers with weaver-gen",
      executable: tool,
      arguments: arguments,
      environment: [:],
      inputFiles: inputs,
      outputFiles: [outputFile]
    )
  }
}
