import Foundation
import Testing

/// The run memo end to end (docs/architecture.md, "The run memo"): a `generate` with an analysis
/// cache, writing one module's parts or file, that finds every summary, argument and configuration
/// byte as the last run that reported nothing found them, and its files in place, stops after
/// reading the files; any other change is checked and written as a run without a memo would.
@Suite struct RunMemoTests {
  /// The movie app in `scratch/App`, run as the build plugin runs it: files named in a list, the
  /// parts written into `scratch/out`, the configuration named (`--no-config`, or `config`).
  private struct Plugin: ~Copyable {
    let scratch: ScratchDirectory
    var sources: URL { scratch.url.appendingPathComponent("App") }
    var output: URL { scratch.url.appendingPathComponent("out") }
    var cache: URL { scratch.url.appendingPathComponent("cache") }

    static func make() throws -> Plugin {
      let scratch = try ScratchDirectory()
      let sources = scratch.url.appendingPathComponent("App")
      try FileManager.default.copyItem(at: CLIRunner.fixtures.appendingPathComponent("MovieApp"), to: sources)
      let files = try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted().map { "App/\($0)" }
      try (files.joined(separator: "\n") + "\n").write(
        to: scratch.url.appendingPathComponent("inputs.txt"), atomically: true, encoding: .utf8)
      return Plugin(scratch: scratch)
    }

    private init(scratch: consuming ScratchDirectory) {
      self.scratch = scratch
    }

    /// A run's summary line (or its diagnostics); the run must succeed.
    func generate(_ extra: [String] = ["--no-config"], output target: [String]? = nil) throws -> String {
      let result = try CLIRunner.run(
        ["generate", "--input-list", "inputs.txt", "--module-name", "App", "--analysis-cache", "cache"]
          + (target ?? ["--output-directory", "out", "--parts", "2"]) + extra,
        in: scratch.url)
      #expect(result.status == 0, "\(result)")
      return result.standardError
    }

    /// What a run without a memo (and without a cache) writes for the sources as they are now.
    func freshOutput(_ extra: [String] = ["--no-config"]) throws -> [String: Data] {
      let fresh = scratch.url.appendingPathComponent("fresh")
      try? FileManager.default.removeItem(at: fresh)
      let result = try CLIRunner.run(
        [
          "generate", "--input-list", "inputs.txt", "--module-name", "App", "--output-directory", "fresh", "--parts",
          "2",
        ]
          + extra, in: scratch.url)
      #expect(result.status == 0, "\(result)")
      return try Self.files(in: fresh)
    }

    static func files(in folder: URL) throws -> [String: Data] {
      var files: [String: Data] = [:]
      for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !name.hasPrefix(".") {
        files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
      }
      return files
    }

    func edit(_ file: String, _ change: (String) -> String) throws {
      let url = sources.appendingPathComponent(file)
      try change(try String(contentsOf: url, encoding: .utf8)).write(to: url, atomically: true, encoding: .utf8)
    }
  }

  private static let reused = "not checked again"

  @Test func aRunThatMovesNothingButPositionsReusesTheMemoAndAnyOtherEditIsChecked() throws {
    let plugin = try Plugin.make()
    let first = try plugin.generate()
    #expect(!first.contains(Self.reused), "\(first)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: plugin.cache.path).sorted() == [
        "App.cache", "generate.memo",
      ])
    let again = try plugin.generate()
    #expect(
      again == "weaver-gen: 1 module (App), 8 injectable types: 0 files written, 2 unchanged; "
        + "0 files analysed, 4 reused from the analysis cache; "
        + "no summary changed since the last run, which reported nothing: not checked again\n")

    // Lines added above every declaration of a file, and a body edited: positions move, nothing else.
    try plugin.edit("HomeViewController.swift") { "// The home screen.\n\n" + $0 }
    try plugin.edit("AppDelegate.swift") { $0.replacingOccurrences(of: "{\n", with: "{\n\n") }
    let moved = try plugin.generate()
    #expect(moved.contains("2 files analysed, 2 reused") && moved.contains(Self.reused), "\(moved)")
    #expect(try Plugin.files(in: plugin.output) == plugin.freshOutput())

    // An annotation changed: checked, and the code says so.
    try plugin.edit("HomeViewController.swift") {
      $0.replacingOccurrences(of: "imageCache.scope = .weak", with: "imageCache.scope = .lazy")
    }
    let changed = try plugin.generate()
    #expect(!changed.contains("0 files written") && !changed.contains(Self.reused), "\(changed)")
    #expect(try Plugin.files(in: plugin.output) == plugin.freshOutput())
    #expect(try plugin.generate().contains(Self.reused))
  }

  @Test func outputsThatAreNotAsTheMemoSaysAreWrittenAgain() throws {
    let plugin = try Plugin.make()
    _ = try plugin.generate()
    let written = try Plugin.files(in: plugin.output)
    let part = plugin.output.appendingPathComponent("Weaver-2.swift")

    try FileManager.default.removeItem(at: part)
    #expect(!(try plugin.generate()).contains(Self.reused))
    #expect(try Plugin.files(in: plugin.output) == written)

    try (String(decoding: written["Weaver-2.swift"]!, as: UTF8.self) + "// more\n").write(
      to: part, atomically: true, encoding: .utf8)
    #expect(!(try plugin.generate()).contains(Self.reused))
    #expect(try Plugin.files(in: plugin.output) == written)

    // A part of another layout, which a run removes as stale.
    try written["Weaver-2.swift"]!.write(to: plugin.output.appendingPathComponent("Weaver-3.swift"))
    #expect(!(try plugin.generate()).contains(Self.reused))
    #expect(try Plugin.files(in: plugin.output) == written)
    #expect(try plugin.generate().contains(Self.reused))
  }

  @Test func theKeyCoversTheArgumentsAndTheConfigurationFile() throws {
    let plugin = try Plugin.make()
    let configuration = plugin.scratch.url.appendingPathComponent("weaver.yaml")
    try "default_isolation: nonisolated\n".write(to: configuration, atomically: true, encoding: .utf8)
    _ = try plugin.generate(["--config", "weaver.yaml"])
    #expect(try plugin.generate(["--config", "weaver.yaml"]).contains(Self.reused))

    try "default_isolation: MainActor\n".write(to: configuration, atomically: true, encoding: .utf8)
    #expect(!(try plugin.generate(["--config", "weaver.yaml"])).contains(Self.reused))
    #expect(try Plugin.files(in: plugin.output) == plugin.freshOutput(["--config", "weaver.yaml"]))

    #expect(!(try plugin.generate(["--config", "weaver.yaml", "--project", "Other"])).contains(Self.reused))
    #expect(try plugin.generate(["--config", "weaver.yaml", "--project", "Other"]).contains(Self.reused))
  }

  @Test func aRunThatReportsSomethingOrLooksForItsConfigurationKeepsNoMemo() throws {
    let plugin = try Plugin.make()
    // A warning (a deprecated scope): every run reports it again.
    try plugin.edit("AppDelegate.swift") { $0.replacingOccurrences(of: "scope = .container", with: "scope = .graph") }
    for _ in 0..<2 {
      let result = try plugin.generate()
      #expect(result.contains("warning:") && !result.contains(Self.reused), "\(result)")
    }
    // No configuration named: a `.weaver.yaml` appearing in the folder would change the run.
    for _ in 0..<2 { #expect(!(try plugin.generate([])).contains(Self.reused)) }
  }

  @Test func aCorruptMemoIsIgnoredAndAFileOutputHasOneToo() throws {
    let plugin = try Plugin.make()
    let target = ["--output-file", "out/Single.swift"]
    _ = try plugin.generate(output: target)
    #expect(try plugin.generate(output: target).contains(Self.reused))
    let memo = plugin.cache.appendingPathComponent("generate.memo")
    var bytes = try Data(contentsOf: memo)
    bytes[bytes.count / 2] ^= 0xFF
    try bytes.write(to: memo)
    #expect(!(try plugin.generate(output: target)).contains(Self.reused))
    #expect(try plugin.generate(output: target).contains(Self.reused))
    try Data("not a memo".utf8).write(to: memo)
    #expect(!(try plugin.generate(output: target)).contains(Self.reused))
  }
}
