import Testing

@testable import WeaverGenCore

/// Inputs built to make a careless lexer rescan the same bytes again and again (or recurse until
/// the stack overflows). Each is large; a quadratic scanner would take minutes on them, a linear
/// one takes milliseconds, and all must still give results that keep the invariants.
@Suite struct PathologicalInputTests {
  static let repetitions = 20_000

  static let patterns: [(name: String, unit: String)] = [
    ("bare regexes that never close", "(/a\\/"),
    ("raw multi-line string openers on one line", "#\"\"\" "),
    ("editor placeholder starts", "+<#a "),
    ("conflict markers without an end", "\n<<<<<<< x"),
    ("nested block comments", "/* "),
    ("nested interpolations", "\"\\("),
    ("nested braces", "{ struct S "),
    ("unclosed attribute arguments", "@a(("),
    ("unclosed generic attribute arguments", "@a<["),
    ("initializers in closures of default values", "struct S { init(a: Int = { "),
    ("unclosed parameter clauses", "struct S { init(a: [Int] = [(\"\\(x, "),
    ("class modifiers", "class final "),
    ("generic parameter clauses", "struct S<T<"),
    ("invalid UTF-8", "\u{80}\u{FF}"),
  ]

  @Test(arguments: patterns.indices)
  func scansAPathologicalInput(_ index: Int) {
    let (name, unit) = Self.patterns[index]
    var bytes = Array(String(repeating: unit, count: Self.repetitions).utf8)
    if name == "invalid UTF-8" { bytes = (0..<Self.repetitions * 2).map { $0.isMultiple(of: 2) ? 0x80 : 0xFF } }
    let file = bytes.withUnsafeBufferPointer { SwiftScanner.scan($0) }
    #expect(ScanInvariants(file, of: bytes).violations.isEmpty, "\(name)")
  }
}
