import Foundation
import Testing

/// `weaver-gen validate` as a CI gate, on fixture folders and on real code it must leave alone.
@Suite struct ValidateCommandTests {
  @Test func aValidModulePrintsOnlyTheSummaryAndExitsZero() throws {
    let result = try CLIRunner.run(["validate", "--input-path", "Valid"])
    #expect(result.status == 0, "\(result)")
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError == "weaver-gen: no problems in 1 module (Valid), 3 files, 7 injectable types\n")
  }

  @Test func aBrokenModulePrintsCompilerStyleDiagnosticsAndExitsOne() throws {
    let result = try CLIRunner.run(["validate", "--input-path", "Broken"])
    #expect(result.status == 1, "\(result)")
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError == """
        Broken/Screens.swift:11:29: error: 'Loader' takes parameters, so 'loader' must have '.transient' scope, not '.container' [parameters-need-transient-scope]
        Broken/Screens.swift:21:14: note: parameter 'page: Int' is declared here
        weaver-gen: 1 error, 0 warnings

        """
    )
  }

  @Test func warningsAsErrorsMakesWarningsFail() throws {
    let scratch = try ScratchDirectory()
    try "final class App {\n  // weaver: home = Home\n  // weaver: home.scope = .graph\n}\nfinal class Home {}\n"
      .write(to: scratch.url.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
    let lenient = try CLIRunner.run(["validate", "--input-path", scratch.url.path])
    #expect(lenient.status == 0, "\(lenient)")
    #expect(lenient.standardError.contains(": warning: scope '.graph' is deprecated"))
    let strict = try CLIRunner.run(["validate", "--input-path", scratch.url.path, "--warnings-as-errors"])
    #expect(strict.status == 1, "\(strict)")
    #expect(strict.standardError.contains(": error: scope '.graph' is deprecated"))
  }

  /// The `retain-cycle` check reads the planned containers; `validate` plans them as `generate`
  /// does, so both print the same warning, and `--warnings-as-errors` keeps the file unwritten.
  @Test func validateAndGenerateReportARetainCycleAlike() throws {
    let scratch = try ScratchDirectory()
    try """
    final class App {
      // weaver: session = Session
      // weaver: session.scope = .lazy
      // weaver: session.builder = App.makeSession
      // weaver: home = Home
    }
    final class Home {
      // weaver: session <- Session
      init(injecting dependencies: HomeDependencyResolver) {}
    }

    """.write(to: scratch.url.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
    let warning = "App.swift:2:14: warning: registration 'session' is built through the container of 'App'"
    let validation = try CLIRunner.run(["validate", "--input-path", "App.swift"], in: scratch.url)
    #expect(validation.status == 0, "\(validation)")
    #expect(validation.standardError.hasPrefix(warning), "\(validation)")
    #expect(validation.standardError.hasSuffix("weaver-gen: 0 errors, 1 warning\n"), "\(validation)")

    let output = scratch.url.appendingPathComponent("Weaver.swift")
    let generation = try CLIRunner.run(
      ["generate", "--input-path", "App.swift", "--output-file", output.path], in: scratch.url)
    #expect(generation.status == 0, "\(generation)")
    // The module is named after the scratch folder: only the end of the summary line is fixed.
    #expect(generation.standardError.hasPrefix(validation.standardError), "\(generation)")
    #expect(
      generation.standardError.hasSuffix("), 2 injectable types: 1 file written, 0 unchanged\n"), "\(generation)")
    try FileManager.default.removeItem(at: output)

    let strict = try CLIRunner.run(
      ["generate", "--input-path", "App.swift", "--output-file", output.path, "--warnings-as-errors"], in: scratch.url)
    #expect(strict.status == 1, "\(strict)")
    #expect(strict.standardError.contains(": error: registration 'session' is built through"), "\(strict)")
    #expect(
      strict.standardError.hasSuffix(
        "), 2 injectable types: 0 files written, 0 unchanged; nothing written for 1 module with errors\n"
      ), "\(strict)")
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  @Test func aFileThatIsNotUTF8IsADiagnosticAndExitsWithTheIOStatus() throws {
    let scratch = try ScratchDirectory()
    let module = scratch.url.appendingPathComponent("Latin")
    try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
    try Data([0x2F, 0x2F, 0x20, 0xE9, 0x0A]).write(to: module.appendingPathComponent("Latin.swift"))
    let result = try CLIRunner.run(["validate", "--input-path", "Latin"], in: scratch.url)
    #expect(result.status == 74, "\(result)")
    #expect(result.standardError.hasPrefix("Latin/Latin.swift:1:4: error: file is not valid UTF-8"), "\(result)")
  }

  @Test func theDependenciesCheckedOutForThisPackageHaveNoAnnotationsAndNoProblems() throws {
    let checkouts = CLIRunner.packageRoot.appendingPathComponent(".build/checkouts")
    try #require(FileManager.default.fileExists(atPath: checkouts.path), "run `swift package resolve` first")
    let result = try CLIRunner.run(["validate", "--input-path", checkouts.path, "--quiet"])
    #expect(result.status == 0, "\(result)")
    #expect(result.standardError.isEmpty, "\(result)")
    #expect(result.standardOutput.isEmpty)
  }
}
