import Foundation
import Testing

@testable import weaver_gen

/// Issue 18: argument files that name themselves, or multiply into millions of arguments, end in a
/// usage error that says why, never in a blow-up or an "unexpected argument".
@Suite struct ArgumentFileTests {
  private func write(_ lines: [String], to url: URL) throws {
    try (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
  }

  @Test(arguments: [1, 10])
  func aFileNamingItselfIsACycle(times: Int) throws {
    let scratch = try ScratchDirectory()
    try write(
      ["--input-path", "Valid"] + Array(repeating: "@args.txt", count: times),
      to: scratch.url.appendingPathComponent("args.txt"))
    try FileManager.default.createSymbolicLink(
      at: scratch.url.appendingPathComponent("Valid"),
      withDestinationURL: CLIRunner.fixtures.appendingPathComponent("Valid"))
    let result = try CLIRunner.run(["validate", "@args.txt"], in: scratch.url)
    #expect(result.status == 64, "\(result)")
    #expect(
      result.standardError
        == "weaver-gen: error: argument file 'args.txt' names itself: 'args.txt' → 'args.txt'; remove the @ line that closes the cycle\n"
    )
  }

  @Test func filesThatMultiplyAreBounded() throws {
    let scratch = try ScratchDirectory()
    for level in 0..<8 {
      let line = level == 7 ? "--quiet" : "@a\(level + 1).txt"
      try write(Array(repeating: line, count: 10), to: scratch.url.appendingPathComponent("a\(level).txt"))
    }
    let result = try CLIRunner.run(["validate", "@a0.txt"], in: scratch.url)
    #expect(result.status == 64, "\(result)")
    #expect(result.standardError.hasPrefix("weaver-gen: error: argument files expand to more than 1000000 arguments"))
  }

  /// Every set of up to three argument files of up to two lines each (one, with three files), a
  /// line being a plain argument or a reference to one of the files: the expander gives what a plain recursive reading gives,
  /// or the error that reading meets first (a cycle).
  @Test func everySmallSetOfArgumentFilesExpandsAsItsDefinitionSays() throws {
    let scratch = try ScratchDirectory()
    var cases = 0
    for fileCount in 1...3 {
      let name = { (index: Int) in scratch.url.appendingPathComponent("n\(fileCount)f\(index).txt").path }
      let lines = ["x"] + (0..<fileCount).map { "@" + name($0) }
      // Each file holds nothing, one line, or (up to two files) two lines, over `lines`.
      let pairs = fileCount < 3 ? lines.flatMap { first in lines.map { [first, $0] } } : []
      let contents = [[]] + lines.map { [$0] } + pairs
      var choice = [Int](repeating: 0, count: fileCount)
      var written: [[String]?] = Array(repeating: nil, count: fileCount)
      repeat {
        let files = choice.map { contents[$0] }
        for (index, lines) in files.enumerated() where written[index] != lines {
          try (lines.map { $0 + "\n" }.joined()).write(toFile: name(index), atomically: false, encoding: .utf8)
          written[index] = lines
        }
        let expected = Self.model(["@" + name(0)], files: files, chain: [])
        let actual: Result<[String], CLIError>
        do { actual = .success(try ResponseFileExpander.expand(["@" + name(0)])) } catch { actual = .failure(error) }
        switch (expected, actual) {
        case (.success(let model), .success(let expanded)): #expect(model == expanded, "\(files)")
        case (.failure(let failure), .failure(let error)):
          #expect(error.status == 64 && error.errors.first?.contains(failure.kind) == true, "\(error.errors)")
        default: Issue.record("\(files): model \(expected), expander \(actual)")
        }
        cases += 1
      } while Self.advance(&choice, radix: contents.count)
    }
    #expect(cases == 7 + 13 * 13 + 5 * 5 * 5)
  }

  /// The next choice in counting order, or `false` after the last.
  private static func advance(_ choice: inout [Int], radix: Int) -> Bool {
    for index in choice.indices {
      choice[index] += 1
      if choice[index] < radix { return true }
      choice[index] = 0
    }
    return false
  }

  private struct ModelFailure: Error {
    var kind: String
  }

  /// The definition: each `@…/rNfI.txt` replaced by file I's lines, recursively; a file already
  /// being expanded is a cycle; more than eight files deep is too deep.
  private static func model(_ arguments: [String], files: [[String]], chain: [Int]) -> Result<[String], ModelFailure> {
    var result: [String] = []
    for argument in arguments {
      guard argument.hasPrefix("@"), let file = argument.split(separator: "/").last,
        let index = Int(file.drop { $0 != "f" }.dropFirst().dropLast(".txt".count))
      else {
        result.append(argument)
        continue
      }
      if chain.contains(index) { return .failure(ModelFailure(kind: "names itself")) }
      if chain.count >= 8 { return .failure(ModelFailure(kind: "nest more than")) }
      switch model(files[index], files: files, chain: chain + [index]) {
      case .success(let lines): result += lines
      case .failure(let failure): return .failure(failure)
      }
    }
    return .success(result)
  }
}
