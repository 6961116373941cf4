/// A byte-level Swift lexer that agrees with swift-syntax's `Lexer.Cursor` on where every token,
/// comment and literal starts and ends, without building strings or allocating per token.
///
/// It keeps only the state swift-syntax's lexer keeps: the open string interpolations, the kind
/// of the previous token (bare regex literals depend on it), and the `try?` regex preference.
/// Comments are handed to a `ScanRecorder` as they are skipped; tokens are returned one by one.
/// Questions about the bytes alone are answered by `SourceBuffer`.
struct SwiftLexer {
  let source: SourceBuffer
  /// Copies of `source`'s fields and `WordTable.shared`, read directly by the hot paths.
  let base: UnsafePointer<UInt8>
  let count: Int
  let classes: UnsafePointer<ByteClass>
  let words: WordTable
  var offset = 0
  /// The string interpolations being lexed, innermost last.
  var interpolations: [InterpolationFrame] = []
  /// Whether `interpolations` is not empty, kept as a stored flag because the check runs on every
  /// line break and `isEmpty` is a generic call in a debug build.
  var isInInterpolation = false
  /// Whether the innermost interpolation has closed, so the string's content continues.
  var isAwaitingStringContent = false
  /// The previous token. At the start of the file this is `.semicolon`, which behaves as
  /// swift-syntax's "no previous token" everywhere the lexer looks.
  var previousKind: TokenKind = .semicolon
  var previousWord: Word = .other
  /// Set after `try?` / `try!`: the next `/` prefers to start a regex literal.
  var prefersRegexLiteral = false
  /// Set when the token just lexed opened an interpolation, which counts as a `(` for the next.
  var openedInterpolation = false
  /// The end of a regex literal that follows the operator token just returned (`!/x/`).
  var pendingRegexLiteralEnd = -1
  /// Caches that keep rescans of the same bytes linear; see their users.
  var conflictMarkerSearch = ConflictMarkerSearch()
  var placeholderEndSearch = PlaceholderEndSearch()

  init(source: SourceBuffer) {
    self.source = source
    self.base = source.base
    self.count = source.count
    self.classes = source.classes
    self.words = WordTable.shared
    interpolations.reserveCapacity(8)
  }

  /// Lexes the next token, reporting the comments before it to `recorder`.
  mutating func next(recording recorder: inout ScanRecorder) -> Token {
    var token: Token
    if pendingRegexLiteralEnd >= 0 {
      token = Token(.regexLiteral, offset, pendingRegexLiteralEnd)
      offset = pendingRegexLiteralEnd
      pendingRegexLiteralEnd = -1
    } else if isAwaitingStringContent {
      token = lexStringContinuation()
    } else {
      let triviaStart = offset
      let isAtStartOfLine = skipTrivia(recording: &recorder)
      token = lexToken()
      token.hasLeadingTrivia = token.start > triviaStart
      token.isAtStartOfLine = isAtStartOfLine
    }
    previousKind = openedInterpolation ? .leftParen : token.kind
    previousWord = token.word
    openedInterpolation = false
    return token
  }

  private mutating func lexToken() -> Token {
    let start = offset
    guard start < count else { return Token(.endOfFile, count, count) }
    let prefersRegex = prefersRegexLiteral
    prefersRegexLiteral = false
    switch classes[Int(base[start])] {
    case .letter, .hexLetter, .underscore, .dollar: return lexIdentifier(startLength: 1)
    case .digit: return lexNumber()
    case .quote, .apostrophe: return lexStringLiteral(delimiterLength: 0)
    case .backtick: return lexBackquotedIdentifier()
    case .pound: return lexPound()
    case .atSign: return punctuation(.atSign)
    case .leftBrace: return punctuation(.leftBrace)
    case .rightBrace: return punctuation(.rightBrace)
    case .leftSquare: return punctuation(.leftSquare)
    case .rightSquare: return punctuation(.rightSquare)
    case .leftParenthesis:
      if !prefersRegex, isInInterpolation { interpolations[interpolations.count - 1].parenDepth += 1 }
      return punctuation(.leftParen)
    case .rightParenthesis:
      if !prefersRegex, isInInterpolation { closeParenthesisInInterpolation() }
      return punctuation(.rightParen)
    case .comma: return punctuation(.comma)
    case .semicolon: return punctuation(.semicolon)
    case .backslash: return punctuation(.backslash)
    case .colon: return lexColon()
    case .exclamationOrQuestionMark:
      if source.isLeftBound(start) { return lexPostfixOptionalChain() }
      return lexOperator(prefersRegex: prefersRegex)
    case .lessThan:
      if let end = source.editorPlaceholderEnd(from: start) {
        offset = end
        return Token(.identifier, start, end)
      }
      return lexOperator(prefersRegex: prefersRegex)
    case .slash, .asterisk, .greaterThan, .period, .otherOperator:
      return lexOperator(prefersRegex: prefersRegex)
    case .nonASCII:
      return lexNonASCIIToken(prefersRegex: prefersRegex)
    case .lineFeed, .carriageReturn, .blank, .nul, .control:
      // Trivia was skipped, so this is unreachable; consume a byte anyway so lexing always ends.
      return punctuation(.unknown)
    }
  }

  private mutating func punctuation(_ kind: TokenKind) -> Token {
    offset += 1
    return Token(kind, offset - 1, offset)
  }

  private mutating func lexColon() -> Token {
    guard source.byte(at: offset + 1) == ASCIIByte.colon else { return punctuation(.colon) }
    offset += 2
    return Token(.colonColon, offset - 2, offset)
  }

  private mutating func lexNonASCIIToken(prefersRegex: Bool) -> Token {
    let (scalar, length) = UnicodeScalarClass.decode(base, count: count, at: offset)
    if UnicodeScalarClass(startingTokenWith: scalar) == .operatorCharacter {
      return lexOperator(prefersRegex: prefersRegex)
    }
    return lexIdentifier(startLength: length)
  }

  /// `?` or `!` right after an expression. After `try` it makes the next `/` prefer a regex
  /// literal, since `try?` cannot be the left side of a division.
  private mutating func lexPostfixOptionalChain() -> Token {
    if case .keyword = previousKind, case .try = previousWord { prefersRegexLiteral = true }
    return punctuation(base[offset] == ASCIIByte.exclamationMark ? .exclamationMark : .postfixQuestionMark)
  }

  /// `#!` shebang, raw string, `#/regex/#`, `#if` and the other pound keywords, or a bare `#`.
  private mutating func lexPound() -> Token {
    let start = offset
    if source.byte(at: start + 1) == ASCIIByte.exclamationMark, start == 0 || base[start - 1] == 0 {
      offset = source.endOfLine(from: start)
      return Token(.shebang, start, offset)
    }
    var pounds = start
    while pounds < count, base[pounds] == ASCIIByte.pound { pounds += 1 }
    if source.byte(at: pounds) == ASCIIByte.quote {
      return lexStringLiteral(delimiterLength: pounds - start)
    }
    if let end = source.regexLiteralEnd(at: start, mustBeRegex: true) {
      offset = end
      return Token(.regexLiteral, start, end)
    }
    var end = start + 1
    while end < count, classes[Int(base[end])].isASCIILetterOrUnderscore { end += 1 }
    let kind = PoundKeyword.kind(spelledBy: base + start + 1, count: end - start - 1)
    if case .pound = kind { end = start + 1 }
    offset = end
    return Token(kind, start, end)
  }
}
