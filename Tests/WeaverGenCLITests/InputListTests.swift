import Foundation
import Testing

/// `--input-list FILE`: input paths read from a file, one per line, by weaver-gen itself, so that
/// the build plugin's thousands of files cost one argument (issue 11).
@Suite struct InputListTests {
  private let movieApp = CLIRunner.fixtures.appendingPathComponent("MovieApp")

  @Test func aListGivesTheSameOutputAsTheSamePathsOnTheCommandLine() throws {
    let scratch = try ScratchDirectory()
    let files = try SwiftCompiler.swiftFiles(in: movieApp).map(\.path)
    let list = scratch.url.appendingPathComponent("inputs.txt")
    try (files.reversed().map { $0 + "\r\n" }.joined() + "\n").write(to: list, atomically: true, encoding: .utf8)
    let listed = try CLIRunner.run(["--input-list", list.path, "--output-file", scratch.url.path + "/Listed.swift"])
    let named = try CLIRunner.run(
      files.flatMap { ["--input-path", $0] } + ["--output-file", scratch.url.path + "/Named.swift"])
    #expect(listed.status == 0, "\(listed)")
    #expect(named.status == 0, "\(named)")
    let output = { (name: String) in try Data(contentsOf: scratch.url.appendingPathComponent(name)) }
    #expect(try output("Listed.swift") == output("Named.swift"))
  }

  @Test func aListThatCannotBeReadIsAnIOError() throws {
    let scratch = try ScratchDirectory()
    let missing = try CLIRunner.run(["validate", "--input-list", "nowhere.txt"], in: scratch.url)
    #expect(missing.status == 74, "\(missing)")
    #expect(
      missing.standardError == "weaver-gen: error: cannot read input list 'nowhere.txt': no such file or directory\n")
    let folder = try CLIRunner.run(["validate", "--input-list", "."], in: scratch.url)
    #expect(folder.status == 74, "\(folder)")
    #expect(folder.standardError.contains("it is a directory, not a regular file"), "\(folder)")
  }
}
