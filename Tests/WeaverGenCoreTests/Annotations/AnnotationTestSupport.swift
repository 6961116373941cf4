import Testing

@testable import WeaverGenCore

/// Where test comments start: line 7, column 5, so that a column in an expectation is 5 plus the
/// byte offset inside the comment text.
let commentStart = SourcePosition(offset: 200, line: 7, column: 5)
let annotatedPath = "Sources/App/MovieManager.swift"

/// A comment as the scanner would hand it over.
func comment(_ text: String, kind: CommentKind = .line, isAloneOnLine: Bool = true) -> WeaverGenCore.Comment {
  WeaverGenCore.Comment(kind: kind, bytes: Array(text.utf8), position: commentStart, isAloneOnLine: isAloneOnLine)
}

/// The position `byteOffset` bytes into the test comment.
func positionInComment(_ byteOffset: Int) -> SourcePosition { commentStart.advanced(by: byteOffset) }

/// Parses a line comment that is alone on its line.
func parseAnnotation(_ text: String) -> AnnotationParseResult? {
  AnnotationParser.parse(comment(text), path: annotatedPath)
}

/// The annotation kind of `text`, recording an issue when it has diagnostics or no annotation.
func annotationKind(_ text: String) -> Annotation.Kind? {
  guard let result = parseAnnotation(text) else {
    Issue.record("'\(text)' is not an annotation")
    return nil
  }
  #expect(result.diagnostics == [], "\(text)")
  #expect(result.annotation?.commentPosition == commentStart)
  return result.annotation?.kind
}

/// Expects `text` to be an annotation with exactly one error, and no annotation.
func expectSingleError(
  _ text: String,
  _ id: DiagnosticID,
  _ message: String,
  column: Int,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let expected = Diagnostic.error(
    id, message, at: WeaverGenCore.SourceLocation(path: annotatedPath, line: commentStart.line, column: column))
  let result = parseAnnotation(text)
  #expect(result?.diagnostics == [expected], sourceLocation: sourceLocation)
  // A declaration that fails after its operator keeps only its name, to silence its configurations.
  switch result?.annotation?.kind {
  case nil, .unreadDeclaration: break
  case let kind?: Issue.record("an annotation with an error returned \(kind)", sourceLocation: sourceLocation)
  }
}
