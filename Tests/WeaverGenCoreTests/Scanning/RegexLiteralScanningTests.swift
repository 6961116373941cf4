import Testing

@testable import WeaverGenCore

/// Regex literals versus division, following swift-syntax's heuristics. Each case holds a `"` that
/// starts a string (swallowing the comment after it) when the lexer decides wrongly.
@Suite struct RegexLiteralScanningTests {
  @Test func aSlashWhereAnExpressionIsExpectedStartsARegex() {
    #expect(SwiftScanner.scan(#"let r = /"/ // c"#).commentTexts == ["// c"])
    #expect(SwiftScanner.scan(#"f(/"/) // c"#).commentTexts == ["// c"])
    #expect(SwiftScanner.scan(#"return /"/ // c"#).commentTexts == ["// c"])
  }

  @Test func aSlashAfterAnOperandIsDivision() {
    #expect(SwiftScanner.scan(#"let d = a / b; let s = "/" // c"#).commentTexts == ["// c"])
    #expect(SwiftScanner.scan(#"let d = (a) / 2 + "/" // c"#).commentTexts == ["// c"])
    #expect(SwiftScanner.scan(#"let d = x[0]/2 + "/" // c"#).commentTexts == ["// c"])
  }

  @Test func aPrefixSlashStartsARegexEvenAfterAnOperand() {
    // Not bound on the left, bound on the right: swift-syntax tries a regex whatever came before,
    // so `/2 + "/` is one and the `"` after it opens a string that holds `// c`.
    #expect(SwiftScanner.scan(#"let x = (a) /2 + "/" // c"#).commentTexts.isEmpty)
  }

  @Test func aBareRegexMayNotEndWithABlank() {
    // `/b /` is division because of the blank before its last slash; the `/"/` after it is then a
    // regex literal, whose closing quote opens a string that holds `// c`.
    #expect(SwiftScanner.scan(#"let x = f(a) /b /"/" // c"#).commentTexts.isEmpty)
    #expect(SwiftScanner.scan(#"let d = a / b / "/" // c"#).commentTexts == ["// c"])
  }

  @Test func anUnbalancedClosingParenthesisMeansDivision() {
    #expect(SwiftScanner.scan(#"foo(a /b) + "/" // c"#).commentTexts == ["// c"])
  }

  @Test func tryQuestionMarkPrefersARegex() {
    #expect(SwiftScanner.scan(#"let m = try? /  "/ // c"#).commentTexts == ["// c"])
    #expect(SwiftScanner.scan(#"let m = x? /  "/ // c"#).commentTexts.isEmpty)
  }

  @Test func anOperatorDeclarationIsNotARegex() {
    let source = #"static func /(lhs: A, rhs: A) -> A { "/" } // c"#
    #expect(SwiftScanner.scan(source).commentTexts == ["// c"])
    #expect(SwiftScanner.scan(#"infix operator /^/ // c"#).commentTexts == ["// c"])
  }

  @Test func anUnappliedOperatorArgumentIsNotARegex() {
    #expect(SwiftScanner.scan(#"let q = x.reduce(0, /) + "/" // c"#).commentTexts == ["// c"])
  }

  @Test func extendedRegexLiteralsMaySpanLinesAndHoldSlashes() {
    let source = """
      let r = #/
        a/b # "quote
        // not a comment
      /#
      // c
      """
    let file = SwiftScanner.scan(source)
    #expect(file.commentTexts == ["// c"])
    #expect(file.comments.first?.position.line == 5)
  }

  @Test func regexLiteralsMayHoldEscapedSlashesAndCharacterClasses() {
    // A `)` inside `[...]` is no unbalanced group, so this is a regex holding a quote.
    #expect(SwiftScanner.scan(#"let r = /a\/"[)]/ // c"#).commentTexts == ["// c"])
  }

  @Test func aRegexSplitsOffTheOperatorBeforeIt() {
    #expect(SwiftScanner.scan(#"let r = !/"/.matches(s) // c"#).commentTexts == ["// c"])
  }
}
