import Testing

@testable import WeaverGenCore

/// The runs of plain tokens the scanner skims (`SwiftLexer.skimPlainTokens`) are a shortcut, not a
/// second definition of Swift's tokens: token by token, through `next`, is the definition. These
/// tests hold the shortcut to it, on the fuzz generator's inputs (valid Swift from tricky
/// fragments, that Swift mutated, random bytes) and on hand-picked edges.
@Suite struct PlainTokenRunTests {
  static let caseCount = FuzzBudget.cases(20_000)

  @Test func skimmedRunsChangeNothing() {
    var generator = FuzzInputGenerator(seed: 0x5EED_5CA7 &+ 45)
    var differing: [String] = []
    for _ in 0..<Self.caseCount {
      let input = generator.next()
      if !scansAlikeTokenByToken(input), differing.count < 5 {
        differing.append(String(decoding: input, as: UTF8.self).debugDescription)
      }
    }
    #expect(differing.isEmpty, "\(differing.joined(separator: "\n"))")
  }

  @Test func eachRunEndsWhereNextWouldHaveLeftTheLexer() {
    var generator = FuzzInputGenerator(seed: 0x5EED_5CA7 &+ 46)
    var runs = 0
    var problems: [String] = []
    for _ in 0..<Self.caseCount / 4 {
      let input = generator.next()
      let (count, found) = Self.compareRunsWithNext(in: input)
      runs += count
      if let found, problems.count < 5 {
        problems.append("\(found) in \(String(decoding: input, as: UTF8.self).debugDescription)")
      }
    }
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    #expect(runs > Self.caseCount, "the inputs gave too few runs to compare")
  }

  /// Interpolated literals from pieces that are each plain or each end a run (a brace, a nested
  /// quote, an escape, a line break, a comment, `/`, a declaration word, a non-ASCII name), so that
  /// a run meets every way a literal can stop being plain, at every depth of parentheses.
  @Test func interpolatedLiteralsRunAsNextLexesThem() {
    let pieces = [
      "\"", "\\(", ")", "(", " ", "a", "b.c", "0", ", ", ": ", "[1]", " + ", "!", "?", "{", "}", "\n",
      "\\n", "// c\n", "/", "class", "try?", "é", "#", "\"\"\"", "x = ", "\r",
    ]
    var random = SeededRandomNumberGenerator(seed: 0x5EED_5CA7 &+ 47)
    var runs = 0
    var problems: [String] = []
    for _ in 0..<FuzzBudget.cases(20_000) {
      let prefix = ["x = \"", "f(\"", "\""].randomElement(using: &random)!
      let middle = (0..<Int.random(in: 1...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }
      let input = Array((prefix + middle.joined() + ["\"", "\" + y", ")\"", ""].randomElement(using: &random)!).utf8)
      let (count, found) = Self.compareRunsWithNext(in: input)
      runs += count
      let problem = found ?? (scansAlikeTokenByToken(input) ? nil : "scanning with runs differs")
      if let problem, problems.count < 5 {
        problems.append("\(problem) in \(String(decoding: input, as: UTF8.self).debugDescription)")
      }
    }
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    #expect(runs > FuzzBudget.cases(20_000), "the inputs gave too few runs to compare")
  }

  /// A plain interpolated literal is one stretch of the run, which goes on after it; one that is not
  /// plain ends the run before its opening quote.
  @Test(arguments: [
    ("x = \"a \\(b.c(d)) e \\(f[0])\" + g\n", "x = \"a \\(b.c(d)) e \\(f[0])\" + g"),
    ("x = \"\\(a)\\(b)\"", "x = \"\\(a)\\(b)\""),
    ("x = \"a \\(b.map { $0 }) c\" + g\n", "x ="),
    ("x = \"a \\(b) \\t\" + g\n", "x ="),
  ])
  func interpolatedLiteralTakenWhole(source: String, taken: String) throws {
    let bytes = Array(source.utf8)
    let end = try bytes.withUnsafeBufferPointer { buffer in
      let source = SourceBuffer(base: try #require(buffer.baseAddress), count: buffer.count)
      var recorder = ScanRecorder(source: source, options: ScanOptions())
      var lexer = SwiftLexer(source: source)
      _ = lexer.next(recording: &recorder)
      return lexer.skimPlainTokens()?.end
    }
    #expect(end == taken.utf8.count)
  }

  /// Tokens at the edges of what a run takes: each input is scanned both ways, and its runs are
  /// compared with `next`.
  @Test(arguments: [
    "let a = b.c(d, e[0]) ?? f!",
    "x = try? y\nz /= 2",
    "try! foo()\n/regex/.match(x)",
    "a.0.1 + 1.5e3 - 0x1F * 0b1 + 1_000_",
    "f(x) -> y; g :: h",
    "value!.member?.other! = $0 + $1",
    "let s = \"\" + \"a\" + \"\"\"\nmulti\n\"\"\" + \"b\\(c)\" + \"\\n\"",
    "if a { b } else { c }\nclass D {}\n  actor E {}\n}",
    "x.class = y.init(z)\nstruct S { init() {} }",
    "a ...b <- c >>> d <= e",
    "<<<<<<< HEAD\na b\n=======\nc\n>>>>>>> x\n",
    "a /* b */ c // d\n e",
    "@Weaver(.registration) var x: Int\n@objc dynamic var y",
    "#if os(iOS)\nimport UIKit\n#endif\nx y z",
    "\"unterminated\nnext line\n\"",
    "é = ü + naïve",
    "a\r\nb\rc\n",
    "foo(bar: \"baz\", qux: 1)",
    // Interpolations: taken with their literal when plain, else the run ends before its quote.
    "let s = \"a \\(b.c) d \\(e[0], f: 1) g\" + h",
    "x(\"\\(a)\\(b)\", \"\\()\")\ny",
    "f(\"\\(g(h(i)))\" + \"\\(j) \\(k!)\")",
    "a = \"\\(\"nested\")\"\nb = c",
    "a = \"\\(x.map { $0 })\" + d",
    "a = \"\\(b\nc)\" + d",
    "a = \"\\(b) \\n\" + \"\\(c) \\(/r/)\" + d",
    "a = \"\\(try? b) \\(class)\" + \"\\(init)\"",
    "a = \"\\(b // c\n)\" d",
    "a = \"\\(b)",
    "a = \"\\(b",
    "a = \"\\(b) é \\(ü)\" + #\"\\#(c)\"#",
  ])
  func edges(source: String) {
    let bytes = Array(source.utf8)
    #expect(scansAlikeTokenByToken(bytes))
    let (_, problem) = Self.compareRunsWithNext(in: bytes)
    #expect(problem == nil, "\(problem ?? "")")
  }

  /// Lexes `input` token by token and, after each token where a run may start, skims one from a copy
  /// of the lexer: the run must end where `next` ends one of the following tokens, leave the lexer
  /// as `next` left it there, report that token and the one before as the last two, and hold no
  /// token the declaration tracker or the wrapper finder acts on (a brace only last). Returns how
  /// many runs were compared and the first difference.
  private static func compareRunsWithNext(in input: [UInt8]) -> (runs: Int, problem: String?) {
    input.withUnsafeBufferPointer { bytes -> (Int, String?) in
      guard let base = bytes.baseAddress, !bytes.isEmpty else { return (0, nil) }
      let source = SourceBuffer(base: base, count: bytes.count)
      var recorder = ScanRecorder(source: source, options: ScanOptions())
      var lexer = SwiftLexer(source: source)
      var tokens: [Token] = []
      var after: [SwiftLexer] = []
      repeat {
        tokens.append(lexer.next(recording: &recorder))
        after.append(lexer)
      } while tokens.last?.kind != .endOfFile
      var runs = 0
      for index in tokens.indices where after[index].mayStartPlainRun && tokens[index].kind != .endOfFile {
        var probe = after[index]
        guard let run = probe.skimPlainTokens() else { continue }
        runs += 1
        guard let last = tokens.indices.dropFirst(index + 1).first(where: { tokens[$0].end >= run.end }),
          tokens[last].end == run.end
        else { return (runs, "a run ends at \(run.end), between the tokens of `next`") }
        let expected = after[last]
        if probe.offset != expected.offset || probe.previousKind != expected.previousKind
          || probe.previousWord != expected.previousWord || probe.prefersRegexLiteral != expected.prefersRegexLiteral
          || probe.tokenPrefersRegexLiteral != expected.tokenPrefersRegexLiteral
          || probe.isInInterpolation != expected.isInInterpolation
          || probe.isAwaitingStringContent != expected.isAwaitingStringContent
          || probe.interpolations.count != expected.interpolations.count
        {
          return (runs, "after the run to \(run.end) the lexer is not where `next` left it")
        }
        if run.lastKind != tokens[last].kind || run.lastWord != tokens[last].word {
          return (runs, "the run to \(run.end) reports \(run.lastKind) for \(tokens[last].kind)")
        }
        let beforeLast = last - 1 > index ? (tokens[last - 1].kind, tokens[last - 1].word) : nil
        if run.beforeLast?.kind != beforeLast?.0 || run.beforeLast?.word != beforeLast?.1 {
          return (runs, "the run to \(run.end) reports the wrong token before its last")
        }
        for position in (index + 1)...last {
          let token = tokens[position]
          let isBrace = token.kind == .leftBrace || token.kind == .rightBrace
          if token.word.mayBeginDeclaration || token.kind == .atSign || isBrace && position != last
            || [.poundIf, .poundElseif, .poundElse, .poundEndif, .endOfFile].contains(token.kind)
          {
            return (runs, "the run to \(run.end) holds \(token.kind) \(token.word)")
          }
        }
      }
      return (runs, nil)
    }
  }
}
