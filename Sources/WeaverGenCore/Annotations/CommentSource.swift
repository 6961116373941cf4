/// The bytes of one line comment and where it sits in its file, so that a byte offset inside the
/// comment becomes a source position: a line comment is a single line, so the position is the
/// comment's own, advanced by the offset (columns count UTF-8 bytes).
struct CommentSource {
  let bytes: [UInt8]
  let start: SourcePosition
  let path: String

  init(_ comment: Comment, path: String) {
    bytes = comment.bytes
    start = comment.position
    self.path = path
  }

  func position(at offset: Int) -> SourcePosition { start.advanced(by: offset) }

  func error(_ id: DiagnosticID, _ message: String, at offset: Int) -> Diagnostic {
    .error(id, message, at: SourceLocation(path: path, position: position(at: offset)))
  }

  func warning(_ id: DiagnosticID, _ message: String, at offset: Int) -> Diagnostic {
    .warning(id, message, at: SourceLocation(path: path, position: position(at: offset)))
  }

  func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

  func isBlank(at offset: Int) -> Bool {
    bytes[offset] == UInt8(ascii: " ") || bytes[offset] == UInt8(ascii: "\t")
  }

  /// The first offset at or after `offset` that is not a space or tab (or `limit`).
  func skippingBlanks(from offset: Int, to limit: Int) -> Int {
    var offset = offset
    while offset < limit, isBlank(at: offset) { offset += 1 }
    return offset
  }

  /// `range` without leading and trailing whitespace (a comment read from a CRLF file may end
  /// with a carriage return).
  func trimmed(_ range: Range<Int>) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper, TypeTokenizer.isWhitespace(bytes[lower]) { lower += 1 }
    while upper > lower, TypeTokenizer.isWhitespace(bytes[upper - 1]) { upper -= 1 }
    return lower..<upper
  }

  /// Whether `literal` is written at `offset`.
  ///
  /// A byte loop over a `StaticString`: the body parser asks this at every byte it scans for
  /// `<-`, and a debug build, which the plugin runs in a debug `swift build`, calls the generic
  /// `elementsEqual` of two collections unspecialized, a dozen times slower.
  func hasText(_ literal: StaticString, at offset: Int, limit: Int) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard offset + count <= limit else { return false }
    var index = 0
    while index < count {
      guard bytes[offset + index] == literal.utf8Start[index] else { return false }
      index += 1
    }
    return true
  }

  /// The text of what is written at `offset`, to quote in a message: a whole name, or one
  /// character.
  func token(at offset: Int, limit: Int) -> String {
    if case .name(_, let end, _) = SwiftIdentifier.scan(bytes, at: offset, limit: limit) {
      return text(offset..<end)
    }
    return UnicodeScalarReader.text(in: bytes, at: offset, limit: limit).0
  }
}
