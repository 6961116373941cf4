import Testing

@testable import WeaverGenCore

/// Builder expressions read with the scanner's lexer: brackets and string literals, including
/// escapes, raw strings and interpolations, whose brackets and quotes must not be miscounted, and
/// everything that is not one expression (comments, statements, directives), which is refused.
@Suite struct BuilderExpressionScannerTests {
  private func imbalance(_ text: String) -> BuilderExpressionScanner.Problem? {
    let bytes = Array(text.utf8)
    return BuilderExpressionScanner.firstProblem(in: bytes, range: 0..<bytes.count)
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
    #"{ _ in let x = 1; return Service(x) }"#,
    #"Factory(for: .main, in: x, default: nil).make"#,
    #"Service.init"#,
    #"{ (r: R) -> S in S(/a+b/) }"#,
    #"make("// not a comment", "/* nor this */")"#,
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
    #expect(imbalance(text) == BuilderExpressionScanner.Problem(message: message, offset: offset))
  }

  private static let comment =
    "a builder is one expression and cannot hold a comment; put the comment on a line of its own"
  private static func statement(_ word: String) -> String {
    "unexpected '\(word)' in the builder expression; a builder is one expression, such as 'Factory.make' or '{ _ in Service() }'"
  }

  /// Issue 18: a comment once hid a bracket from the balance check (`/* { */ }` closed the
  /// container) or commented out the rest of the generated line (`// note`).
  @Test(arguments: [
    ("Factory.make // note", comment, 13),
    ("{ /* { */ }", comment, 2),
    ("Factory.make } /* { */", "unexpected '}' in the builder expression; it closes nothing", 13),
    ("make(/* ) */ x)", comment, 5),
    ("Factory.make; func evil() {}", statement(";"), 12),
    ("Factory.make } ; class Evil {", "unexpected '}' in the builder expression; it closes nothing", 13),
    ("func evil() -> Int { 1 }", statement("func"), 0),
    ("x return y", statement("return"), 2),
    ("make[for]", statement("for"), 5),
    ("make(x; y)", statement(";"), 6),
    ("make(return)", statement("return"), 5),
    ("#if DEBUG", "'#if' cannot be in a builder; a builder is one expression on the annotation's line", 0),
    (
      #"make("""x""")"#,
      "a multi-line string literal cannot be in a builder, which is one line; use a single-line literal", 5
    ),
    ("make('x')", "unexpected single-quoted literal in the builder expression; Swift strings use '\"'", 5),
    ("for: x", statement("for"), 0),
  ])
  func whatIsNotOneExpressionIsRefused(text: String, message: String, offset: Int) {
    #expect(imbalance(text) == BuilderExpressionScanner.Problem(message: message, offset: offset))
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
