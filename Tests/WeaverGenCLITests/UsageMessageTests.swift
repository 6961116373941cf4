import Foundation
import Testing

/// Issue 18: what the command line's own errors print. Arguments, and lines of `@FILE`s, are
/// quoted in ArgumentParser's messages: they are escaped there as in diagnostics. An empty input
/// list is named as what is wrong, rather than a missing `--input-path`.
@Suite struct UsageMessageTests {
  @Test func anUnknownOptionIsQuotedEscaped() throws {
    let result = try CLIRunner.run(["validate", "--input-path", "Valid", "--frob\u{1B}[2J\u{202E}x"])
    #expect(result.status == 64, "\(result)")
    #expect(!result.standardError.contains("\u{1B}"), "\(result)")
    #expect(!result.standardError.contains("\u{202E}"), "\(result)")
    #expect(result.standardError.contains("--frob\\u{1B}[2J\\u{202E}x"), "\(result)")
  }

  @Test func anArgumentFromAnArgumentFileIsQuotedEscaped() throws {
    let scratch = try ScratchDirectory()
    try "--input-path\nValid\nstray\u{1B}]0;title\u{07}\n".write(
      to: scratch.url.appendingPathComponent("args.txt"), atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["validate", "@\(scratch.url.path)/args.txt"])
    #expect(result.status == 64, "\(result)")
    #expect(!result.standardError.contains("\u{1B}") && !result.standardError.contains("\u{07}"), "\(result)")
    #expect(result.standardError.contains("stray\\u{1B}]0;title\\u{7}"), "\(result)")
  }

  @Test func anArgumentHoldingALineBreakCannotForgeALine() throws {
    let result = try CLIRunner.run(["validate", "--input-path", "Valid", "--x\nweaver-gen: no problems"])
    #expect(result.status == 64, "\(result)")
    #expect(
      !result.standardError.split(separator: "\n").contains { $0.hasPrefix("weaver-gen: no problems") }, "\(result)")
  }

  @Test func helpStillGoesToStandardOutput() throws {
    let result = try CLIRunner.run(["validate", "--help"])
    #expect(result.status == 0, "\(result)")
    #expect(result.standardOutput.contains("USAGE: weaver-gen validate"), "\(result)")
  }

  @Test func anEmptyInputListIsNamed() throws {
    let scratch = try ScratchDirectory()
    try "\n\n".write(to: scratch.url.appendingPathComponent("files.txt"), atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["validate", "--input-list", "files.txt"], in: scratch.url)
    #expect(result.status == 64, "\(result)")
    #expect(
      result.standardError
        == "weaver-gen: error: the input list 'files.txt' is empty; list one .swift file or directory per line\n")
  }

  /// An empty list beside other inputs is refused too: the build system that wrote it lost files.
  @Test func anEmptyInputListBesideAnInputPathIsNamed() throws {
    let scratch = try ScratchDirectory()
    try "final class A {}\n".write(to: scratch.url.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
    try "".write(to: scratch.url.appendingPathComponent("files.txt"), atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(
      ["validate", "--input-path", "A.swift", "--input-list", "files.txt"], in: scratch.url)
    #expect(result.status == 64, "\(result)")
    #expect(
      result.standardError
        == "weaver-gen: error: the input list 'files.txt' is empty; list one .swift file or directory per line\n")
  }
}
