import Foundation
import PackagePlugin

/// The one build command for a target: `weaver-gen generate --quiet --input-list <list file> --module-name
/// <target> --parts <K> --output-directory <work directory> --analysis-cache <work
/// directory>/analysis-cache`, with the target's Swift files, its
/// configuration file if any, and the tool as inputs, so the build reruns it exactly when one of
/// them changes, and the K part files (`Weaver.swift`, `Weaver-2.swift` …) as outputs, which the
/// tool always writes. K depends on the number of Swift files only, so it is known here.
struct GenerationCommand {
  let targetName: String
  let swiftFiles: [URL]
  /// Where a `.weaver.yaml` for this target would be.
  let configurationFolder: URL
  let tool: URL
  let workDirectory: URL
  /// The target's first-party dependency targets with Swift files, by name: read for the types
  /// they export, so the target's graph is checked against theirs (docs/language.md, "Across
  /// modules"), never generated for.
  var dependencies: [(name: String, swiftFiles: [URL])] = []

  /// No command for a target without Swift files (a C target): it has nothing to generate, and the
  /// tool would reject an empty input list.
  func command() throws -> Command? {
    guard !swiftFiles.isEmpty else { return nil }
    let files = swiftFiles.sorted { $0.path < $1.path }
    let partCount = GeneratedPartCount.forInputFileCount(files.count)
    let partName = GeneratedPartCount.partName(count: partCount, avoiding: files.map(\.lastPathComponent))
    let outputs = GeneratedPartCount.fileNames(count: partCount, name: partName).map {
      workDirectory.appending(path: $0)
    }
    // `--quiet`: the build log gets the diagnostics, in the compiler's format, and no summary line
    // on every build.
    var arguments = ["generate", "--quiet"]
    arguments += try CommandInputs.fileArguments(
      files, list: workDirectory.appending(path: "weaver-gen-inputs.txt"), workDirectory: workDirectory)
    arguments += [
      "--module-name", targetName, "--parts", "\(partCount)", "--output-directory", workDirectory.path,
    ]
    if partName != "Weaver" { arguments += ["--part-name", partName] }
    arguments += CommandInputs.analysisCache(in: workDirectory)
    var inputs = files + [tool]
    for dependency in dependencies.sorted(by: { $0.name < $1.name }) {
      let listed = dependency.swiftFiles.filter { !$0.path.contains("\n") }.sorted { $0.path < $1.path }
      // A target without a file to list exports nothing, and the tool refuses an empty list.
      guard !listed.isEmpty else { continue }
      let list = workDirectory.appending(path: "weaver-gen-dependency-\(dependency.name).txt")
      try CommandInputs.writeIfChanged(listed.map { $0.path + "\n" }.joined(), to: list, workDirectory: workDirectory)
      arguments += ["--dependency-input-list", "\(dependency.name)=\(list.path)"]
      inputs += listed
    }
    let configuration = CommandInputs.configuration(in: configurationFolder)
    arguments += configuration.arguments
    inputs += configuration.input.map { [$0] } ?? []
    return .buildCommand(
      displayName: "Generating dependency containers for \(targetName) with weaver-gen",
      executable: tool,
      arguments: arguments,
      environment: [:],
      inputFiles: inputs,
      outputFiles: outputs
    )
  }

}
