import Testing

@testable import WeaverGenCore

/// What swift-syntax's lexer skips or treats specially outside the common paths: conflict
/// markers, editor placeholders, a byte order mark, non-breaking spaces, NUL bytes, Unicode
/// operators, `#sourceLocation`.
@Suite struct LexerEdgeCaseTests {
  @Test func conflictMarkersAreSkippedWithWhatTheyHold() {
    let source = """
      <<<<<<< HEAD
      struct Mine {} // in the marker
      =======
      struct Theirs {}
      >>>>>>> branch
      // after
      struct After {}
      """
    let file = SwiftScanner.scan(source)
    #expect(file.commentTexts == ["// after"])
    #expect(file.qualifiedNames == ["After"])
  }

  @Test func editorPlaceholdersAreIdentifiers() {
    let file = SwiftScanner.scan("let p = <#value#> // c\nlet q = a+<#b#> // d")
    #expect(file.commentTexts == ["// c", "// d"])
  }

  @Test func aByteOrderMarkIsNeitherCodeNorColumnFree() {
    let file = SwiftScanner.scan("\u{FEFF}// weaver: a = A\nstruct S {}")
    #expect(file.comments.map(\.isAloneOnLine) == [true])
    #expect(file.comments.map(\.position.lineAndColumn) == ["1:4"])
    #expect(file.declarations.map(\.namePosition.lineAndColumn) == ["2:8"])
  }

  @Test func aNonBreakingSpaceSeparatesLikeASpace() {
    // Not bound to `1` on its left, the `/` starts a regex literal holding a quote.
    #expect(SwiftScanner.scan("let a = 1\u{00A0}/\"/ // c").commentTexts == ["// c"])
  }

  @Test func unicodeOperatorsAreOperators() {
    #expect(SwiftScanner.scan("let x = a ≤ /\"/ // c").commentTexts == ["// c"])
  }

  @Test func nulBytesAreSkipped() {
    #expect(SwiftScanner.scan("let \u{0}x = 1 // c").commentTexts == ["// c"])
  }

  @Test func sourceLocationDirectivesAreCode() {
    let file = SwiftScanner.scan("#sourceLocation(file: \"a.swift\", line: 1)\n// c\n#sourceLocation()")
    #expect(file.comments.map(\.position.line) == [2])
  }
}
