/// Identifiers: plain (ASCII or Unicode), `$`-prefixed, and back-quoted (including Swift 6 raw
/// identifiers such as `` `my test` ``). A plain identifier spelling a lexer-classified keyword is
/// a keyword token; contextual words (`actor`, `open`) stay identifiers but carry their `Word`.
extension SwiftLexer {
  /// Lexes an identifier whose first character (`startLength` bytes) is already known to start one.
  mutating func lexIdentifier(startLength: Int) -> TokenKind {
    let start = offset
    offset += startLength
    scan: while offset < count {
      switch classes[Int(base[offset])] {
      case .letter, .hexLetter, .underscore, .digit, .dollar:
        offset += 1
      case .nonASCII:
        offset = source.identifierContinuationEnd(from: offset)
        break scan
      default:
        break scan
      }
    }
    token.word = words.word(spelledBy: base + start, count: offset - start)
    return token.word.isLexerKeyword ? .keyword : .identifier
  }

  /// `` `name` ``: anything but a line break up to the closing back-quote on the same line. Without
  /// one, the back-quote is a token of its own.
  mutating func lexBackquotedIdentifier() -> TokenKind {
    let start = offset
    var index = start + 1
    scan: while index < count {
      switch classes[Int(base[index])] {
      case .backtick:
        offset = index + 1
        return .identifier
      case .lineFeed, .carriageReturn:
        break scan
      default:
        index += 1
      }
    }
    offset = start + 1
    return .backtick
  }
}
