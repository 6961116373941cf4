import Foundation
import Testing

@testable import WeaverGenCore

/// The golden cases: each folder under `Golden/` holding a `diagnostics.txt` is one module — its
/// `.swift` files — and what weaver-gen must answer: the exact lines it prints (`diagnostics.txt`,
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

  @Test(arguments: cases)
  func weaverGenAnswersAsRecorded(_ golden: Case) throws {
    let manager = FileManager.default
    let analysis = try analyze(golden, product: .containers)

    let printed = analysis.diagnostics.flatMap(DiagnosticPrinter.lines).map { $0 + "\n" }.joined()
    try compare(printed, with: golden.folder.appendingPathComponent("diagnostics.txt"))

    let expected = golden.folder.appendingPathComponent("expected")
    guard manager.fileExists(atPath: expected.path) else { return }
    guard let files = analysis.generatedFiles else {
      Issue.record("the module generated nothing:\n\(printed)")
      return
    }
    if !Self.updating {
      #expect(files.map(\.name) == (try manager.contentsOfDirectory(atPath: expected.path)).sorted())
    }
    for file in files {
      try compare(file.text, with: expected.appendingPathComponent(file.name))
    }
  }

  /// The resolvers' test doubles of every case that generates code (`doubles/WeaverDoubles.swift`),
  /// printed from the same plans as its containers (docs/testing.md).
  @Test(
    arguments: cases.filter {
      FileManager.default.fileExists(atPath: $0.folder.appendingPathComponent("expected").path)
    })
  func doublesAreAsRecorded(_ golden: Case) throws {
    let manager = FileManager.default
    let analysis = try analyze(golden, product: .resolverDoubles)
    let files = try #require(analysis.generatedFiles, "the module generated no doubles")
    #expect(files.map(\.name) == ["WeaverDoubles.swift"])
    let folder = golden.folder.appendingPathComponent("doubles")
    if Self.updating { try manager.createDirectory(at: folder, withIntermediateDirectories: true) }
    for file in files {
      try compare(file.text, with: folder.appendingPathComponent(file.name))
    }
  }

  /// Every diagnostic id has a case that prints it (`invalid-configuration` is about the command
  /// line's configuration file: its case is in the end-to-end tests).
  @Test func everyDiagnosticIDHasACase() throws {
    var printed = ""
    for golden in Self.cases {
      printed += try String(contentsOf: golden.folder.appendingPathComponent("diagnostics.txt"), encoding: .utf8)
    }
    let missing = DiagnosticID.allCases.filter { $0 != .invalidConfiguration && !printed.contains("[\($0.rawValue)]") }
    #expect(missing.isEmpty, "no golden case prints \(missing.map(\.rawValue))")
  }

  /// The case's module, its `.swift` files, through the product's path (`Pipeline.analyze`, as
  /// `generate` or `doubles` runs it, in one file).
  private func analyze(_ golden: Case, product: GeneratedProduct) throws -> ModuleAnalysis {
    let inputs = try FileManager.default.contentsOfDirectory(atPath: golden.folder.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    var bytes: [String: [UInt8]] = [:]
    for input in inputs {
      bytes[input] = Array(try Data(contentsOf: golden.folder.appendingPathComponent(input)))
    }
    return Pipeline.analyze(
      [ModuleInput(name: "App", files: inputs)], reader: InMemorySourceReader(bytes: bytes),
      options: Pipeline.Options(layout: .single, product: product))[0]
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
