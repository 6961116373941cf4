import Foundation
import Testing

/// `weaver-gen graph`: the graph in three formats, to standard output or a file, printed even when
/// it has errors.
@Suite struct GraphCommandTests {
  @Test func writesDotToAFile() throws {
    let scratch = try ScratchDirectory()
    let file = scratch.url.appendingPathComponent("graph.dot")
    let result = try CLIRunner.run(["graph", "--input-path", "Valid", "--format", "dot", "--output", file.path])
    #expect(result.status == 0, "\(result)")
    #expect(result.standardOutput.isEmpty)
    let dot = try String(contentsOf: file, encoding: .utf8)
    #expect(dot.hasPrefix("digraph weaver {\n"))
    #expect(
      dot.contains(#""Valid.HomeViewController" -> "Valid.MovieViewController" [label="movieController", style=bold];"#)
    )
  }

  @Test func printsTheGraphOfABrokenModuleAndStillFails() throws {
    let result = try CLIRunner.run(["graph", "--input-path", "Broken", "--format", "json"])
    #expect(result.status == 1, "\(result)")
    #expect(result.standardOutput.contains(#""name": "Loader""#))
    #expect(result.standardError.contains("[parameters-need-transient-scope]"))
  }

  @Test func rejectsAnUnknownFormat() throws {
    let result = try CLIRunner.run(["graph", "--input-path", "Valid", "--format", "svg"])
    #expect(result.status == 64, "\(result)")
  }
}

/// `graph --output` replaces only a file it printed (issue 11): a mistyped path must not turn a
/// source file into JSON.
@Suite struct GraphOutputTests {
  @Test func aFileTheGraphCommandDidNotWriteIsNeverReplaced() throws {
    let scratch = try ScratchDirectory()
    let source = scratch.url.appendingPathComponent("AppDelegate.swift")
    try "final class AppDelegate {}\n".write(to: source, atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["graph", "--input-path", "Valid", "--format", "json", "--output", source.path])
    #expect(result.status == 74, "\(result)")
    #expect(
      result.standardError
        == "weaver-gen: error: refusing to overwrite '\(source.path)': weaver-gen did not write it (it is not a graph weaver-gen printed); move it away or choose another output\n"
    )
    #expect(try String(contentsOf: source, encoding: .utf8) == "final class AppDelegate {}\n")
  }

  @Test func aGraphItPrintedOrAnEmptyFileIsReplacedInAnyFormat() throws {
    let scratch = try ScratchDirectory()
    let file = scratch.url.appendingPathComponent("graph")
    #expect(FileManager.default.createFile(atPath: file.path, contents: Data()))
    for format in ["dot", "json", "text", "dot"] {
      let result = try CLIRunner.run(["graph", "--input-path", "Valid", "--format", format, "--output", file.path])
      #expect(result.status == 0, "\(format): \(result)")
      let printed = try CLIRunner.run(["graph", "--input-path", "Valid", "--format", format])
      #expect(try String(contentsOf: file, encoding: .utf8) == printed.standardOutput, "\(format)")
    }
  }
}
