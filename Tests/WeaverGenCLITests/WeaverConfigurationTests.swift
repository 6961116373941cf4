import Foundation
import Testing

/// A Weaver project's own `.weaver.yaml` or `.weaver.json` (docs/migrating-from-weaver.md,
/// "Configuration file"): the keys with a meaning here are read under their new names with a
/// warning naming them, the others are errors at their line saying what replaces them.
@Suite struct WeaverConfigurationTests {
  private static let app = "final class App {\n  // weaver: logger = Logger\n}\nfinal class Logger {}\n"

  private func project(_ configuration: String, named name: String = ".weaver.yaml") throws -> ScratchDirectory {
    let scratch = try ScratchDirectory()
    let sources = scratch.url.appendingPathComponent("App")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try Self.app.write(to: sources.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
    try configuration.write(to: scratch.url.appendingPathComponent(name), atomically: true, encoding: .utf8)
    return scratch
  }

  @Test func weaverOneKeysAreReadUnderTheirNewNamesWithAWarning() throws {
    let scratch = try project(
      """
      input_paths:
        - App
      main_output_path: Generated
      project_name: Main
      cache_path: .weaver_cache.json
      swiftlint_disable_all: true
      recursive: true

      """)
    let result = try CLIRunner.run([], in: scratch.url)
    #expect(result.status == 0, "\(result)")
    #expect(
      result.standardError == """
        .weaver.yaml:1:1: warning: Weaver's key 'input_paths' is read as 'input_path'; rename it [weaver-configuration-key]
        .weaver.yaml:3:1: warning: Weaver's key 'main_output_path' is read as 'output_file: Generated/Weaver.swift', the one file that receives the module's code; write that instead [weaver-configuration-key]
        .weaver.yaml:4:1: warning: Weaver's key 'project_name' is read as 'project'; rename it [weaver-configuration-key]
        .weaver.yaml:5:1: warning: Weaver's key 'cache_path' is ignored: weaver-gen keeps no cache; remove it [weaver-configuration-key]
        .weaver.yaml:6:1: warning: Weaver's key 'swiftlint_disable_all' is ignored: generated files always start with '// swiftlint:disable all'; remove it [weaver-configuration-key]
        .weaver.yaml:7:1: warning: Weaver's key 'recursive' is ignored: input folders are always searched recursively; remove it [weaver-configuration-key]
        weaver-gen: 0 errors, 6 warnings
        weaver-gen: 1 module (App), 1 injectable type: 1 file written, 0 unchanged

        """)
    let generated = try String(
      contentsOf: scratch.url.appendingPathComponent("Generated/Weaver.swift"), encoding: .utf8)
    #expect(generated.contains("final class AppDependencyContainer"))
  }

  /// Weaver looked for `.weaver.json` too; JSON is read as YAML is, with the same keys.
  @Test func aWeaverJSONFileIsReadWhenThereIsNoYAMLFile() throws {
    let scratch = try project(
      #"{"input_paths": ["App"], "main_output_path": "Generated/App.swift"}"#, named: ".weaver.json")
    let result = try CLIRunner.run(["--quiet"], in: scratch.url)
    #expect(result.status == 0, "\(result)")
    #expect(result.standardError.contains(".weaver.json:1:2: warning: Weaver's key 'input_paths'"), "\(result)")
    #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("Generated/App.swift").path))
  }

  @Test func weaverKeysWithoutAMeaningHereAreErrorsSayingWhatReplacesThem() throws {
    let scratch = try project(
      """
      input_paths: [App]
      tests: true
      tests_output_path: Tests
      detailed_resolvers: true
      main_template_path: main.stencil
      included_imports: [UIKit]
      recursive: false
      unsafe: true
      single_output: false

      """)
    let result = try CLIRunner.run([], in: scratch.url)
    #expect(result.status == 64, "\(result)")
    #expect(
      result.standardError == """
        .weaver.yaml:1:1: warning: Weaver's key 'input_paths' is read as 'input_path'; rename it [weaver-configuration-key]
        .weaver.yaml:2:1: error: Weaver's key 'tests' is not supported: a test passes its own type conforming to the resolver protocol to 'init(injecting:)' instead of generated stubs; remove the key [invalid-configuration]
        .weaver.yaml:3:1: error: Weaver's key 'tests_output_path' is not supported: a test passes its own type conforming to the resolver protocol to 'init(injecting:)' instead of generated stubs; remove the key [invalid-configuration]
        .weaver.yaml:4:1: error: Weaver's key 'detailed_resolvers' is not supported: the resolver protocol lists every dependency, and a test conforms to it with its own type; remove the key [invalid-configuration]
        .weaver.yaml:5:1: error: Weaver's key 'main_template_path' is not supported: the generated code has one documented shape (docs/generated-code.md); remove the key [invalid-configuration]
        .weaver.yaml:6:1: error: Weaver's key 'included_imports' is not supported: the generated file imports what the module's annotated files import and what '// weaver: import' lines name; change the imports there [invalid-configuration]
        .weaver.yaml:7:1: error: Weaver's key 'recursive' is not supported: input folders are always searched recursively; name the files with 'input_path', or leave folders out with 'ignored_path' [invalid-configuration]
        .weaver.yaml:8:1: error: Weaver's key 'unsafe' is not supported: the graph is always checked; fix the errors it reports [invalid-configuration]
        .weaver.yaml:9:1: error: Weaver's key 'single_output' is not supported: each module's code goes to one file, '<output_path>/<Module>/Weaver.swift', not a file per type; remove the key [invalid-configuration]
        weaver-gen: 8 errors, 1 warning

        """)
    #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("Weaver.swift").path))
  }

  @Test func aWeaverKeyOfTheWrongShapeIsAnErrorAtItsValue() throws {
    let scratch = try project("input_paths: {a: b}\nmain_output_path: [a]\nrecursive: maybe\n")
    let result = try CLIRunner.run(["validate"], in: scratch.url)
    #expect(result.status == 64, "\(result)")
    #expect(
      result.standardError == """
        .weaver.yaml:1:14: error: 'input_path' takes a path or a list of paths [invalid-configuration]
        .weaver.yaml:2:19: error: 'main_output_path' takes a string [invalid-configuration]
        .weaver.yaml:3:12: error: 'recursive' takes true or false [invalid-configuration]
        weaver-gen: 3 errors, 0 warnings

        """)
  }

  @Test func withWarningsAsErrorsAWeaverKeyStopsTheRun() throws {
    let scratch = try project("input_paths: [App]\nmain_output_path: Generated\n")
    let result = try CLIRunner.run(["--warnings-as-errors", "--quiet"], in: scratch.url)
    #expect(result.status == 64, "\(result)")
    #expect(
      result.standardError.hasPrefix(
        ".weaver.yaml:1:1: error: Weaver's key 'input_paths' is read as 'input_path'; rename it [weaver-configuration-key]"
      ),
      "\(result)")
    #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("Generated").path))
  }

  /// A module's own `.weaver.yaml` (read for the build plugin) gets the same treatment.
  @Test func aModulesOwnFileReportsWeaverKeysToo() throws {
    let scratch = try project("input_path: App\n")
    try "project_name: Main\n".write(
      to: scratch.url.appendingPathComponent("App/.weaver.yaml"), atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["validate"], in: scratch.url)
    #expect(result.status == 0, "\(result)")
    #expect(
      result.standardError.hasPrefix(
        "App/.weaver.yaml:1:1: warning: Weaver's key 'project_name' is read as 'project'; rename it [weaver-configuration-key]"
      ), "\(result)")
  }
}
