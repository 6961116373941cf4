import Foundation
import Testing

/// `.weaver.yaml` and `--config` (README, "Command line"): the options in snake_case, flags winning, unknown keys
/// rejected with their location.
@Suite struct ConfigurationFileTests {
  private func folder(with configuration: String) throws -> ScratchDirectory {
    let scratch = try ScratchDirectory()
    try configuration.write(to: scratch.url.appendingPathComponent(".weaver.yaml"), atomically: true, encoding: .utf8)
    return scratch
  }

  @Test func theConfigurationInTheWorkingDirectorySetsTheOptions() throws {
    let movieApp = CLIRunner.fixtures.appendingPathComponent("MovieApp").path
    let scratch = try folder(with: "input_path: \(movieApp)\noutput_path: Generated\nquiet: true\n")
    let result = try CLIRunner.run([], in: scratch.url)
    #expect(result.status == 0, "\(result)")
    #expect(
      FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("Generated/MovieApp/Weaver.swift").path)
    )
  }

  @Test func flagsWinOverTheConfiguration() throws {
    let movieApp = CLIRunner.fixtures.appendingPathComponent("MovieApp").path
    let scratch = try folder(with: "input_path: [\(movieApp)]\noutput_path: FromFile\nmodule_name: FromFile\n")
    let result = try CLIRunner.run(["--output-path", "FromFlag", "--module-name", "FromFlag"], in: scratch.url)
    #expect(result.status == 0, "\(result)")
    #expect(
      FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("FromFlag/FromFlag/Weaver.swift").path))
    #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("FromFile").path))
  }

  @Test func concurrencySettingsAreReadAndCheckedAtTheirPlace() throws {
    let wrong = try folder(with: "input_path: Sources\ndefault_isolation: MainActorr\nmain_actor_types: {a: b}\n")
    let result = try CLIRunner.run(["validate"], in: wrong.url)
    #expect(result.status == 64, "\(result)")
    #expect(
      result.standardError == """
        .weaver.yaml:2:20: error: 'default_isolation' takes one of 'nonisolated', 'MainActor' [invalid-configuration]
        .weaver.yaml:3:19: error: 'main_actor_types' takes a name or a list of names [invalid-configuration]
        weaver-gen: 2 errors, 0 warnings

        """
    )
    // Told that the module's types default to the main actor, weaver-gen knows that the root is
    // main-actor isolated, so building a main-actor type with its container is no surprise.
    let root = "final class App {\n  // weaver: home = Home\n}\n@MainActor final class Home {}\n"
    let configured = try folder(with: "input_path: App.swift\ndefault_isolation: MainActor\n")
    try root.write(to: configured.url.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
    #expect(try CLIRunner.run(["validate", "--warnings-as-errors"], in: configured.url).status == 0)
    let flagged = try CLIRunner.run(["validate", "--default-isolation", "nonisolated"], in: configured.url)
    #expect(flagged.status == 0 && flagged.standardError.contains("[isolated-root-container]"), "\(flagged)")
  }

  /// Weaver 1.x's `name.projects`: `project:` in the file, or `--project` (which wins), selects; a
  /// dependency whose projects leave it out is not generated; with no selection every one is.
  @Test func theProjectSelectsTheDependenciesOfItsProjects() throws {
    let app = """
      final class App {
        // weaver: beta = BetaFeature
        // weaver: beta.projects = [Beta]
        // weaver: base = Base
      }
      final class BetaFeature {}
      final class Base {}
      """
    let scratch = try folder(with: "input_path: App.swift\noutput_file: Weaver.swift\nproject: Main\nquiet: true\n")
    try app.write(to: scratch.url.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
    let generated = { try String(contentsOf: scratch.url.appendingPathComponent("Weaver.swift"), encoding: .utf8) }
    #expect(try CLIRunner.run([], in: scratch.url).status == 0)
    #expect(try !generated().contains("BetaFeature") && generated().contains("Base()"))
    #expect(try CLIRunner.run(["--project", "Beta"], in: scratch.url).status == 0)
    #expect(try generated().contains("self.beta = BetaFeature()"))
    #expect(
      try CLIRunner.run(["--no-config", "--input-path", "App.swift", "--output-file", "Weaver.swift"], in: scratch.url)
        .status == 0)
    #expect(try generated().contains("self.beta = BetaFeature()"))
    // A module's own .weaver.yaml, which the build plugin reads, selects for that module.
    let module = scratch.url.appendingPathComponent("App")
    try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
    try app.write(to: module.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
    try "project: Main\n".write(to: module.appendingPathComponent(".weaver.yaml"), atomically: true, encoding: .utf8)
    let arguments = ["--no-config", "--input-path", "App", "--output-file", "Weaver.swift"]
    #expect(try CLIRunner.run(arguments, in: scratch.url).status == 0)
    #expect(try !generated().contains("BetaFeature"))
  }

  /// As the build plugin does, the command line reads a module's own `.weaver.yaml`, in its folder,
  /// for the module's concurrency settings: `make generate` and the plugin then agree.
  @Test func aModulesOwnConfigurationSetsItsConcurrency() throws {
    let scratch = try ScratchDirectory()
    let root = """
      final class App {
        // weaver: home = Home
      }
      @MainActor final class Home {
        init(injecting dependencies: HomeDependencyResolver) {}
      }

      """
    for module in ["Modern", "Legacy"] {
      let folder = scratch.url.appendingPathComponent("Sources/\(module)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try root.write(to: folder.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
    }
    try "default_isolation: MainActor\n".write(
      to: scratch.url.appendingPathComponent("Sources/Modern/.weaver.yaml"), atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["validate", "--input-path", "Sources"], in: scratch.url)
    #expect(result.status == 0, "\(result)")
    #expect(result.standardError.contains("Sources/Legacy/App.swift:2:14: warning:"), "\(result)")
    #expect(!result.standardError.contains("Sources/Modern/"), "\(result)")
    let flagged = try CLIRunner.run(
      ["validate", "--input-path", "Sources", "--default-isolation", "nonisolated"], in: scratch.url)
    #expect(flagged.standardError.contains("Sources/Modern/App.swift:2:14: warning:"), "flags win: \(flagged)")
  }

  /// An Xcode workspace's targets listed with their folders form one module each, whatever the
  /// folders are called, and one run checks them as one graph.
  @Test func modulesListedInTheConfigurationFormTheRun() throws {
    let scratch = try ScratchDirectory()
    let files = [
      "Features/Profile/Screens/ProfileScreen.swift": """
      public final class ProfileScreen {
        // weaver: name <- String
        init(injecting dependencies: ProfileScreenDependencyResolver) {}
      }

      """,
      "App/Root.swift": """
      import Profile

      final class Root {
        // weaver: profile = ProfileScreen
        init(injecting dependencies: RootDependencyResolver) {}
      }

      """,
    ]
    for (path, text) in files {
      let url = scratch.url.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    try "modules:\n  TheApp: App\n  Profile: [Features/Profile]\n".write(
      to: scratch.url.appendingPathComponent(".weaver.yaml"), atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["validate"], in: scratch.url)
    #expect(result.status == 1, "\(result)")
    #expect(
      result.standardError.hasPrefix(
        "App/Root.swift:4:14: error: reference 'name: String' cannot be resolved for 'Profile.ProfileScreen'"),
      "\(result)")
    try "modules: App\n".write(
      to: scratch.url.appendingPathComponent(".weaver.yaml"), atomically: true, encoding: .utf8)
    let wrong = try CLIRunner.run(["validate"], in: scratch.url)
    #expect(wrong.status == 64, "\(wrong)")
    #expect(wrong.standardError.contains("'modules' takes a mapping of module names"), "\(wrong)")
  }

  @Test func anOutputDirectoryInTheConfigurationReceivesTheParts() throws {
    let movieApp = CLIRunner.fixtures.appendingPathComponent("MovieApp").path
    let scratch = try folder(with: "input_path: \(movieApp)\noutput_directory: Parts\n")
    let result = try CLIRunner.run(["--parts", "2", "--quiet"], in: scratch.url)
    #expect(result.status == 0, "\(result)")
    let parts = try FileManager.default.contentsOfDirectory(atPath: scratch.url.appendingPathComponent("Parts").path)
    #expect(parts.sorted() == ["Weaver-2.swift", "Weaver.swift"])
  }

  @Test func unknownKeysAndWrongValuesAreErrorsAtTheirPlace() throws {
    let scratch = try folder(with: "input_path: Sources\nouput_path: Generated\nquiet: sometimes\nsettings: {}\n")
    let result = try CLIRunner.run(["validate"], in: scratch.url)
    #expect(result.status == 64, "\(result)")
    #expect(
      result.standardError == """
        .weaver.yaml:2:1: error: unknown configuration key 'ouput_path'; did you mean 'output_path'? [invalid-configuration]
        .weaver.yaml:3:8: error: 'quiet' takes true or false [invalid-configuration]
        .weaver.yaml:4:1: error: unknown configuration key 'settings'; known keys are 'input_path', 'ignored_path', 'output_path', 'output_directory', 'output_file', 'module_name', 'project', 'warnings_as_errors', 'quiet', 'default_isolation', 'main_actor_types', 'global_actors', 'modules' [invalid-configuration]
        weaver-gen: 3 errors, 0 warnings

        """
    )
  }

  @Test func anExplicitConfigurationFileMustExist() throws {
    let result = try CLIRunner.run(["validate", "--config", "missing.yaml"])
    #expect(result.status == 74, "\(result)")
    #expect(
      result.standardError
        == "weaver-gen: error: cannot read configuration file 'missing.yaml': no such file or directory\n")
  }

  /// A FIFO is reported as one, not opened for reading (which would wait for a writer forever);
  /// the time limit only turns such a hang into a failure.
  @Test(.timeLimit(.minutes(30)))
  func aConfigurationFileThatIsAFIFOIsReportedWithoutWaitingForAWriter() throws {
    let scratch = try ScratchDirectory()
    #expect(mkfifo(scratch.url.appendingPathComponent(".weaver.yaml").path, 0o600) == 0)
    let result = try CLIRunner.run(["validate", "--input-path", CLIRunner.fixtures.path + "/Valid"], in: scratch.url)
    #expect(result.status == 74, "\(result)")
    #expect(
      result.standardError
        == "weaver-gen: error: cannot read configuration file '.weaver.yaml': it is a FIFO (named pipe), not a regular file\n"
    )
  }

  @Test func pathsInAConfigurationFileAreRelativeToIt() throws {
    let scratch = try ScratchDirectory()
    let settings = scratch.url.appendingPathComponent("Settings")
    try FileManager.default.createDirectory(at: settings, withIntermediateDirectories: true)
    let valid = scratch.url.appendingPathComponent("Valid")
    try FileManager.default.copyItem(at: CLIRunner.fixtures.appendingPathComponent("Valid"), to: valid)
    try "input_path: ../Valid\nwarnings_as_errors: true\n"
      .write(to: settings.appendingPathComponent("weaver.yaml"), atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["validate", "--config", "Settings/weaver.yaml", "--quiet"], in: scratch.url)
    #expect(result.status == 0, "\(result)")
  }
}
