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

  /// Runs of spaces are skipped eight bytes at a time: whatever their length, across a word's
  /// boundary or up to the end of the file, they separate tokens as one space does.
  @Test func runsOfSpacesOfAnyLengthSeparateTokensAsOneSpaceDoes() {
    for length in 1...20 {
      let spaces = String(repeating: " ", count: length)
      let file = SwiftScanner.scan("struct\(spaces)S {}\n\(spaces)// c\n\(spaces)struct T {}\(spaces)")
      #expect(file.qualifiedNames == ["S", "T"], "\(length) spaces")
      #expect(file.declarations.map(\.namePosition.lineAndColumn) == ["1:\(length + 7)", "3:\(length + 8)"])
      #expect(file.comments.map(\.position.lineAndColumn) == ["2:\(length + 1)"], "\(length) spaces")
      #expect(file.comments.map(\.isAloneOnLine) == [true], "\(length) spaces")
    }
  }

  @Test func sourceLocationDirectivesAreCode() {
    let file = SwiftScanner.scan("#sourceLocation(file: \"a.swift\", line: 1)\n// c\n#sourceLocation()")
    #expect(file.comments.map(\.position.line) == [2])
  }
}
