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

  /// A nonisolated root (a launcher, a server's entry) building the feature's main-actor screen
  /// per call, and the other feature's store once when first read (`.lazy`), when the container is
  /// made (`.container`) and while someone holds it (`.weak`): its container stays nonisolated and
  /// declares the accessors that need the main actor there, where the caller reads them. Core is a library compiled in the
  /// Swift 6 default, as SwiftPM compiles one; types of other modules that are not injectable are
  /// taken as nonisolated (docs/modules.md, "Limits").
  @Test(arguments: SwiftCompiler.IsolationMode.allCases)
  func aNonisolatedAppBuildsOtherModulesTypesInEveryScope(
    _ mode: SwiftCompiler.IsolationMode
  ) throws {
    let scratch = try ScratchDirectory()
    let sources = scratch.url.appendingPathComponent("Sources")
    for module in ["Core", "Profile", "Settings"] {
      try FileManager.default.copyItem(
        at: Self.sources.appendingPathComponent(module), to: sources.appendingPathComponent(module))
    }
    let app = sources.appendingPathComponent("Launcher")
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    try """
    import Core
    import Profile
    import Settings

    nonisolated final class Launcher {
      // weaver: clock = SystemClock <- Clock
      // weaver: tally = Tally
      // weaver: profile = ProfileScreen
      // weaver: profile.scope = .transient
      // weaver: settings = SettingsStore
      // weaver: settings.scope = .lazy
      // weaver: pinned = SettingsStore
      // weaver: cached = SettingsStore
      // weaver: cached.scope = .weak

      let dependencies: LauncherDependencyResolver

      init(injecting dependencies: LauncherDependencyResolver) {
        self.dependencies = dependencies
      }
    }
    """.write(to: app.appendingPathComponent("Launcher.swift"), atomically: true, encoding: .utf8)
    try """
    let launcher = Launcher(injecting: LauncherDependencyContainer())
    let first = launcher.dependencies.profile(userID: 1)
    let second = launcher.dependencies.profile(userID: 2)
    _ = launcher.dependencies.settings
    _ = launcher.dependencies.settings
    let held = launcher.dependencies.cached
    print(first === second ? "same screen" : "a screen per call")
    print(held === launcher.dependencies.cached ? "weak kept while held" : "weak rebuilt")
    print(launcher.dependencies.pinned === launcher.dependencies.pinned ? "one pinned" : "pinned rebuilt")
    print(launcher.dependencies.tally.entries.joined(separator: ", "))
    """.write(to: app.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
    let generated = scratch.url.appendingPathComponent("Generated")
    try Data().write(to: scratch.url.appendingPathComponent("Package.swift"))
    let generation = try CLIRunner.run(
      ["generate", "--input-path", sources.path, "--output-path", generated.path] + mode.generationArguments)
    try #require(generation.status == 0, "\(generation)")
    func files(of module: String) throws -> [URL] {
      let code = generated.appendingPathComponent("\(module)/Weaver.swift")
      return try SwiftCompiler.swiftFiles(in: sources.appendingPathComponent(module))
        + (FileManager.default.fileExists(atPath: code.path) ? [code] : [])
    }
    var libraries = [try SwiftCompiler.library("Core", files: try files(of: "Core"), in: scratch.url)]
    for module in ["Profile", "Settings"] {
      libraries.append(try SwiftCompiler.library(module, files: try files(of: module), in: scratch.url, mode: mode))
    }
    let launcherCode = try String(
      contentsOf: generated.appendingPathComponent("Launcher/Weaver.swift"), encoding: .utf8)
    #expect(launcherCode.contains("@MainActor func profile(userID: Int) -> ProfileScreen"), "\(launcherCode)")
    let executable = scratch.url.appendingPathComponent("launcher")
    let build = try SwiftCompiler.build(
      try files(of: "Launcher"), mode: mode, executable: executable, libraries: libraries)
    try #require(build.status == 0, "swiftc failed:\n\(build.text)")
    #expect(build.text.isEmpty, "swiftc printed:\n\(build.text)")
    let run = try SwiftCompiler.run(executable)
    #expect(
      run.text
        == "a screen per call\nweak kept while held\none pinned\nsettings, screen 1, screen 2, settings, settings\n",
      "\(run.text)")
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

  /// `graph` names the modules formed, counts each one's own types, and shows the types of other
  /// modules a module registers with where their needs come from.
  @Test func theGraphNamesTheModulesAndTheOtherModulesTypesTheyRegister() throws {
    let result = try CLIRunner.run(["graph", "--input-path", Self.sources.path, "--format", "text", "--quiet"])
    #expect(result.status == 0, "\(result)")
    let text = result.standardOutput
    #expect(text.contains("\nmodule App: 1 injectable type\n"), "\(text)")
    #expect(
      text.contains("  Profile.ProfileScreen (of module Profile; public; registered by AppRoot.profile)\n"), "\(text)")
    #expect(text.contains("    clock <- Clock  -> AppRoot.clock\n"), "\(text)")
    #expect(text.contains("\nmodule Profile: 2 injectable types\n"), "\(text)")
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
