import Testing

@testable import WeaverGenCore

@Suite struct DiagnosticPrinterTests {
  private let reference = Diagnostic.error(
    .unresolvableReference,
    "reference 'urlSession: URLSession' cannot be resolved",
    at: SourceLocation(path: "Sources/App/MovieManager.swift", line: 14, column: 12),
    notes: [
      DiagnosticNote(
        "'MovieManager' is built here by 'HomeViewController', which does not provide 'urlSession'",
        at: SourceLocation(path: "Sources/App/HomeViewController.swift", line: 9, column: 12)
      )
    ]
  )

  @Test func printsCompilerStyleLinesWithNotesAfterTheirDiagnostic() {
    #expect(
      DiagnosticPrinter.lines(for: reference) == [
        "Sources/App/MovieManager.swift:14:12: error: reference 'urlSession: URLSession' cannot be resolved [unresolvable-reference]",
        "Sources/App/HomeViewController.swift:9:12: note: 'MovieManager' is built here by 'HomeViewController', which does not provide 'urlSession'",
      ]
    )
  }

  @Test func controlCharactersAndBidirectionalOverridesArePrintedAsSwiftEscapes() {
    let diagnostic = Diagnostic.error(
      .invalidType, "unexpected '\u{1B}[2J' after type 'B\u{0}'",
      at: SourceLocation(path: "Sources/App/Evil\u{202E}tfiws.\nName.swift", line: 2, column: 19),
      notes: [DiagnosticNote("tab\there\u{7F}", at: SourceLocation(path: "A.swift", line: 1, column: 1))])
    #expect(
      DiagnosticPrinter.lines(for: diagnostic) == [
        "Sources/App/Evil\\u{202E}tfiws.\\u{A}Name.swift:2:19: error: unexpected '\\u{1B}[2J' after type 'B\\u{0}' [invalid-type]",
        "A.swift:1:1: note: tab\\u{9}here\\u{7F}",
      ]
    )
    #expect(ControlCharacterEscaping.escaped("plain, ünïcödé 🙂") == "plain, ünïcödé 🙂")
  }

  /// Issue 18: the class, not a list: no scalar that controls a terminal, breaks a line or changes
  /// the direction of text survives escaping (the line separators and the bidi marks U+200E,
  /// U+200F and U+061C once did).
  @Test func noScalarThatControlsTheTextSurvivesEscaping() {
    var survivors: [String] = []
    for value in 0...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let properties = scalar.properties
      let controls =
        properties.generalCategory == .control || properties.generalCategory == .lineSeparator
        || properties.generalCategory == .paragraphSeparator || properties.isBidiControl
      guard controls else { continue }
      let escaped = ControlCharacterEscaping.escaped("a" + String(Character(scalar)) + "b")
      if escaped.unicodeScalars.contains(scalar) { survivors.append(String(value, radix: 16)) }
    }
    #expect(survivors.isEmpty, "not escaped: \(survivors)")
    #expect(ControlCharacterEscaping.escaped("a\u{200E}b\u{2028}c") == "a\\u{200E}b\\u{2028}c")
  }

  @Test func sortsByPathLineAndColumnAndPrintsEachProblemOnce() {
    let early = Diagnostic.warning(
      .deprecatedAttributeValue,
      "'.graph' is deprecated",
      at: SourceLocation(path: "Sources/App/A.swift", line: 3, column: 1)
    )
    let text = DiagnosticPrinter.text(for: [reference, early, reference])
    #expect(
      text == """
        Sources/App/A.swift:3:1: warning: '.graph' is deprecated [deprecated-attribute-value]
        Sources/App/MovieManager.swift:14:12: error: reference 'urlSession: URLSession' cannot be resolved [unresolvable-reference]
        Sources/App/HomeViewController.swift:9:12: note: 'MovieManager' is built here by 'HomeViewController', which does not provide 'urlSession'

        """
    )
  }

  @Test func summaryCountsErrorsAndWarningsInEnglish() {
    #expect(DiagnosticPrinter.summary(errors: 2, warnings: 1) == "weaver-gen: 2 errors, 1 warning")
    #expect(DiagnosticPrinter.summary(errors: 1, warnings: 0) == "weaver-gen: 1 error, 0 warnings")
  }
}
