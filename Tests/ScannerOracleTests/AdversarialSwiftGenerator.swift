/// Writes valid Swift files that pile up what is hard to lex and parse (docs/architecture.md, "Invariants"): nested
/// interpolations, raw and multi-line strings, regex literals next to divisions, nested and
/// documentation comments, `#if` branches, back-quoted and Unicode names, attributes, modifiers
/// and keywords in every role. Deterministic: a seed always gives the same file.
struct AdversarialSwiftGenerator {
  private var state: UInt64
  var depth = 0
  /// How many single-line string interpolations enclose the expression being written: a line
  /// break there would end the string, so multi-line forms are left out.
  var singleLineInterpolations = 0

  init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }

  // MARK: Randomness

  /// A linear congruential step with the high bits taken, enough to vary the output.
  mutating func below(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }

  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

  mutating func pick(_ choices: [String]) -> String { choices[below(choices.count)] }

  mutating func repeated(_ range: ClosedRange<Int>, _ make: (inout Self) -> String) -> [String] {
    (0..<(range.lowerBound + below(range.count))).map { _ in make(&self) }
  }

  // MARK: File

  mutating func file() -> String {
    var parts: [String] = []
    if chance(5) { parts.append("#!/usr/bin/env swift") }
    parts += repeated(0...3) { $0.importDeclaration() }
    parts += repeated(2...4) { $0.topLevelItem() }
    let text = parts.joined(separator: "\n") + "\n"
    return chance(10) ? text.replacingLineFeeds() : text
  }

  private mutating func importDeclaration() -> String {
    let attribute = pick(["", "", "@testable ", "@_spi(Internal) ", "@preconcurrency ", "@_exported "])
    let access = pick(["", "", "public ", "internal "])
    let path = pick(["Foundation", "Foo.Bar", "struct Qux.Thing", "class Foo.Baz", "`Quoted`"])
    let line = "\(attribute)\(access)import \(path)"
    return chance(20) ? "#if canImport(\(path.split(separator: " ").last!))\n\(line)\n#endif" : line
  }

  private mutating func topLevelItem() -> String {
    switch below(7) {
    case 0, 1: return typeDeclaration()
    case 2: return extensionDeclaration()
    case 3: return function()
    case 4: return "let \(variableName()) = \(expression())"
    case 5: return comment()
    default: return conditionalBlock { $0.topLevelItem() }
    }
  }

  mutating func conditionalBlock(_ item: (inout Self) -> String) -> String {
    let condition = pick(["os(iOS)", "DEBUG", "swift(>=5.9) && !os(Linux)", "canImport(UIKit) || compiler(<6)"])
    var text = "#if \(condition)\n\(item(&self))"
    if chance(50) { text += "\n#elseif \(pick(["os(macOS)", "TESTING"]))\n\(item(&self))" }
    if chance(50) { text += "\n#else\n\(item(&self))" }
    return text + "\n#endif"
  }
}

extension String {
  fileprivate func replacingLineFeeds() -> String {
    split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
  }
}
