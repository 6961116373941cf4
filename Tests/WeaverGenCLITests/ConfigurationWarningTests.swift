import Foundation
import Testing

/// A `.weaver.yaml` key that a run does not read is a warning at the key (README, "Command line"),
/// never silence: in a module's own file read by the command line, and in the file the build
/// plugin passes for a target, whose inputs, module name and output the plugin's flags replace.
@Suite struct ConfigurationWarningTests {
  private let app = "final class App {\n  // weaver: clock = Clock\n}\nfinal class Clock {}\n"

  /// A scratch folder with `App/App.swift` and `App/.weaver.yaml` holding `configuration`.
  private func module(with configuration: String) throws -> ScratchDirectory {
    let scratch = try ScratchDirectory()
    let folder = scratch.url.appendingPathComponent("App")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try app.write(to: folder.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
    try configuration.write(to: folder.appendingPathComponent(".weaver.yaml"), atomically: true, encoding: .utf8)
    return scratch
  }

  @Test func aModulesOwnFileThatSetsWhatItDoesNotGiveIsWarnedAbout() throws {
    let scratch = try module(with: "input_path: Elsewhere\ndefault_isolation: MainActor\noutput_path: Generated\n")
    let result = try CLIRunner.run(["validate", "--input-path", "App"], in: scratch.url)
    #expect(result.status == 0, "\(result)")
    let unread =
      "is not read from a module's own .weaver.yaml, which gives only 'default_isolation', 'main_actor_types', 'global_actors' and 'project' of its module; set it on the command line or in the .weaver.yaml of the folder weaver-gen runs in [invalid-configuration]"
    #expect(
      result.standardError == """
        App/.weaver.yaml:1:1: warning: 'input_path' \(unread)
        App/.weaver.yaml:3:1: warning: 'output_path' \(unread)
        weaver-gen: 0 errors, 2 warnings

        """, "\(result)")
  }

  /// What the build plugin runs for a target whose own file sets the inputs, the module name and
  /// the output: its flags replace all three, and each is reported at its key.
  @Test func keysThePluginsFlagsReplaceAreWarnedAbout() throws {
    let scratch = try module(with: "input_path: Elsewhere\nmodule_name: Other\noutput_path: Generated\nquiet: false\n")
    let list = scratch.url.appendingPathComponent("inputs.txt")
    try "\(scratch.url.appendingPathComponent("App/App.swift").path)\n".write(
      to: list, atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(
      [
        "generate", "--quiet", "--input-list", list.path, "--module-name", "App", "--parts", "1",
        "--output-directory", "Out", "--config", "App/.weaver.yaml",
      ], in: scratch.url)
    #expect(result.status == 0, "\(result)")
    let tail =
      "on the command line replaces it (the build plugin always gives a target's files, name and output folder) [invalid-configuration]"
    #expect(
      result.standardError == """
        App/.weaver.yaml:1:1: warning: 'input_path' is not read: '--input-list' \(tail)
        App/.weaver.yaml:2:1: warning: 'module_name' is not read: '--module-name' \(tail)
        App/.weaver.yaml:3:1: warning: 'output_path' is not read: '--output-directory' \(tail)

        """, "\(result)")
    #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("Out/Weaver.swift").path))
  }

  /// The file gives defaults that a flag may override for one run: `quiet`, `warnings_as_errors`
  /// and the concurrency keys are read, not replaced, so nothing is said of them.
  @Test func flagsThatOverrideADefaultOfTheFileAreNotReported() throws {
    let scratch = try module(with: "quiet: false\nwarnings_as_errors: false\ndefault_isolation: nonisolated\n")
    let result = try CLIRunner.run(
      [
        "validate", "--input-path", "App", "--quiet", "--warnings-as-errors", "--default-isolation", "MainActor",
        "--config", "App/.weaver.yaml",
      ], in: scratch.url)
    #expect(result.status == 0, "\(result)")
    #expect(result.standardError.isEmpty, "\(result)")
  }
}
