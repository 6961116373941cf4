import Foundation
import Testing

/// An app made of modules (docs/generated-code.md, "Across modules"): a core without annotations,
/// two features whose public types keep their initializers, resolvers, containers and
/// registrations internal, and an app that registers the features' types as it registers its
/// own. Generated in one run over the `Sources` folder, each module compiled on its own
/// (`-emit-module`, as SwiftPM and Xcode build them) with `-warnings-as-errors` in the three
/// isolation modes, and run.
@Suite struct ModularAppTests {
  /// The app of `Examples/MultiModule`, which `make examples` also builds with the plugin.
  static let sources = CLIRunner.packageRoot.appendingPathComponent("Examples/MultiModule/Sources")

  @Test(arguments: SwiftCompiler.IsolationMode.allCases)
  func eachModuleCompilesOnItsOwnAndTheAppRuns(_ mode: SwiftCompiler.IsolationMode) throws {
    let scratch = try ScratchDirectory()
    let generated = scratch.url.appendingPathComponent("Generated")
    let generation = try CLIRunner.run(
      ["generate", "--input-path", Self.sources.path, "--output-path", generated.path] + mode.generationArguments)
    try #require(generation.status == 0, "\(generation)")

    func files(of module: String) throws -> [URL] {
      let own = try SwiftCompiler.swiftFiles(in: Self.sources.appendingPathComponent(module))
      let code = generated.appendingPathComponent("\(module)/Weaver.swift")
      return own + (FileManager.default.fileExists(atPath: code.path) ? [code] : [])
    }
    var libraries: [SwiftCompiler.Library] = []
    for module in ["Core", "Profile", "Settings"] {
      libraries.append(try SwiftCompiler.library(module, files: try files(of: module), in: scratch.url, mode: mode))
    }
    let executable = scratch.url.appendingPathComponent("app")
    let build = try SwiftCompiler.build(try files(of: "App"), mode: mode, executable: executable, libraries: libraries)
    try #require(build.status == 0, "swiftc failed:\n\(build.text)")
    #expect(build.text.isEmpty, "swiftc printed:\n\(build.text)")
    let run = try SwiftCompiler.run(executable)
    #expect(run.status == 0, "\(run.text)")
    // `.transient` builds a screen per call; `.lazy` builds the settings once, on first use.
    #expect(
      run.text == "a screen per call\nscreen 1, screen 2, settings\nuser 2 at 42: model 42\n", "\(run.text)")
  }

  /// The features' resolvers stay internal: only the types and their entry initializers are public.
  @Test func aFeatureExposesItsTypeAndEntryInitializerOnly() throws {
    let scratch = try ScratchDirectory()
    let generation = try CLIRunner.run(
      ["generate", "--input-path", Self.sources.path, "--output-path", scratch.url.path])
    try #require(generation.status == 0, "\(generation)")
    let profile = try String(
      contentsOf: scratch.url.appendingPathComponent("Profile/Weaver.swift"), encoding: .utf8)
    #expect(!profile.contains("public protocol"), "\(profile)")
    #expect(!profile.contains("public final class"), "\(profile)")
    #expect(profile.contains("public convenience init(userID: Int, clock: Clock, tally: Tally)"), "\(profile)")
  }

  /// The modules are processed in dependency order, whatever order the inputs name them in.
  @Test func theOrderOfTheInputsDoesNotChangeTheOutput() throws {
    let scratch = try ScratchDirectory()
    var outputs: [String] = []
    for (index, order) in [["App", "Profile", "Settings", "Core"], ["Core", "Settings", "Profile", "App"]].enumerated()
    {
      let folder = scratch.url.appendingPathComponent("run\(index)")
      let inputs = order.flatMap { ["--input-path", Self.sources.appendingPathComponent($0).path] }
      let generation = try CLIRunner.run(["generate"] + inputs + ["--output-path", folder.path])
      try #require(generation.status == 0, "\(generation)")
      outputs.append(try String(contentsOf: folder.appendingPathComponent("App/Weaver.swift"), encoding: .utf8))
    }
    #expect(outputs[0] == outputs[1])
    #expect(
      outputs[0].contains("ProfileScreen(userID: userID, clock: self._clock(), tally: self.tally)"), "\(outputs[0])")
  }
}
