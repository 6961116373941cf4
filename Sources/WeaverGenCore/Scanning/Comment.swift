/// The four comment forms Swift has.
enum CommentKind: String, Hashable, Sendable {
  /// `// ...`
  case line
  /// `/// ...`
  case documentationLine
  /// `/* ... */`, which nests.
  case block
  /// `/** ... */`
  case documentationBlock
}

/// A comment found by the scanner, outside string and regex literals.
struct Comment: Hashable, Sendable {
  var kind: CommentKind
  /// The whole comment: from `//` to the end of the line (the line break excluded), or from `/*`
  /// through the matching `*/` (or the end of the file when it is never closed).
  var text: String
  /// Where the comment starts.
  var position: SourcePosition
  /// Whether only spaces and tabs precede the comment on its line. Only such line comments can be
  /// annotations: code before `//` on the same line means the comment is not one.
  var isAloneOnLine: Bool
  /// The index, in `ScannedFile.declarations`, of the innermost type declaration or extension
  /// whose body holds the comment; `nil` at file scope.
  var enclosingDeclaration: Int?
}
