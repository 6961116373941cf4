import Foundation
import Testing

/// What a Weaver project needs to build unchanged (docs/migrating-from-weaver.md): the fixture
/// `WeaverApp` is started through Weaver's `MainDependencyContainer` and has a type with an
/// `init(injecting:)` and no annotation; its generated code compiles without warnings in the three
/// isolation modes, and runs.
@Suite struct WeaverMigrationTests {
  @Test(arguments: SwiftCompiler.IsolationMode.allCases)
  func aWeaverAppStartedThroughMainDependencyContainerCompilesAndRuns(_ mode: SwiftCompiler.IsolationMode) throws {
    let scratch = try ScratchDirectory()
    let folder = CLIRunner.fixtures.appendingPathComponent("WeaverApp")
    let generated = scratch.url.appendingPathComponent("Weaver.swift")
    let generation = try CLIRunner.run(
      ["generate", "--input-path", folder.path, "--output-file", generated.path] + mode.generationArguments)
    try #require(generation.status == 0, "\(generation)")
    let executable = scratch.url.appendingPathComponent("WeaverApp")
    let sources =
      try SwiftCompiler.swiftFiles(in: folder) + [generated]
      + [CLIRunner.fixtures.appendingPathComponent("WeaverAppDriver/main.swift")]
    let build = try SwiftCompiler.build(sources, mode: mode, executable: executable, libraries: [])
    try #require(build.status == 0, "swiftc failed:\n\(build.text)")
    #expect(build.text.isEmpty, "swiftc printed:\n\(build.text)")
    let run = try SwiftCompiler.run(executable)
    #expect(run.status == 0 && run.text.hasSuffix("all checks passed\n"), "\(run.text)")
  }
}
