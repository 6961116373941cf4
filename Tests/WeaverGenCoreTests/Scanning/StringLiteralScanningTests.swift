import Testing

@testable import WeaverGenCore

/// Text inside string literals is never code or a comment; code inside interpolations always is.
@Suite struct StringLiteralScanningTests {
  @Test func commentMarkersInsideAStringAreText() {
    let file = SwiftScanner.scan(#"let a = "// not /* a comment */" // real"#)
    #expect(file.commentTexts == ["// real"])
  }

  @Test func escapedQuotesDoNotEndTheString() {
    let file = SwiftScanner.scan(#"let a = "say \"// hi\" \\" // real"#)
    #expect(file.commentTexts == ["// real"])
  }

  @Test func interpolationsAreCodeWithTheirOwnCommentsAndNestedStrings() {
    let source = #"let a = "a \(b + "c \(d /* inner */) e") f /* text */" // end"#
    #expect(SwiftScanner.scan(source).commentTexts == ["/* inner */", "// end"])
  }

  @Test func parenthesesInsideAnInterpolationDoNotCloseIt() {
    let source = #"let a = "\(f((1), (g(2))) /* code */) // text" // comment"#
    #expect(SwiftScanner.scan(source).commentTexts == ["/* code */", "// comment"])
  }

  @Test func declarationsInClosuresInsideInterpolationsAreFound() {
    let file = SwiftScanner.scan(#"let a = "\({ () -> Int in struct Local {}; return 1 }())""#)
    #expect(file.qualifiedNames == ["Local"])
    #expect(file.declarations.first?.isLocal == true)
  }

  @Test func multiLineStringsHoldLinesOfTextAndEscapedQuotes() {
    let source = #"""
      let a = """
        // not a comment
        \(x /* real */)
        \"""
        still inside "" ""
        """
      // after
      """#
    let file = SwiftScanner.scan(source)
    #expect(file.commentTexts == ["/* real */", "// after"])
    #expect(file.comments.map(\.position.line) == [3, 7])
  }

  @Test func rawStringsIgnoreBackslashesAndQuotesWithoutTheirPounds() {
    let source = ##"let a = #"raw \(not) "quoted" \" // no"# // yes"##
    #expect(SwiftScanner.scan(source).commentTexts == ["// yes"])
  }

  @Test func rawStringInterpolationNeedsTheSameNumberOfPounds() {
    let source = ###"let a = ##"\#(no) \##(f(/* code */)) "# still"## // yes"###
    #expect(SwiftScanner.scan(source).commentTexts == ["/* code */", "// yes"])
  }

  @Test func rawMultiLineStringsCloseOnlyWithTheirPounds() {
    let source = ##"""
      let a = #"""
        """ not closed
        // text
        """#
      // after
      """##
    #expect(SwiftScanner.scan(source).commentTexts == ["// after"])
  }

  @Test func rawStringThatLooksMultiLineButClosesOnItsLineIsSingleLine() {
    let source = ##"""
      let a = #"""#
      // after
      """##
    #expect(SwiftScanner.scan(source).commentTexts == ["// after"])
  }

  @Test func aLineBreakEndsAnUnterminatedSingleLineString() {
    let source = """
      let a = "abc // in the string
      // real
      """
    #expect(SwiftScanner.scan(source).commentTexts == ["// real"])
  }

  @Test func aLineBreakEndsAnInterpolationOfASingleLineString() {
    let source = """
      let a = "\\(x + "\\(y
      // real
      """
    #expect(SwiftScanner.scan(source).commentTexts == ["// real"])
  }

  @Test func singleQuotedTextIsLexedLikeAString() {
    #expect(SwiftScanner.scan("let c = 'a // b'").commentTexts.isEmpty)
  }

  @Test func unterminatedStringsRunToTheEndOfTheFile() {
    let file = SwiftScanner.scan("let a = \"\"\"\n// text\n\\(")
    #expect(file.commentTexts.isEmpty)
    #expect(file.declarations.isEmpty)
  }
}
