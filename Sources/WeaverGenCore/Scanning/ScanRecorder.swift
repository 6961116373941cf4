/// Collects what the lexer and the declaration tracker find, turning byte offsets into
/// positions and bytes into strings only for what is reported.
///
/// Both feed it in source order, which lets one `LineCounter` walk the file once.
struct ScanRecorder {
  let source: SourceBuffer
  let commentSelection: ScanOptions.CommentSelection
  private(set) var comments: [Comment] = []
  private var lines: LineCounter
  /// The innermost type declaration whose body the lexer is in, kept current by the scanner.
  var enclosingDeclaration: Int?
  /// Whether the lexer is in the body of a type left unreported because its dotted name is too
  /// long (`DeclarationTracker.maximumQualifiedNameLength`), kept current by the scanner.
  var isInUnreportedType = false

  init(source: SourceBuffer, options: ScanOptions) {
    self.source = source
    self.commentSelection = options.comments
    self.lines = LineCounter(base: source.base, count: source.count)
  }

  mutating func position(at offset: Int) -> SourcePosition { lines.position(at: offset) }

  /// Records the comment `start..<end` unless the selection leaves it out.
  mutating func recordComment(_ kind: CommentKind, start: Int, end: Int) {
    if commentSelection == .annotationCandidates {
      // `weaver` first: it settles most comments (`///`, `// text`) in a few bytes, where the
      // blanks before a comment are its line's whole indentation, read backwards.
      guard kind == .line, source.startsWithWeaver(afterSlashesAt: start, end: end),
        source.isPrecededOnlyByBlanks(start)
      else { return }
    }
    let isAloneOnLine = commentSelection == .annotationCandidates || source.isPrecededOnlyByBlanks(start)
    let comment = Comment(
      kind: kind,
      bytes: source.bytes(start..<end),
      position: position(at: start),
      isAloneOnLine: isAloneOnLine,
      enclosingDeclaration: enclosingDeclaration,
      isInUnreportedType: isInUnreportedType
    )
    comments.append(comment)
  }
}

extension SourceBuffer {
  /// Whether only spaces and tabs (and, on the first line, a byte order mark) precede `offset` on
  /// its line.
  fileprivate func isPrecededOnlyByBlanks(_ offset: Int) -> Bool {
    var index = offset - 1
    while index >= 0, base[index] == ASCIIByte.space || base[index] == ASCIIByte.tab { index -= 1 }
    let isAfterByteOrderMark = index == 2 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF
    return index < 0 || isAfterByteOrderMark || base[index] == ASCIIByte.lineFeed
      || base[index] == ASCIIByte.carriageReturn
  }

  /// Whether the text after `//` and any spaces or tabs starts with `weaver` (docs/language.md).
  func startsWithWeaver(afterSlashesAt start: Int, end: Int) -> Bool {
    var index = start + 2
    while index < end, base[index] == ASCIIByte.space || base[index] == ASCIIByte.tab { index += 1 }
    return index + 6 <= end && bytes(at: index, equal: "weaver")
  }
}
