import Foundation
import Testing

/// Generating a module without its dependencies' sources (docs/modules.md): from their interface
/// files (`--emit-interface`, `--dependency-interface`), as a build system that runs each module as
/// its own action does, or from their sources read for their interfaces only
/// (`--dependency-input-list`, as the build plugin does). Either way the module gets the same
/// diagnostics and the same code as a run over every module.
@Suite struct ModuleInterfaceTests {
  static let sources = ModularAppTests.sources

  private func generate(_ arguments: [String], in directory: URL) throws -> CLIRunner.Result {
    try CLIRunner.run(["generate"] + arguments, in: directory)
  }

  /// Copies the modular app's sources into `directory`, so that paths in messages are relative.
  private func copySources(to directory: URL) throws {
    try FileManager.default.copyItem(at: Self.sources, to: directory.appendingPathComponent("Sources"))
  }

  @Test func aModuleGeneratedFromItsDependenciesInterfacesIsTheModuleGeneratedFromTheirSources() throws {
    let scratch = try ScratchDirectory()
    try copySources(to: scratch.url)
    let whole = try generate(["--input-path", "Sources", "--output-path", "Whole"], in: scratch.url)
    try #require(whole.status == 0, "\(whole)")
    for feature in ["Profile", "Settings"] {
      let run = try generate(
        [
          "--input-path", "Sources/\(feature)", "--output-path", "Split", "--emit-interface", "\(feature).weavermodule",
        ],
        in: scratch.url)
      try #require(run.status == 0, "\(run)")
    }
    let app = try generate(
      [
        "--input-path", "Sources/App", "--output-path", "Split", "--dependency-interface", "Profile.weavermodule",
        "--dependency-interface", "Settings.weavermodule",
      ], in: scratch.url)
    try #require(app.status == 0, "\(app)")
    for module in ["App", "Profile", "Settings"] {
      let expected = try String(
        contentsOf: scratch.url.appendingPathComponent("Whole/\(module)/Weaver.swift"), encoding: .utf8)
      let actual = try String(
        contentsOf: scratch.url.appendingPathComponent("Split/\(module)/Weaver.swift"), encoding: .utf8)
      #expect(actual == expected, "\(module) differs")
    }
  }

  @Test func anInterfaceIsTheSameBytesOnEveryRunAndSaysWhatTheModuleExports() throws {
    let scratch = try ScratchDirectory()
    try copySources(to: scratch.url)
    var texts: [String] = []
    for name in ["first", "second"] {
      let run = try generate(
        ["--input-path", "Sources/Profile", "--output-path", name, "--emit-interface", "\(name).weavermodule"],
        in: scratch.url)
      try #require(run.status == 0, "\(run)")
      texts.append(try String(contentsOf: scratch.url.appendingPathComponent("\(name).weavermodule"), encoding: .utf8))
    }
    #expect(texts[0] == texts[1])
    let text = texts[0]
    #expect(text.hasPrefix("{\n  \"weaverGenInterface\": 1,\n  \"module\": \"Profile\","), "\(text)")
    #expect(text.contains("\"name\": \"ProfileScreen\""), "\(text)")
    #expect(text.contains("\"isolation\": \"MainActor\""), "\(text)")
    #expect(text.contains("\"path\": \"Sources/Profile/ProfileScreen.swift\""), "\(text)")
    // The internal model is named, so a module registering it can be told why it cannot.
    #expect(
      text.contains("\"name\": \"ProfileModel\",\n      \"kind\": \"class\",\n      \"access\": \"internal\""),
      "\(text)")
  }

  @Test func anErrorFromAnInterfaceIsTheErrorFromTheSources() throws {
    let scratch = try ScratchDirectory()
    try copySources(to: scratch.url)
    let app = scratch.url.appendingPathComponent("Sources/App/AppRoot.swift")
    let text = try String(contentsOf: app, encoding: .utf8)
    try text.replacingOccurrences(
      of: "  // weaver: clock = SystemClock <- Clock\n  // weaver: clock.scope = .lazy\n", with: ""
    )
    .write(to: app, atomically: true, encoding: .utf8)
    let whole = try CLIRunner.run(["validate", "--input-path", "Sources"], in: scratch.url)
    #expect(whole.status == 1, "\(whole)")
    for feature in ["Profile", "Settings"] {
      let run = try generate(
        ["--input-path", "Sources/\(feature)", "--output-path", "Out", "--emit-interface", "\(feature).weavermodule"],
        in: scratch.url)
      try #require(run.status == 0, "\(run)")
    }
    let split = try CLIRunner.run(
      [
        "validate", "--input-path", "Sources/App", "--dependency-interface", "Profile.weavermodule",
        "--dependency-interface", "Settings.weavermodule",
      ], in: scratch.url)
    #expect(split.status == 1, "\(split)")
    let errors = { (result: CLIRunner.Result) in
      result.standardError.split(separator: "\n").filter { !$0.hasPrefix("weaver-gen:") }
    }
    #expect(errors(split) == errors(whole), "\(split.standardError)\n---\n\(whole.standardError)")
    #expect(split.standardError.contains("Sources/App/AppRoot.swift:8:14: error: reference 'clock: Clock'"), "\(split)")
  }

  @Test func dependencyInputListsAreReadForTheirTypesOnly() throws {
    let scratch = try ScratchDirectory()
    try copySources(to: scratch.url)
    let whole = try generate(["--input-path", "Sources", "--output-path", "Whole"], in: scratch.url)
    try #require(whole.status == 0, "\(whole)")
    for feature in ["Profile", "Settings"] {
      try "Sources/\(feature)/\(feature == "Profile" ? "ProfileScreen" : "SettingsStore").swift\n".write(
        to: scratch.url.appendingPathComponent("\(feature).txt"), atomically: true, encoding: .utf8)
    }
    let app = try generate(
      [
        "--input-path", "Sources/App", "--output-path", "Split", "--dependency-input-list", "Profile=Profile.txt",
        "--dependency-input-list", "Settings=Settings.txt",
      ], in: scratch.url)
    try #require(app.status == 0, "\(app)")
    #expect(
      try String(contentsOf: scratch.url.appendingPathComponent("Split/App/Weaver.swift"), encoding: .utf8)
        == String(contentsOf: scratch.url.appendingPathComponent("Whole/App/Weaver.swift"), encoding: .utf8))
    // Nothing is written for the dependencies, whose own runs generate them.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: scratch.url.appendingPathComponent("Split").path) == ["App"])
  }

  @Test(arguments: [
    ("{\"weaverGenInterface\": 2, \"module\": \"P\", \"types\": []}", "schema version 2"),
    ("{\"weaverGenInterface\": 1, \"types\": []}", "the file has no 'module'"),
    ("{\"weaverGenInterface\": 1, \"module\": \"P\", \"types\": [{\"name\": 1}]}", "types[0] has no 'kind'"),
    ("[[[[", "it is not JSON"),
    (String(repeating: "[", count: 10_000), "nested too deep"),
  ])
  func aBrokenInterfaceIsAnInputError(_ text: String, _ message: String) throws {
    let scratch = try ScratchDirectory()
    try copySources(to: scratch.url)
    try text.write(to: scratch.url.appendingPathComponent("Broken.weavermodule"), atomically: true, encoding: .utf8)
    let run = try CLIRunner.run(
      ["validate", "--input-path", "Sources/App", "--dependency-interface", "Broken.weavermodule"], in: scratch.url)
    #expect(run.status == 74, "\(run)")
    #expect(run.standardError.contains("cannot read module interface 'Broken.weavermodule': "), "\(run)")
    #expect(run.standardError.contains(message), "\(run)")
  }

  @Test func anInterfaceReplacesOnlyAFileWeaverGenWrote() throws {
    let scratch = try ScratchDirectory()
    try copySources(to: scratch.url)
    let other = "{\n  \"schemaVersion\": 3\n}\n"
    try other.write(to: scratch.url.appendingPathComponent("package.json"), atomically: true, encoding: .utf8)
    let run = try generate(
      ["--input-path", "Sources/Profile", "--output-path", "Out", "--emit-interface", "package.json"], in: scratch.url)
    #expect(run.status == 74, "\(run)")
    #expect(try String(contentsOf: scratch.url.appendingPathComponent("package.json"), encoding: .utf8) == other)
  }
}
