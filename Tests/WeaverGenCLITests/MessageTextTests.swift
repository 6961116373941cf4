import Foundation
import Testing

/// Error messages name the problem in the user's words (issue 11): no raw `NSError` text, a FIFO
/// or a symbolic link loop called what it is, and control characters from paths, names or
/// annotations escaped rather than sent to the terminal.
@Suite struct MessageTextTests {
  private func app(in scratch: URL, _ source: String = "final class A {\n  // weaver: b = B\n}\nfinal class B {}\n")
    throws
  {
    let folder = scratch.appendingPathComponent("App")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try source.write(to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
  }

  @Test func anOutputBelowAFileIsReportedInWordsNotAsAnNSError() throws {
    let scratch = try ScratchDirectory()
    try app(in: scratch.url)
    try "not a folder\n".write(to: scratch.url.appendingPathComponent("file"), atomically: true, encoding: .utf8)
    for option in ["--output-path", "--output-file"] {
      let result = try CLIRunner.run(
        ["generate", "--input-path", "App", option, "file/Generated/Weaver.swift"], in: scratch.url)
      #expect(result.status == 74, "\(result)")
      #expect(result.standardError.contains("not a directory"), "\(result)")
      #expect(!result.standardError.contains("Error Domain") && !result.standardError.contains("Code="), "\(result)")
    }
  }

  @Test func aFIFOGivenAsAnArgumentFileIsCalledAFIFO() throws {
    let scratch = try ScratchDirectory()
    #expect(mkfifo(scratch.url.appendingPathComponent("arguments").path, 0o600) == 0)
    let result = try CLIRunner.run(["validate", "@arguments"], in: scratch.url)
    #expect(result.status == 74, "\(result)")
    #expect(
      result.standardError
        == "weaver-gen: error: cannot read argument file 'arguments': it is a FIFO (named pipe), not a regular file\n",
      "\(result)")
  }

  @Test func aFIFOGivenAsAnInputPathIsCalledAFIFO() throws {
    let scratch = try ScratchDirectory()
    #expect(mkfifo(scratch.url.appendingPathComponent("pipe").path, 0o600) == 0)
    let result = try CLIRunner.run(["validate", "--input-path", "pipe"], in: scratch.url)
    #expect(result.status == 64, "\(result)")
    #expect(
      result.standardError
        == "weaver-gen: error: input path 'pipe' is a FIFO (named pipe), not a .swift file or a directory\n",
      "\(result)")
  }

  @Test func aSymlinkLoopIsCalledALoop() throws {
    let scratch = try ScratchDirectory()
    try app(in: scratch.url)
    let manager = FileManager.default
    try manager.createSymbolicLink(atPath: scratch.url.appendingPathComponent("One").path, withDestinationPath: "Two")
    try manager.createSymbolicLink(atPath: scratch.url.appendingPathComponent("Two").path, withDestinationPath: "One")
    let input = try CLIRunner.run(["validate", "--input-path", "One"], in: scratch.url)
    #expect(input.status == 74, "\(input)")
    #expect(input.standardError.contains("input path 'One' cannot be read: too many levels of symbolic links"))
    #expect(input.standardError.contains("symbolic link loop"), "\(input)")

    let app = scratch.url.appendingPathComponent("App")
    try manager.createSymbolicLink(atPath: app.appendingPathComponent("X.swift").path, withDestinationPath: "Y.swift")
    try manager.createSymbolicLink(atPath: app.appendingPathComponent("Y.swift").path, withDestinationPath: "X.swift")
    let below = try CLIRunner.run(["validate", "--input-path", "App"], in: scratch.url)
    #expect(below.status == 74, "\(below)")
    #expect(
      below.standardError.contains(
        "App/X.swift:1:1: error: file cannot be read: too many levels of symbolic links (a symbolic link loop)"),
      "\(below)")
  }

  @Test func controlCharactersInAnnotationsAndPathsAreEscaped() throws {
    let scratch = try ScratchDirectory()
    try app(in: scratch.url, "final class A {\n  // weaver: b = B\u{1B}[2J\u{0}\n}\nfinal class B {}\n")
    let odd = scratch.url.appendingPathComponent("App/Odd\u{1B}]0;pwned\u{7}\nName.swift")
    try "final class C {\n  // weaver: d <- \n}\n".write(to: odd, atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["validate", "--input-path", "App"], in: scratch.url)
    #expect(result.status == 1, "\(result)")
    let controls = result.standardError.unicodeScalars.filter { $0.value < 0x20 && $0 != "\n" }
    #expect(controls.isEmpty, "\(result.standardError.debugDescription)")
    #expect(result.standardError.contains("'\\u{1B}'"), "\(result)")
    #expect(result.standardError.contains("App/Odd\\u{1B}]0;pwned\\u{7}\\u{A}Name.swift:2:"), "\(result)")
    #expect(
      result.standardError.split(separator: "\n").allSatisfy { $0.hasPrefix("App/") || $0.hasPrefix("weaver-gen:") })
  }

  @Test func controlCharactersInAnInputPathAreEscaped() throws {
    let result = try CLIRunner.run(["validate", "--input-path", "Missing\u{1B}[31mRed"])
    #expect(result.status == 74, "\(result)")
    #expect(result.standardError == "weaver-gen: error: input path 'Missing\\u{1B}[31mRed' does not exist\n")
  }
}
