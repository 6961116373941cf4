import Foundation
import Testing

@testable import WeaverGenCore

/// Code blocks passed over whole (`SwiftLexer.skipCodeBlock(recordsEveryComment:)`) are a
/// shortcut, like the runs of plain tokens: scanning token by token is the definition. These tests
/// hold the scanner with the shortcut to the scanner without it, in both comment selections (the
/// pipeline's, which lets unrecorded comments be passed over, and the tests' and oracle's, which
/// records every comment), on bodies built from the pieces that decide whether a block may be
/// passed over, on the fuzz generator's inputs, and on hand-picked edges; and they check that the
/// shortcut is taken where it should be, so that the comparisons compare something.
@Suite struct CodeBlockSkipTests {
  /// Pieces that each pass or each stop the search, and the tokens around them that decide it.
  static let pieces = [
    "{", "}", " ", "\n", "    ", "a", "b.c(d)", "x.open", "[weak self] in", "(unowned x)", "struct S {", "class",
    "x.class", "private", "final ", "lazy var y = 1", "actor", "init", "import", "init(z: 1)", "a / b", "c /= 2",
    "e/f", "1.5return / x /", "return /x/", "try? /y/", "(/z/)", "// c\n", "// weaver: a <- A\n", "/// doc\n",
    "/* c { */",
    "/* unterminated", "\"s\"", "\"{\"", "\"\\(a.b)\"", "\"\\(c ?? \"d\")\"", "\"\\(try? (e))\"", "\"\\(f { 1 })\"",
    "\"\\n\\t\\u{41}\"", "\"\"\"\nm \\(g)\n\"\"\"", "\"unterminated\n", "#if X\n", "#if os(iOS) {\n", "#elseif Y\n",
    "#else\n", "#endif\n", "#selector(h)", "#available(iOS 15, *)", "#class", "#\"r\"#", "##", "#sourceLocation()",
    "@MainActor", "<", ">", "a < b", "<#p#>", "\n<<<<<<< ", "\n>>>> ", "1.5", "1.5class", "0x1.8p", "é", "\r\n",
    "'q'", "`k`", "$0", ";", "var", "func g() {", "get {", "set {",
  ]

  @Test func bodiesFromPiecesScanAlike() {
    var random = SeededRandomNumberGenerator(seed: 0x5EED_C0DE_B10C)
    var problems: [String] = []
    var skipped = 0
    var refused = 0
    for _ in 0..<FuzzBudget.cases(30_000) {
      let middle = (0..<Int.random(in: 1...14, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }
      let source =
        ["func f() {", "struct T {\n  var v: Int {", "let c = {"].randomElement(using: &random)!
        + middle.joined(separator: ["", " ", "\n"].randomElement(using: &random)!) + "}\n}\n"
      let input = Array(source.utf8)
      if !scansAlikeTokenByToken(input), problems.count < 5 { problems.append(source.debugDescription) }
      switch Self.skipsFirstBlock(input) {
      case .skipped?: skipped += 1
      case .refused?: refused += 1
      case .misplaced?: if problems.count < 5 { problems.append("left off a brace: \(source.debugDescription)") }
      case nil: break
      }
    }
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    let cases = FuzzBudget.cases(30_000)
    #expect(skipped > cases / 50 && refused > cases / 50, "skipped \(skipped), refused \(refused) of \(cases)")
  }

  @Test func fuzzInputsScanAlike() {
    var generator = FuzzInputGenerator(seed: 0x5EED_C0DE_B10D)
    var differing: [String] = []
    for _ in 0..<FuzzBudget.cases(20_000) {
      let input = generator.next()
      if !scansAlikeTokenByToken(input), differing.count < 5 {
        differing.append(String(decoding: input, as: UTF8.self).debugDescription)
      }
    }
    #expect(differing.isEmpty, "\(differing.joined(separator: "\n"))")
  }

  /// Real code: every Swift file of this repository (the tool, its samples and examples, its tests'
  /// Swift fixtures and golden cases) scans alike with and without the shortcut; a share of them
  /// open with a block it takes (120 of 898 when written), so the comparison compares something.
  /// (Run once over swift-syntax's, ArgumentParser's, SafeDI's, Weaver's and needle's sources too,
  /// 8,122 files with these and the bench app's: all alike; docs/performance.md, stop 71.)
  @Test func theRepositorysSwiftFilesScanAlike() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    var files = 0
    var skipped = 0
    var differing: [String] = []
    for folder in ["Sources", "Tests", "Examples"] {
      let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
      while let relative = walker?.nextObject() as? String {
        guard relative.hasSuffix(".swift"),
          let data = FileManager.default.contents(atPath: root.appendingPathComponent(folder).path + "/" + relative)
        else { continue }
        let bytes = Array(data)
        files += 1
        if Self.skipsFirstBlock(bytes) == .skipped { skipped += 1 }
        if !scansAlikeTokenByToken(bytes), differing.count < 5 { differing.append("\(folder)/\(relative)") }
      }
    }
    #expect(differing.isEmpty, "\(differing)")
    #expect(files > 500 && skipped > files / 20, "\(skipped) of \(files) files' first blocks passed over")
  }

  /// Bodies the shortcut passes over, and where the lexer is left: before the closing brace.
  @Test(arguments: [
    "func f() {\n  let a = b.c(d, e[0]) ?? f!\n  return a\n}",
    "func f() { x.open(); [weak self] in y; (unowned z) }",
    "func f() -> Int { a / b + c/d; e /= 2; return (g) / h }",
    "func f() { log(\"a \\(b.c) \\(d ?? \"e\") \\n\") }",
    "func f() -> String {\n  \"\"\"\n  a: \\(b)\n  \"c\"\n  \"\"\"\n}",
    "func f() {\n  // a comment\n  /// a doc comment { \n  /* a block { */\n  if a < b { c } else { d }\n}",
    "func f() { x.init(); import; 1.5 + 0x1F + 1_000 }",
    "func f() {\n  #if DEBUG\n  log(a)\n  #elseif os(iOS) && swift(>=5.9)\n  b()\n  #else\n  c()\n  #endif\n}",
    "func f() { x.perform(#selector(y)); if #available(iOS 15, *) { z() } }",
  ])
  func passedOver(source: String) throws {
    let bytes = Array(source.utf8)
    #expect(Self.skipsFirstBlock(bytes, comments: .annotationCandidates) == .skipped)
    #expect(scansAlikeTokenByToken(bytes))
  }

  /// Bodies the shortcut leaves to the tokens, each for one reason.
  @Test(arguments: [
    "func f() { struct Local {} }",
    "func f() { x.class }",
    "func f() {\n  private\n  struct P {}\n}",
    "func f() {\n  final class C {}\n}",
    "func f() { return /x/ }",
    "func f() { a = b /c/ }",
    "func f() { 1.5return / { / }",
    "func f() { // weaver: a <- A\n}",
    "func f() {\n  #if X\n  }\n  #endif\n}",
    "func f() { #endif\n }",
    "func f() { #if X {\n #endif\n }",
    "func f() { #if X // c\n #endif\n }",
    "func f() { #\"raw\"# }",
    "func f() { #class X {} }",
    "func f() { #sourceLocation(file: \"a\", line: 1) }",
    "func f() { @MainActor in x }",
    "func f() { \"\\(try? (x)))\" }",
    "func f() { \"\\(x.map { $0 })\" }",
    "func f() { \"unterminated\n }",
    "func f() {\n<<<<<<< HEAD\n a\n=======\n b\n>>>>>>> x\n}",
    "func f() { a <#b#> }",
    "func f() { 1.5class X {} }",
    "func f() { é }",
    "func f() { a\r\n }",
    "func f() { 'c' }",
    "func f() { `class` }",
    "func f() { /* unterminated }",
    "func f() { { }",
  ])
  func leftToTheTokens(source: String) {
    let bytes = Array(source.utf8)
    #expect(Self.skipsFirstBlock(bytes, comments: .annotationCandidates) == .refused)
    #expect(scansAlikeTokenByToken(bytes))
  }

  /// A comment is passed over only where it would not be recorded.
  @Test func commentsArePassedOverOnlyWhenNotRecorded() {
    let bytes = Array("func f() {\n  // a comment\n  a()\n}".utf8)
    #expect(Self.skipsFirstBlock(bytes, comments: .annotationCandidates) == .skipped)
    #expect(Self.skipsFirstBlock(bytes, comments: .all) == .refused)
  }

  /// A failed search is not made again from inside the block it failed in: nested blocks as deep
  /// as the file is long, with what stops a search at the bottom, are still scanned in time linear
  /// in their size (the work is counted, not timed: `PathologicalInputTests` times the scanner).
  @Test func failedSearchesAreNotRepeated() {
    let depth = 2_000
    let source = "func f() " + String(repeating: "{ a ", count: depth) + "@b" + String(repeating: " }", count: depth)
    let bytes = Array(source.utf8)
    let searches = bytes.withUnsafeBufferPointer { buffer -> Int in
      let source = SourceBuffer(base: buffer.baseAddress!, count: buffer.count)
      var recorder = ScanRecorder(source: source, options: ScanOptions())
      var lexer = SwiftLexer(source: source)
      var searched = 0
      while true {
        let token = lexer.next(recording: &recorder)
        if token.kind == .endOfFile { break }
        if token.kind == .leftBrace {
          let floor = lexer.codeBlockSearchFloor
          _ = lexer.skipCodeBlock(recordsEveryComment: false)
          if lexer.codeBlockSearchFloor != floor { searched += 1 }
        }
      }
      return searched
    }
    #expect(searches == 1)
    #expect(scansAlikeTokenByToken(bytes))
  }

  enum Outcome { case skipped, refused, misplaced }

  /// Lexes `input` up to its first `{` and asks the lexer to pass over the block it opens; `nil`
  /// when there is no `{`. When it does, the lexer must be left right before a `}` (`.misplaced`
  /// otherwise), which `next` reads as the block's end.
  static func skipsFirstBlock(
    _ input: [UInt8], comments: ScanOptions.CommentSelection = .annotationCandidates
  ) -> Outcome? {
    input.withUnsafeBufferPointer { buffer -> Outcome? in
      guard let base = buffer.baseAddress, !buffer.isEmpty else { return nil }
      let source = SourceBuffer(base: base, count: buffer.count)
      var options = ScanOptions()
      options.comments = comments
      var recorder = ScanRecorder(source: source, options: options)
      var lexer = SwiftLexer(source: source)
      while true {
        let token = lexer.next(recording: &recorder)
        if token.kind == .endOfFile { return nil }
        if token.kind == .leftBrace { break }
      }
      guard lexer.mayStartPlainRun else { return nil }
      guard lexer.skipCodeBlock(recordsEveryComment: comments == .all) else { return .refused }
      return lexer.offset < buffer.count && base[lexer.offset] == ASCIIByte.rightBrace ? .skipped : .misplaced
    }
  }
}
