import Testing

@testable import WeaverGenCore

/// Brackets and string literals in builder expressions, including escapes, raw strings and
/// interpolations, whose brackets and quotes must not be miscounted.
@Suite struct BuilderExpressionScannerTests {
  private func imbalance(_ text: String) -> BuilderExpressionScanner.Imbalance? {
    let bytes = Array(text.utf8)
    return BuilderExpressionScanner.firstImbalance(in: bytes, range: 0..<bytes.count)
  }

  @Test(arguments: [
    #"Factory.make"#,
    #"f(a[1], { x in x })"#,
    #"make("(")"#,
    #"make("\"(")"#,
    ##"make(#"\"("#)"##,
    ###"make(##""#"##)"###,
    #"make("\(f("x)"))")"#,
    ##"make(#"\#(f(")"))"#)"##,
    ##"make(#"\("#)"##,
    #"#selector(Factory.make)"#,
    #"make("", "\\", "")"#,
  ])
  func balancedExpressions(text: String) {
    #expect(imbalance(text) == nil)
  }

  @Test(arguments: [
    (#"make("#, "unbalanced '(' in the builder expression; add the matching ')'", 4),
    (#"f(a[1)"#, "unexpected ')' in the builder expression; expected ']' to close '['", 5),
    (#"f())"#, "unexpected ')' in the builder expression; it closes nothing", 3),
    (#"make("abc)"#, "unterminated string literal in the builder expression; add the closing '\"'", 5),
    (#"make("\")"#, "unterminated string literal in the builder expression; add the closing '\"'", 5),
    (##"make(#"abc")"##, "unterminated string literal in the builder expression; add the closing '\"#'", 5),
    (#"make("\(f(x)"#, "unbalanced '\\(' in the builder expression; add the matching ')'", 6),
    (#"make("\(f(x"#, "unbalanced '(' in the builder expression; add the matching ')'", 9),
    (#""\(x"#, "unbalanced '\\(' in the builder expression; add the matching ')'", 1),
    (#""\(x]""#, "unexpected ']' in the builder expression; expected ')' to close '\\('", 4),
  ])
  func unbalancedExpressions(text: String, message: String, offset: Int) {
    #expect(imbalance(text) == BuilderExpressionScanner.Imbalance(message: message, offset: offset))
  }

  @Test(arguments: [
    ("scop", "scope"),
    ("Scope", "scope"),
    ("bulider", "builder"),
    ("isolated", "isIsolated"),
    ("obj", "objc"),
  ])
  func nearNamesAreSuggested(word: String, suggestion: String) {
    #expect(NameSuggestion.closest(to: word, among: ["scope", "builder", "isIsolated", "objc"]) == suggestion)
  }

  @Test(arguments: ["lifetime", "x", "", "weak"])
  func unrelatedNamesGetNoSuggestion(word: String) {
    #expect(NameSuggestion.closest(to: word, among: ["scope", "builder", "isIsolated", "objc"]) == nil)
  }
}
