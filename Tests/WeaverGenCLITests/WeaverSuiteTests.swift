import Foundation
import Testing

/// scribd/Weaver's generator tests (tags 0.12.3 and 1.1.7), recreated as fixtures: weaver-gen's
/// verdict on each must be the one `expected.txt` records, and the code it generates for every case
/// it accepts must type-check with the case's sources.
@Suite struct WeaverSuiteTests {
  @Test func theSuiteHasItsCases() {
    #expect(
      WeaverSuiteCase.all.count > 100, "found \(WeaverSuiteCase.all.count) cases under \(WeaverSuiteCase.root.path)")
  }

  @Test(arguments: WeaverSuiteCase.all)
  func printsTheExpectedVerdict(_ suiteCase: WeaverSuiteCase) throws {
    let expected = try suiteCase.expectedVerdict()
    let (actual, result) = try suiteCase.actualVerdict()
    #expect(actual == expected, "weaver-gen printed:\n\(actual.joined(separator: "\n"))")
    #expect(result.status == (try suiteCase.isAccepted() ? 0 : 1), "\(result)")
  }

  /// The code generated for an accepted case compiles with the case's sources, in the Swift 6
  /// language mode with complete concurrency checking. Each case is its own module, since Weaver's
  /// tests reuse type names from case to case.
  @Test(arguments: try WeaverSuiteCase.all.filter { try $0.isAccepted() })
  func generatedCodeTypeChecks(_ suiteCase: WeaverSuiteCase) throws {
    let scratch = try ScratchDirectory()
    let generated = scratch.url.appendingPathComponent("Weaver.swift")
    let generation = try CLIRunner.run(
      ["generate", "--quiet", "--output-file", generated.path] + WeaverSuiteCase.weaverInputs, in: suiteCase.folder)
    try #require(generation.status == 0, "\(generation)")
    let typeCheck = try SwiftCompiler.typeCheck(try suiteCase.swiftFiles() + [generated], moduleName: "Case")
    #expect(typeCheck.status == 0, "swiftc failed:\n\(typeCheck.text)")
  }
}
