import Foundation
import Testing

@testable import WeaverGenCore

/// The golden cases: each folder under `Golden/` holding a `diagnostics.txt` is one module — its
/// `.swift` files — or several, one per subfolder of `.swift` files, and what weaver-gen must answer: the exact lines it prints (`diagnostics.txt`,
/// empty when there is nothing to say) and, when the folder has an `expected/` folder, the exact
/// files it generates. The module goes through the product's path (`Pipeline.analyze`, as
/// `generate` runs it, one `Weaver.swift`), so a new case is a new folder and no Swift code.
///
/// Run with `WEAVER_GEN_UPDATE_GOLDEN=1` to rewrite the expected files after an intended change, then
/// review the diff in git.
@Suite struct GoldenCaseTests {
  struct Case: CustomTestStringConvertible, Sendable {
    /// The folder, relative to `Golden/`: `diagnostics/unresolvable-reference`.
    var name: String
    var folder: URL { GoldenCaseTests.root.appendingPathComponent(name) }
    var testDescription: String { name }
  }

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

  static let cases: [Case] = {
    let walker = FileManager.default.enumerator(atPath: root.path)
    var names: [String] = []
    while let path = walker?.nextObject() as? String {
      if (path as NSString).lastPathComponent == "diagnostics.txt" {
        names.append((path as NSString).deletingLastPathComponent)
      }
    }
    return names.sorted().map(Case.init)
  }()

  private static var updating: Bool { ProcessInfo.processInfo.environment["WEAVER_GEN_UPDATE_GOLDEN"] == "1" }

  /// The modules of a case: its `.swift` files as the module `App`; or, in a case of several
  /// modules, each folder holding `.swift` files as the module named after it (`expected/` and
  /// `doubles/` aside).
  static func modules(of golden: Case) throws -> [ModuleInput] {
    let manager = FileManager.default
    let entries = try manager.contentsOfDirectory(atPath: golden.folder.path).sorted()
    let swiftFiles = entries.filter { $0.hasSuffix(".swift") }
    guard swiftFiles.isEmpty else { return [ModuleInput(name: "App", files: swiftFiles)] }
    return try entries.filter { $0 != "expected" && $0 != "doubles" && !$0.contains(".") }.map { folder in
      let files = try manager.contentsOfDirectory(atPath: golden.folder.appendingPathComponent(folder).path)
        .filter { $0.hasSuffix(".swift") }.sorted()
      return ModuleInput(name: folder, files: files.map { "\(folder)/\($0)" })
    }
  }

  @Test(arguments: cases)
  func weaverGenAnswersAsRecorded(_ golden: Case) throws {
    let manager = FileManager.default
    let modules = try Self.modules(of: golden)
    let analyses = try analyze(golden, product: .containers)

    let printed = analyses.flatMap(\.diagnostics).sorted().flatMap(DiagnosticPrinter.lines).map { $0 + "\n" }.joined()
    try compare(printed, with: golden.folder.appendingPathComponent("diagnostics.txt"))

    let expected = golden.folder.appendingPathComponent("expected")
    guard manager.fileExists(atPath: expected.path) else { return }
    for analysis in analyses {
      // A case of several modules keeps each module's files in a folder named after it.
      let folder = modules.count == 1 ? expected : expected.appendingPathComponent(analysis.name)
      guard let files = analysis.generatedFiles else {
        Issue.record("module \(analysis.name) generated nothing:\n\(printed)")
        continue
      }
      if Self.updating {
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
      } else {
        #expect(files.map(\.name) == (try manager.contentsOfDirectory(atPath: folder.path)).sorted())
      }
      for file in files {
        try compare(file.text, with: folder.appendingPathComponent(file.name))
      }
    }
  }

  /// The resolvers' test doubles of every case that generates code (`doubles/WeaverDoubles.swift`,
  /// or `doubles/<Module>/WeaverDoubles.swift` in a case of several modules), printed from the same
  /// plans as its containers (docs/testing.md).
  @Test(
    arguments: cases.filter {
      FileManager.default.fileExists(atPath: $0.folder.appendingPathComponent("expected").path)
    })
  func doublesAreAsRecorded(_ golden: Case) throws {
    let manager = FileManager.default
    let analyses = try analyze(golden, product: .resolverDoubles)
    for analysis in analyses {
      let files = try #require(analysis.generatedFiles, "module \(analysis.name) generated no doubles")
      #expect(files.map(\.name) == ["WeaverDoubles.swift"])
      let doubles = golden.folder.appendingPathComponent("doubles")
      let folder = analyses.count == 1 ? doubles : doubles.appendingPathComponent(analysis.name)
      if Self.updating { try manager.createDirectory(at: folder, withIntermediateDirectories: true) }
      for file in files {
        try compare(file.text, with: folder.appendingPathComponent(file.name))
      }
    }
  }

  /// Every diagnostic id has a case that prints it (`invalid-configuration` and
  /// `weaver-configuration-key` are about the command line's configuration file: their cases are
  /// in the end-to-end tests).
  @Test func everyDiagnosticIDHasACase() throws {
    var printed = ""
    for golden in Self.cases {
      printed += try String(contentsOf: golden.folder.appendingPathComponent("diagnostics.txt"), encoding: .utf8)
    }
    let configuration: Set<DiagnosticID> = [.invalidConfiguration, .weaverConfigurationKey]
    let missing = DiagnosticID.allCases.filter { !configuration.contains($0) && !printed.contains("[\($0.rawValue)]") }
    #expect(missing.isEmpty, "no golden case prints \(missing.map(\.rawValue))")
  }

  /// The case's module, its `.swift` files, through the product's path (`Pipeline.analyze`, as
  /// `generate` or `doubles` runs it, in one file).
  /// The case's modules through the product's path, as `generate` (or `doubles`) runs them.
  private func analyze(_ golden: Case, product: GeneratedProduct) throws -> [ModuleAnalysis] {
    let modules = try Self.modules(of: golden)
    var bytes: [String: [UInt8]] = [:]
    for input in modules.flatMap(\.files) {
      bytes[input] = Array(try Data(contentsOf: golden.folder.appendingPathComponent(input)))
    }
    return Pipeline.analyze(
      modules, reader: InMemorySourceReader(bytes: bytes), options: Pipeline.Options(layout: .single, product: product))
  }

  /// Compares `actual` with the file's text and, on a mismatch, reports the first block of lines
  /// that differ, so a failure reads like a diff.
  private func compare(_ actual: String, with url: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    throws
  {
    if Self.updating {
      try actual.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    guard actual != expected else { return }
    Issue.record(
      "\(url.lastPathComponent) differs:\n\(Self.diff(expected: expected, actual: actual))",
      sourceLocation: sourceLocation)
  }

  /// The first block of differing lines, with three lines of context, marked `-` (expected) and `+`
  /// (actual).
  static func diff(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var start = 0
    while start < old.count, start < new.count, old[start] == new[start] { start += 1 }
    var oldEnd = old.count
    var newEnd = new.count
    while oldEnd > start, newEnd > start, old[oldEnd - 1] == new[newEnd - 1] {
      oldEnd -= 1
      newEnd -= 1
    }
    var lines: [String] = ["@@ line \(start + 1) @@"]
    for index in max(0, start - 3)..<start { lines.append("  \(old[index])") }
    for index in start..<oldEnd { lines.append("- \(old[index])") }
    for index in start..<newEnd { lines.append("+ \(new[index])") }
    for index in oldEnd..<min(old.count, oldEnd + 3) { lines.append("  \(old[index])") }
    return lines.joined(separator: "\n")
  }
}
