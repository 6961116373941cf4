/// Reads `// weaver:` annotations from the comments the scanner found (docs/language.md).
///
/// Deciding whether a comment is an annotation is deliberately narrow, so that prose such as
/// `// weaver is great` or `// weaverbird: x` is never mistaken for one; once a comment is an
/// annotation, every problem in it is a diagnostic pointing at the offending column.
enum AnnotationParser {
  /// `nil` when the comment is not an annotation at all.
  static func parse(_ comment: Comment, path: String) -> AnnotationParseResult? {
    guard comment.kind == .line, comment.isAloneOnLine else { return nil }
    let source = CommentSource(comment, path: path)
    guard let bodyStart = bodyStart(in: source) else { return nil }
    var parser = AnnotationBodyParser(source: source, body: source.trimmed(bodyStart..<source.bytes.count))
    let kind = parser.parse()
    let hasErrors = parser.diagnostics.contains { $0.severity == .error }
    let annotation =
      hasErrors
      ? parser.declaredName.map { Annotation(kind: .unreadDeclaration(name: $0), commentPosition: comment.position) }
      : kind.map { Annotation(kind: $0, commentPosition: comment.position) }
    return AnnotationParseResult(annotation: annotation, diagnostics: parser.diagnostics)
  }

  /// The offset just after the colon when the comment reads `//`, optional spaces or tabs,
  /// `weaver`, optional spaces or tabs, `:`.
  private static func bodyStart(in source: CommentSource) -> Int? {
    let limit = source.bytes.count
    guard source.hasText("//", at: 0, limit: limit) else { return nil }
    let keyword = source.skippingBlanks(from: 2, to: limit)
    guard source.hasText("weaver", at: keyword, limit: limit) else { return nil }
    let colon = source.skippingBlanks(from: keyword + 6, to: limit)
    guard source.hasText(":", at: colon, limit: limit) else { return nil }
    return colon + 1
  }
}

/// What one annotation comment holds: the annotation, unless it has an error, and every problem
/// found in it.
struct AnnotationParseResult: Hashable, Sendable {
  /// `nil` when the annotation has an error, or `.unreadDeclaration` when the error is after the
  /// name of a registration, reference or parameter.
  var annotation: Annotation?
  /// Errors and warnings, with locations.
  var diagnostics: [Diagnostic]
}
