/// Identifiers: plain (ASCII or Unicode), `$`-prefixed, and back-quoted (including Swift 6 raw
/// identifiers such as `` `my test` ``). A plain identifier spelling a lexer-classified keyword is
/// a keyword token; contextual words (`actor`, `open`) stay identifiers but carry their `Word`.
extension SwiftLexer {
  /// Lexes an identifier whose first character (`startLength` bytes) is already known to start one.
  mutating func lexIdentifier(startLength: Int) -> Token {
    let start = offset
    var end = start + startLength
    scan: while end < count {
      switch classes[Int(base[end])] {
      case .letter, .hexLetter, .underscore, .digit, .dollar: end += 1
      case .nonASCII:
        end = source.identifierContinuationEnd(from: end)
        break scan
      default: break scan
      }
    }
    offset = end
    let word = end - start >= 2 ? words.recognize(base + start, count: end - start) : .other
    return Token(word.isLexerKeyword ? .keyword : .identifier, start, end, word: word)
  }

  /// `` `name` ``: anything but a line break up to the closing back-quote on the same line. Without
  /// one, the back-quote is a token of its own.
  mutating func lexBackquotedIdentifier() -> Token {
    let start = offset
    var index = start + 1
    scan: while index < count {
      switch classes[Int(base[index])] {
      case .backtick:
        offset = index + 1
        return Token(.identifier, start, offset)
      case .lineFeed, .carriageReturn:
        break scan
      default:
        index += 1
      }
    }
    offset = start + 1
    return Token(.backtick, start, offset)
  }
}
