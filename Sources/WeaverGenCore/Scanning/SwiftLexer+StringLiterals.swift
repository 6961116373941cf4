/// The three quote forms swift-syntax lexes.
enum StringLiteralKind: UInt8 {
  /// `"..."`, ended by the closing quote or a line break.
  case singleLine
  /// `"""..."""`.
  case multiLine
  /// `'...'` (not valid Swift, but lexed like a string so its contents are not code).
  case singleQuote
}

/// A string literal whose interpolation `\( … )` the lexer is in.
struct InterpolationFrame {
  var kind: StringLiteralKind
  /// The number of `#` around a raw string (0 for a plain one).
  var delimiterLength: Int
  /// Parentheses opened inside the interpolation and not yet closed.
  var parenDepth = 0
  /// Whether the interpolation has closed, so the next token continues the string's content.
  var isAwaitingContent = false
}

/// String literals, with swift-syntax's rules for escapes, raw delimiters, multi-line quotes and
/// interpolations. A literal is one `stringLiteral` token, or segments around the code tokens of
/// its interpolations, which the lexer reads like any other code.
extension SwiftLexer {
  /// Lexes a literal whose opening `#`s (`delimiterLength` of them) or quote is at `offset`.
  mutating func lexStringLiteral(delimiterLength: Int) -> TokenKind {
    let quote = offset + delimiterLength
    let kind: StringLiteralKind
    var contentStart = quote + 1
    if base[quote] == ASCIIByte.apostrophe {
      kind = .singleQuote
    } else if source.opensMultiLineString(atQuote: quote, delimiterLength: delimiterLength) {
      kind = .multiLine
      contentStart = quote + 3
    } else {
      kind = .singleLine
    }
    return lexStringContent(from: contentStart, kind: kind, delimiterLength: delimiterLength)
  }

  /// A `)` in an interpolation closes a parenthesis opened in it, or the interpolation itself.
  mutating func closeParenthesisInInterpolation() {
    let last = interpolations.count - 1
    if interpolations[last].parenDepth == 0 {
      isAwaitingStringContent = true
    } else {
      interpolations[last].parenDepth -= 1
    }
  }

  /// Continues a literal after an interpolation's closing parenthesis.
  mutating func lexStringContinuation() -> TokenKind {
    let frame = interpolations.removeLast()
    isInInterpolation = !interpolations.isEmpty
    isAwaitingStringContent = false
    return lexStringContent(from: offset, kind: frame.kind, delimiterLength: frame.delimiterLength)
  }

  /// Reads string content from `start` to the closing quote (then the token ends after its `#`s),
  /// an unescaped line break in a single-line literal (the literal ends before it), the end of the
  /// file, or an interpolation, which pushes a frame and ends the token after its `(`.
  private mutating func lexStringContent(from start: Int, kind: StringLiteralKind, delimiterLength: Int) -> TokenKind {
    var index = start
    var end = count
    token.opensInterpolation = false
    scan: while index < count {
      switch classes[Int(base[index])] {
      case .backslash:
        if let interpolationEnd = source.interpolationStartEnd(at: index, delimiterLength: delimiterLength) {
          interpolations.append(InterpolationFrame(kind: kind, delimiterLength: delimiterLength))
          isInInterpolation = true
          openedInterpolation = true
          token.opensInterpolation = true
          end = interpolationEnd
          break scan
        }
        index = source.escapeEnd(at: index, kind: kind, delimiterLength: delimiterLength)
      case .quote:
        if let closingEnd = source.closingQuoteEnd(at: index, kind: kind, delimiterLength: delimiterLength) {
          end = closingEnd
          break scan
        }
        index += 1
      case .apostrophe where kind == .singleQuote:
        end = index + 1
        break scan
      case .lineFeed where kind != .multiLine, .carriageReturn where kind != .multiLine:
        end = index  // a line break ends a single-line literal
        break scan
      default:
        index += 1
      }
    }
    offset = end
    return .stringLiteral
  }
}

extension SourceBuffer {
  /// Whether the `"` at `quote` opens a multi-line literal: `"""`, except that `#"""#` and
  /// `#"""a"#` are single-line raw strings because their closing delimiter follows on the line.
  func opensMultiLineString(atQuote quote: Int, delimiterLength: Int) -> Bool {
    guard byte(at: quote + 1) == ASCIIByte.quote, byte(at: quote + 2) == ASCIIByte.quote else { return false }
    guard delimiterLength > 0 else { return true }
    let start = quote + 3
    if delimiterEnd(at: start, length: delimiterLength) != nil { return false }
    var index = start
    while index < count, base[index] != ASCIIByte.lineFeed, base[index] != ASCIIByte.carriageReturn {
      index += 1
      if base[index - 1] == ASCIIByte.quote, delimiterEnd(at: index, length: delimiterLength) != nil { return false }
    }
    return true
  }

  /// The end of the `\(` (`\#(` in a raw string) at `index`, which opens an interpolation.
  func interpolationStartEnd(at index: Int, delimiterLength: Int) -> Int? {
    guard let afterPounds = delimiterEnd(at: index + 1, length: delimiterLength),
      byte(at: afterPounds) == ASCIIByte.leftParenthesis
    else { return nil }
    return afterPounds + 1
  }

  /// The end of the closing delimiter whose first quote is at `index`, or `nil` when this quote
  /// is content. A raw literal's closing quote takes every `#` that follows it.
  func closingQuoteEnd(at index: Int, kind: StringLiteralKind, delimiterLength: Int) -> Int? {
    var afterQuotes = index + 1
    switch kind {
    case .singleQuote:
      return nil
    case .multiLine:
      guard byte(at: index + 1) == ASCIIByte.quote, byte(at: index + 2) == ASCIIByte.quote else { return nil }
      afterQuotes = index + 3
    case .singleLine:
      break
    }
    guard delimiterLength > 0 else { return afterQuotes }
    guard delimiterEnd(at: afterQuotes, length: delimiterLength) != nil else { return nil }
    var end = afterQuotes
    while end < count, base[end] == ASCIIByte.pound { end += 1 }
    return end
  }

  /// Past the backslash at `index`: a line continuation in a multi-line literal, an escape
  /// sequence when the raw delimiter follows, or just the backslash in a raw literal.
  func escapeEnd(at index: Int, kind: StringLiteralKind, delimiterLength: Int) -> Int {
    guard let escaped = delimiterEnd(at: index + 1, length: delimiterLength), escaped < count else { return index + 1 }
    if kind == .multiLine, let end = lineContinuationEnd(from: escaped) { return end }
    switch classes[Int(base[escaped])] {
    case .letter where base[escaped] == ASCIIByte.lowercaseU:
      guard byte(at: escaped + 1) == ASCIIByte.leftBrace else { return escaped + 1 }
      var end = escaped + 2
      while end < count, classes[Int(base[end])].isHexDigit { end += 1 }
      return end < count && base[end] == ASCIIByte.rightBrace ? end + 1 : end
    case .letter, .hexLetter, .digit, .quote, .apostrophe, .backslash:
      // `\0 \n \r \t \" \' \\`, or an invalid escape that still takes its letter or digit.
      return escaped + 1
    default:
      return escaped  // an invalid escape: the next character is read as content
    }
  }

  /// After a backslash in a multi-line literal: blanks and a line break, which continue the line.
  private func lineContinuationEnd(from index: Int) -> Int? {
    var blank = index
    while blank < count, base[blank] == ASCIIByte.space || base[blank] == ASCIIByte.tab { blank += 1 }
    guard blank < count, base[blank] == ASCIIByte.lineFeed || base[blank] == ASCIIByte.carriageReturn else {
      return nil
    }
    return blank + (base[blank] == ASCIIByte.carriageReturn && byte(at: blank + 1) == ASCIIByte.lineFeed ? 2 : 1)
  }

  /// swift-syntax's `advanceIfStringDelimiter`: `length` `#`s at `index` (0 always matches), and
  /// the end of what it consumes, which is one `#` more when there is one.
  func delimiterEnd(at index: Int, length: Int) -> Int? {
    guard length > 0 else { return index }
    var end = index
    while end < count, end - index <= length, base[end] == ASCIIByte.pound { end += 1 }
    return end - index >= length ? end : nil
  }
}
