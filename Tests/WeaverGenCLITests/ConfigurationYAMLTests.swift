import Foundation
import Testing

/// Issue 18: how `.weaver.yaml` is read as YAML: aliases cannot blow a small file up, a key is never
/// echoed as a node dump, and YAML errors sit at their line and column, once. The reader's own forms
/// and refusals are in ConfigurationYAMLReaderTests.
@Suite struct ConfigurationYAMLTests {
  private func validate(_ configuration: String) throws -> ProcessRunner.Result {
    let scratch = try ScratchDirectory()
    try configuration.write(to: scratch.url.appendingPathComponent(".weaver.yaml"), atomically: true, encoding: .utf8)
    return try CLIRunner.run(["validate"], in: scratch.url)
  }

  /// Five levels of aliases, ten each, used as a value: 100,000 values from a few hundred bytes.
  @Test func aliasesThatMultiplyAreBoundedAndNeverPrinted() throws {
    var lines = ["input_path: Sources", "l0: &l0 [" + Array(repeating: "x", count: 10).joined(separator: ", ") + "]"]
    for level in 1..<5 {
      lines.append(
        "l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ") + "]")
    }
    lines += ["ignored_path: *l4"]
    let result = try validate(lines.joined(separator: "\n") + "\n")
    #expect(result.status == 64, "\(result.status)")
    #expect(
      result.standardError.contains(
        "error: configuration holds more than 100000 values once its aliases are expanded; write the values out instead of repeating aliases of aliases [invalid-configuration]"
      ), "\(result.standardError.prefix(2_000))")
    #expect(result.standardError.utf8.count < 2_000, "\(result.standardError.utf8.count) bytes of messages")
  }

  /// A flow collection is a valid implicit key, in a block mapping or a flow one; it is quoted by its
  /// brackets alone, at its own column.
  @Test func aKeyThatIsNotANameIsQuotedShort() throws {
    let block = try validate("input_path: Sources\n[a, b]: 1\n")
    #expect(block.status == 64, "\(block)")
    #expect(block.standardError.contains(".weaver.yaml:2:1: error: unknown configuration key '[…]'"), "\(block)")
    let flow = try validate("{input_path: Sources, [a, b]: 1, {c: d}: 2}\n")
    #expect(flow.status == 64, "\(flow)")
    #expect(flow.standardError.contains(".weaver.yaml:1:23: error: unknown configuration key '[…]'"), "\(flow)")
    #expect(flow.standardError.contains(".weaver.yaml:1:34: error: unknown configuration key '{…}'"), "\(flow)")
  }

  /// A control character once sat at 1:1, with the YAML library's own position in its text.
  @Test func aReaderErrorIsAtItsLineAndColumn() throws {
    let result = try validate("input_path: Sources\nquiet: tr\u{01}ue\n")
    #expect(result.status == 64, "\(result)")
    #expect(
      result.standardError.hasPrefix(
        ".weaver.yaml:2:10: error: configuration is not valid YAML: control characters are not allowed"),
      "\(result)")
    #expect(!result.standardError.contains("error: reader"), "\(result)")
  }

  /// An unterminated quote is reported at the quote that opens it.
  @Test func aScannerErrorSaysItsProblemOnceAtItsPlace() throws {
    let result = try validate("input_path: Sources\nproject: \"abc\n")
    #expect(result.status == 64, "\(result)")
    let lines = result.standardError.split(separator: "\n")
    #expect(
      lines.first
        == ".weaver.yaml:2:10: error: configuration is not valid YAML: a quoted value must end on the line it starts on; close it with '\"' [invalid-configuration]",
      "\(result)")
    #expect(lines.count == 2, "\(result)")
    #expect(!result.standardError.contains("^"), "\(result)")
  }

  /// YAML the reader does not take is not called invalid: the message names the feature and what
  /// to write instead.
  @Test func validYAMLTheReaderDoesNotTakeIsNamedAsSuch() throws {
    let result = try validate("input_path: Sources\nproject: |\n  Main\n")
    #expect(result.status == 64, "\(result)")
    #expect(
      result.standardError.hasPrefix(
        ".weaver.yaml:2:10: error: weaver-gen's configuration reader does not take block scalars ('|', '>'); write the value on one line, in quotes if it needs them [invalid-configuration]\n"
      ), "\(result)")
  }
}
