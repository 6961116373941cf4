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
