/// Trivia: whitespace, line breaks, comments, and what swift-syntax skips as invalid (control
/// characters, invalid UTF-8, a byte order mark, non-breaking spaces, conflict markers).
extension SwiftLexer {
  /// Skips the trivia before the next token, recording its comments, and notes in `token` when
  /// it held a line break (in a comment too), which makes the next token start a line.
  mutating func skipTrivia(recording recorder: inout ScanRecorder) {
    while offset < count {
      switch classes[Int(base[offset])] {
      case .blank
      where base[offset] == ASCIIByte.space && count - offset >= 8 && base[offset + 1] == ASCIIByte.space:
        // A run of spaces, eight bytes at a time: indentation is most of a file's trivia, and a
        // byte at a time it was a sixth of the scanner's own time. The first byte that is not a
        // space is the lowest nonzero byte of the word's difference from eight spaces. A single
        // space, as between most tokens, is one byte (below): loading and searching a word for it
        // took twice the instructions.
        let others = ByteWord.load(base + offset) ^ ByteWord.repeating(ASCIIByte.space)
        offset += others == 0 ? 8 : ByteWord.firstMarked(others)
      case .blank, .nul, .control:
        offset += 1
      case .lineFeed, .carriageReturn:
        if isInInterpolation { endSingleLineInterpolations() }
        token.isAtStartOfLine = true
        offset += 1
      case .slash:
        guard skipComment(recording: &recorder) else { return }
      case .lessThan, .greaterThan:
        guard skipConflictMarker() else { return }
      case .nonASCII:
        guard skipNonASCIITrivia() else { return }
      default:
        return
      }
    }
  }

  /// Skips and records the comment at the `/` at `offset`; returns `false` when there is none.
  private mutating func skipComment(recording recorder: inout ScanRecorder) -> Bool {
    let start = offset
    switch source.byteClass(at: start + 1) {
    case .slash:
      offset = source.endOfLine(from: start + 2)
      let isDocumentation = source.byte(at: start + 2) == ASCIIByte.slash
      recorder.recordComment(isDocumentation ? .documentationLine : .line, start: start, end: offset)
    case .asterisk:
      offset = source.blockCommentEnd(from: start, sawLineBreak: &token.isAtStartOfLine)
      let isDocumentation =
        start + 3 < count && base[start + 2] == ASCIIByte.asterisk && base[start + 3] != ASCIIByte.slash
      recorder.recordComment(isDocumentation ? .documentationBlock : .block, start: start, end: offset)
    default:
      return false
    }
    return true
  }

  /// Skips the non-ASCII character at `offset` when it is trivia (a byte order mark, a
  /// non-breaking space, invalid UTF-8); returns `false` when it starts a token.
  private mutating func skipNonASCIITrivia() -> Bool {
    let (scalar, length) = UnicodeScalarClass.decode(base, count: count, at: offset)
    guard UnicodeScalarClass(startingTokenWith: scalar) == .trivia else { return false }
    offset += length
    return true
  }

  /// A line break ends every single-line string whose interpolation the lexer is in (and so those
  /// interpolations), as in swift-syntax; then it is ordinary trivia. Right after `try?` the lexer
  /// is in a state that reads line breaks as trivia without ending anything, as swift-syntax's is.
  private mutating func endSingleLineInterpolations() {
    guard !prefersRegexLiteral else { return }
    var popped = false
    while let frame = interpolations.last, frame.kind != .multiLine {
      interpolations.removeLast()
      popped = true
    }
    isInInterpolation = !interpolations.isEmpty
    if popped { previousKind = .stringLiteral }
  }
}

extension SourceBuffer {
  /// The end of the block comment starting at `start` (`/*`), honouring nesting; sets
  /// `sawLineBreak` when it spans lines. An unterminated comment runs to the end of the file.
  func blockCommentEnd(from start: Int, sawLineBreak: inout Bool) -> Int {
    var index = start + 2
    var depth = 1
    while index < count {
      let current = classes[Int(base[index])]
      index += 1
      switch current {
      case .asterisk:
        if index < count, case .slash = classes[Int(base[index])] {
          index += 1
          depth -= 1
          if depth == 0 { return index }
        }
      case .slash:
        if index < count, case .asterisk = classes[Int(base[index])] {
          index += 1
          depth += 1
        }
      case .lineFeed, .carriageReturn:
        sawLineBreak = true
      default:
        break
      }
    }
    return count
  }
}
