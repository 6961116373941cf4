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

  /// Random sets of up to five argument files naming each other: the expander gives what a plain
  /// recursive reading gives, or the error that reading meets first (a cycle, too deep).
  @Test func randomArgumentFilesExpandAsTheirDefinitionSays() throws {
    let scratch = try ScratchDirectory()
    var random = SplitMix(seed: 6)
    for round in 0..<300 {
      let fileCount = Int.random(in: 1...5, using: &random)
      let name = { (index: Int) in scratch.url.appendingPathComponent("r\(round)f\(index).txt").path }
      var files: [[String]] = []
      for _ in 0..<fileCount {
        files.append(
          (0..<Int.random(in: 0...4, using: &random)).map { _ in
            Bool.random(using: &random)
              ? "@" + name(Int.random(in: 0..<fileCount, using: &random)) : "x\(Int.random(in: 0..<9, using: &random))"
          })
      }
      for (index, lines) in files.enumerated() { try write(lines, to: URL(fileURLWithPath: name(index))) }
      let expected = Self.model(["@" + name(0)], files: files, chain: [])
      let actual: Result<[String], CLIError>
      do { actual = .success(try ResponseFileExpander.expand(["@" + name(0)])) } catch { actual = .failure(error) }
      switch (expected, actual) {
      case (.success(let model), .success(let expanded)): #expect(model == expanded, "round \(round): \(files)")
      case (.failure(let failure), .failure(let error)):
        #expect(
          error.status == 64 && error.errors.first?.contains(failure.kind) == true, "round \(round): \(error.errors)")
      default: Issue.record("round \(round): \(files): model \(expected), expander \(actual)")
      }
    }
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

/// SplitMix64, so every run tries the same argument files.
private struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
