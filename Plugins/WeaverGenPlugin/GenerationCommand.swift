import Foundation
import PackagePlugin

/// The one build command for a target: `weaver-gen generate --quiet --input-list <list file> --module-name
/// <target> --parts <K> --output-directory <work directory>`, with the target's Swift files, its
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
    // The tool reads the list itself, one path per line, in time linear in its length; passed as
    // `--input-path` arguments, 6,000 files took a debug tool a minute of argument splitting. A
    // path holding a line break cannot be a line of the list, so it goes on the command line.
    let (listed, unlistable) = (files.filter { !$0.path.contains("\n") }, files.filter { $0.path.contains("\n") })
    let inputList = workDirectory.appending(path: "weaver-gen-inputs.txt")
    try writeIfChanged(listed.map { $0.path + "\n" }.joined(), to: inputList)

    // `--quiet`: the build log gets the diagnostics, in the compiler's format, and no summary line
    // on every build.
    var arguments = ["generate", "--quiet", "--input-list", inputList.path]
    arguments += unlistable.flatMap { ["--input-path", $0.path] }
    arguments += [
      "--module-name", targetName, "--parts", "\(partCount)", "--output-directory", workDirectory.path,
    ]
    if partName != "Weaver" { arguments += ["--part-name", partName] }
    var inputs = files + [tool]
    for dependency in dependencies.sorted(by: { $0.name < $1.name }) {
      let listed = dependency.swiftFiles.filter { !$0.path.contains("\n") }.sorted { $0.path < $1.path }
      let list = workDirectory.appending(path: "weaver-gen-dependency-\(dependency.name).txt")
      try writeIfChanged(listed.map { $0.path + "\n" }.joined(), to: list)
      arguments += ["--dependency-input-list", "\(dependency.name)=\(list.path)"]
      inputs += listed
    }
    let configuration = configurationFolder.appending(path: ".weaver.yaml")
    if FileManager.default.fileExists(atPath: configuration.path) {
      arguments += ["--config", configuration.path]
      inputs.append(configuration)
    } else {
      arguments.append("--no-config")
    }
    return .buildCommand(
      displayName: "Generating dependency containers for \(targetName) with weaver-gen",
      executable: tool,
      arguments: arguments,
      environment: [:],
      inputFiles: inputs,
      outputFiles: outputs
    )
  }

  /// The input list changes only when the list of files does, so it never causes work itself.
  private func writeIfChanged(_ text: String, to url: URL) throws {
    let data = Data(text.utf8)
    if FileManager.default.contents(atPath: url.path) == data { return }
    try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
  }
}
