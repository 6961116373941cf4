import Foundation
import Testing

@testable import WeaverGenCore

/// `RunMemo` and what its key leaves out (docs/architecture.md, "The run memo").
@Suite struct RunMemoTests {
  private let memo = RunMemo(
    key: ContentDigest(high: 1, low: 2), modules: "1 module (App), 3 injectable types",
    outputs: [
      RunMemo.Output(name: "Weaver.swift", digest: ContentDigest(high: 3, low: 4)),
      RunMemo.Output(name: "Weaver-2.swift", digest: ContentDigest(high: 5, low: 6)),
    ])

  @Test func aMemoReadsBackOnlyAsTheBuildThatWroteIt() {
    let bytes = memo.encode(tool: "weaver-gen 1")
    #expect(RunMemo.decode(bytes, tool: "weaver-gen 1") == memo)
    #expect(RunMemo.decode(bytes, tool: "weaver-gen 2") == nil)
    for index in bytes.indices {
      var changed = bytes
      changed[index] ^= 0x01
      #expect(RunMemo.decode(changed, tool: "weaver-gen 1") == nil, "byte \(index)")
    }
    for count in 0..<bytes.count { #expect(RunMemo.decode(Array(bytes.prefix(count)), tool: "weaver-gen 1") == nil) }
  }

  @Test func partsThatSpellTheSameBytesTogetherGiveDifferentKeys() {
    func key(_ parts: [String]) -> ContentDigest {
      var key = RunMemoKey()
      for part in parts { key.add(part) }
      return key.digest
    }
    #expect(key(["ab", "c"]) != key(["a", "bc"]))
    #expect(key(["ab", "c"]) == key(["ab", "c"]))
    var bytes = RunMemoKey()
    bytes.add(bytes: [1, 2])
    var number = RunMemoKey()
    number.add(2)
    #expect(bytes.digest != number.digest)
  }

  /// The memo keys on each summary's structure, not on its positions, and is kept only by runs
  /// that report nothing: that is sound only while the stages after the first never let a
  /// position change the code, only a diagnostic. Every golden case that generates code without a
  /// word is checked here with its files moved about (a blank line after every `{`, every line
  /// indented): the structures stay the same, every position of the later lines changes, and the
  /// generated files must stay byte for byte the same.
  @Test(
    arguments: GoldenCaseTests.cases.filter { golden in
      let diagnostics = golden.folder.appendingPathComponent("diagnostics.txt")
      return FileManager.default.fileExists(atPath: golden.folder.appendingPathComponent("expected").path)
        && (try? Data(contentsOf: diagnostics))?.isEmpty == true
    })
  func movingWhatAFileDeclaresChangesNothingGenerated(_ golden: GoldenCaseTests.Case) throws {
    let modules = try GoldenCaseTests.modules(of: golden)
    var original: [String: [UInt8]] = [:]
    var moved: [String: [UInt8]] = [:]
    for input in modules.flatMap(\.files) {
      let text = try String(contentsOf: golden.folder.appendingPathComponent(input), encoding: .utf8)
      original[input] = Array(text.utf8)
      moved[input] = Array(Self.moved(text).utf8)
      let before = FileAnalyzer.analyze(path: input, source: text)
      let after = FileAnalyzer.analyze(path: input, source: Self.moved(text))
      #expect(
        before.declarations.map(\.namePosition) != after.declarations.map(\.namePosition) || before.declarations.isEmpty
      )
      #expect(
        FileSummaryCodec.structure(of: ArraySlice(FileSummaryCodec.encode(before)))
          == FileSummaryCodec.structure(of: ArraySlice(FileSummaryCodec.encode(after))), "\(input)")
    }
    let options = Pipeline.Options(layout: .single)
    let expected = Pipeline.analyze(modules, reader: InMemorySourceReader(bytes: original), options: options)
    let actual = Pipeline.analyze(modules, reader: InMemorySourceReader(bytes: moved), options: options)
    #expect(expected.allSatisfy(\.diagnostics.isEmpty) && actual.allSatisfy(\.diagnostics.isEmpty))
    #expect(actual.map { $0.generatedFiles?.map(\.text) } == expected.map { $0.generatedFiles?.map(\.text) })
  }

  /// A blank line after every line that ends a `{`, and two spaces before every line: what a file
  /// declares moves down and right, and nothing else changes.
  private static func moved(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.isEmpty ? "" : "  " + line + (line.hasSuffix("{") ? "\n" : "")
    }.joined(separator: "\n")
  }
}
