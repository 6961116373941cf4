/// The four comment forms Swift has.
public enum CommentKind: String, Hashable, Sendable {
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
public struct Comment: Hashable, Sendable {
  public var kind: CommentKind
  /// The whole comment: from `//` to the end of the line (the line break excluded), or from `/*`
  /// through the matching `*/` (or the end of the file when it is never closed).
  public var text: String
  /// Where the comment starts.
  public var position: SourcePosition
  /// Whether only spaces and tabs precede the comment on its line. Only such line comments can be
  /// annotations: code before `//` on the same line means the comment is not one.
  public var isAloneOnLine: Bool
  /// The index, in `ScannedFile.declarations`, of the innermost type declaration or extension
  /// whose body holds the comment; `nil` at file scope.
  public var enclosingDeclaration: Int?

  public init(
    kind: CommentKind,
    text: String,
    position: SourcePosition,
    isAloneOnLine: Bool,
    enclosingDeclaration: Int? = nil
  ) {
    self.kind = kind
    self.text = text
    self.position = position
    self.isAloneOnLine = isAloneOnLine
    self.enclosingDeclaration = enclosingDeclaration
  }
}
