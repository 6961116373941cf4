import Testing

@testable import WeaverGenCore

/// Comments: their four kinds, nesting, exact text and position, and what the pipeline needs to
/// recognise annotations (alone on their line, the enclosing type).
@Suite struct CommentScanningTests {
  @Test func classifiesTheFourKindsAsSwiftSyntaxDoes() {
    let source = "// a\n/// b\n/* c */\n/** d */\n/**/\n//// e\n/***/"
    let file = SwiftScanner.scan(source)
    #expect(
      file.comments.map(\.kind) == [
        .line, .documentationLine, .block, .documentationBlock, .block, .documentationLine, .documentationBlock,
      ])
    #expect(file.commentTexts == ["// a", "/// b", "/* c */", "/** d */", "/**/", "//// e", "/***/"])
  }

  /// A line comment ends at the first line break, found eight bytes at a time: whatever its
  /// length, whichever break ends it (or the end of the file), across a word's boundary.
  @Test func aLineCommentEndsAtItsLineBreakWhateverItsLength() {
    for length in 0...20 {
      let comment = "//" + String(repeating: "x", count: length)
      for lineBreak in ["\n", "\r\n", "\r", ""] {
        let file = SwiftScanner.scan(comment + lineBreak + "struct S {}")
        let expected = lineBreak.isEmpty ? comment + "struct S {}" : comment
        #expect(file.commentTexts == [expected], "\(length) bytes, \(lineBreak.debugDescription)")
        #expect(file.qualifiedNames == (lineBreak.isEmpty ? [] : ["S"]))
      }
    }
  }

  @Test func blockCommentsNest() {
    let file = SwiftScanner.scan("/* a /* b */ c */ let x = 1 // d")
    #expect(file.commentTexts == ["/* a /* b */ c */", "// d"])
  }

  @Test func anUnterminatedBlockCommentRunsToTheEndOfTheFile() {
    let file = SwiftScanner.scan("let x = 1 /* a /* b */\nstruct S {}")
    #expect(file.commentTexts == ["/* a /* b */\nstruct S {}"])
    #expect(file.declarations.isEmpty)
  }

  @Test func positionsCountLinesAndUTF8Columns() {
    let source = "let é = \"ü\" // c\n\tstruct S {} /* d */"
    let file = SwiftScanner.scan(source)
    #expect(file.comments.map(\.position.lineAndColumn) == ["1:15", "2:14"])
    #expect(file.comments.map(\.position.offset) == [14, 32])
  }

  @Test func lineBreaksMayBeLineFeedsCarriageReturnsOrBoth() {
    let file = SwiftScanner.scan("let a = 1\r\n// b\r\n\r// c\n")
    #expect(file.commentTexts == ["// b", "// c"])
    #expect(file.comments.map(\.position.line) == [2, 4])
  }

  @Test func aCommentIsAloneOnItsLineWhenOnlyBlanksPrecedeIt() {
    let source = "  \t// alone\nlet x = 1 // trailing\n/* a */ // after a comment\n// first line"
    let file = SwiftScanner.scan(source)
    #expect(file.comments.map(\.isAloneOnLine) == [true, false, true, false, true])
  }

  @Test func enclosingDeclarationIsTheInnermostTypeBodyHoldingTheComment() {
    let source = """
      // top
      struct A {
        // in A
        func f() {
          // in a method of A
        }
        struct B /* in B's header */ {
          // in B
        }
        // in A again
      }
      // top again
      """
    let file = SwiftScanner.scan(source)
    #expect(file.comments.map(\.enclosingDeclaration) == [nil, 0, 0, 0, 1, 0, nil])
  }

  @Test func annotationCandidatesAreWholeLineCommentsStartingWithWeaver() {
    let source = """
      // weaver: a = A
      struct S {
        //weaver: b <- B
        /// weaver: documentation
        let x = 1 // weaver: trailing
        /* weaver: block */
        //\tweaver: tab
        // not weaver
        let s = "// weaver: in a string"
      }
      """
    let file = SwiftScanner.scan(source, options: ScanOptions(comments: .annotationCandidates))
    #expect(file.commentTexts == ["// weaver: a = A", "//weaver: b <- B", "//\tweaver: tab"])
    #expect(file.comments.map(\.position.lineAndColumn) == ["1:1", "3:3", "7:3"])
    #expect(file.comments.map(\.enclosingDeclaration) == [nil, 0, 0])
    #expect(file.declarations.map(\.name) == ["S"])
  }

  @Test func aShebangLineIsNotAComment() {
    let file = SwiftScanner.scan("#!/usr/bin/env swift // not a comment\n// c\nstruct S {}")
    #expect(file.commentTexts == ["// c"])
    #expect(file.declarations.map(\.namePosition.lineAndColumn) == ["3:8"])
  }

  @Test func commentMarkersInsideRegexLiteralsAreText() {
    let file = SwiftScanner.scan("let r = #/ a // b /* c /#  // d")
    #expect(file.commentTexts == ["// d"])
  }

  @Test func theEndOfABlockCommentIsWhitespaceToTheOperatorAfterIt() {
    // A block comment counts as whitespace, so the `/` after it is not bound to it and, after `=`,
    // starts a regex literal (which holds a quote that would otherwise open a string).
    let file = SwiftScanner.scan("let a = /*x*//\"/ // c")
    #expect(file.commentTexts == ["/*x*/", "// c"])
  }
}
