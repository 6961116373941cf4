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
  /// The token being lexed.
  var token = Token(.endOfFile, 0, 0)
  /// Set after `try?` / `try!`: the next `/` prefers to start a regex literal.
  var prefersRegexLiteral = false
  /// `prefersRegexLiteral` as it was when the token being lexed started.
  var tokenPrefersRegexLiteral = false
  /// Set when the token just lexed opened an interpolation, which counts as a `(` for the next.
  var openedInterpolation = false
  /// The end of a regex literal that follows the operator token just returned (`!/x/`).
  var pendingRegexLiteralEnd = -1
  /// Caches that keep rescans of the same bytes linear; see their users.
  var conflictMarkerSearch = ConflictMarkerSearch()
  var placeholderEndSearch = PlaceholderEndSearch()
  /// Where the last search for a code block's end stopped without finding it
  /// (`skipCodeBlock(recordsEveryComment:)`); no search starts before it.
  var codeBlockSearchFloor = 0
  /// The `#if` blocks a search opened and has not yet closed.
  var codeBlockConditionalDepth = 0

  init(source: SourceBuffer) {
    self.source = source
    self.base = source.base
    self.count = source.count
    self.classes = source.classes
    self.words = WordTable.shared
    interpolations.reserveCapacity(8)
  }

  /// Lexes the next token, reporting the comments before it to `recorder`.
  ///
  /// The token is built in place in `token` by the functions that lex it, which return its kind
  /// and leave `offset` at its end: in a debug build every local variable, initializer call and
  /// copy of a token costs, and this runs for every token of every file.
  mutating func next(recording recorder: inout ScanRecorder) -> Token {
    token.start = offset
    token.isAtStartOfLine = false
    if pendingRegexLiteralEnd < 0, !isAwaitingStringContent, offset < count {
      switch classes[Int(base[offset])] {
      case .blank, .nul, .control, .lineFeed, .carriageReturn, .slash, .lessThan, .greaterThan, .nonASCII:
        skipTrivia(recording: &recorder)
      default:
        break  // a token follows the previous one directly: skip the call
      }
    }
    token.hasLeadingTrivia = offset > token.start
    token.start = offset
    token.word = .other
    token.kind = lexToken()
    token.end = offset
    previousKind = openedInterpolation ? .leftParen : token.kind
    previousWord = token.word
    openedInterpolation = false
    return token
  }

  private mutating func lexToken() -> TokenKind {
    if pendingRegexLiteralEnd >= 0 {
      offset = pendingRegexLiteralEnd
      pendingRegexLiteralEnd = -1
      return .regexLiteral
    }
    if isAwaitingStringContent { return lexStringContinuation() }
    guard offset < count else { return .endOfFile }
    tokenPrefersRegexLiteral = prefersRegexLiteral
    prefersRegexLiteral = false
    let kind: TokenKind  // of a one-byte token
    switch classes[Int(base[offset])] {
    case .letter, .hexLetter, .underscore, .dollar: return lexIdentifier(startLength: 1)
    case .digit: return lexNumber()
    case .quote, .apostrophe: return lexStringLiteral(delimiterLength: 0)
    case .backtick: return lexBackquotedIdentifier()
    case .pound: return lexPound()
    case .colon: return lexColon()
    case .exclamationOrQuestionMark:
      return source.isLeftBound(offset) ? lexPostfixOptionalChain() : lexOperator()
    case .lessThan: return lexEditorPlaceholderOrOperator()
    case .slash, .asterisk, .greaterThan, .period, .otherOperator: return lexOperator()
    case .nonASCII: return lexNonASCIIToken()
    case .atSign, .leftBrace, .rightBrace, .leftSquare, .rightSquare, .comma, .semicolon, .backslash:
      kind = TokenKind(punctuation: classes[Int(base[offset])]) ?? .unknown
    case .leftParenthesis:
      if !tokenPrefersRegexLiteral, isInInterpolation { interpolations[interpolations.count - 1].parenDepth += 1 }
      kind = .leftParen
    case .rightParenthesis:
      if !tokenPrefersRegexLiteral, isInInterpolation { closeParenthesisInInterpolation() }
      kind = .rightParen
    case .lineFeed, .carriageReturn, .blank, .nul, .control:
      kind = .unknown  // unreachable after trivia; consumed anyway so that lexing always ends
    }
    offset += 1
    return kind
  }

  private mutating func punctuation(_ kind: TokenKind) -> TokenKind {
    offset += 1
    return kind
  }

  private mutating func lexColon() -> TokenKind {
    guard source.byte(at: offset + 1) == ASCIIByte.colon else { return punctuation(.colon) }
    offset += 2
    return .colonColon
  }

  private mutating func lexNonASCIIToken() -> TokenKind {
    let (scalar, length) = UnicodeScalarClass.decode(base, count: count, at: offset)
    if UnicodeScalarClass(startingTokenWith: scalar) == .operatorCharacter { return lexOperator() }
    return lexIdentifier(startLength: length)
  }

  private mutating func lexEditorPlaceholderOrOperator() -> TokenKind {
    guard let end = source.editorPlaceholderEnd(from: offset) else { return lexOperator() }
    offset = end
    return .identifier
  }

  /// `?` or `!` right after an expression. After `try` it makes the next `/` prefer a regex
  /// literal, since `try?` cannot be the left side of a division.
  private mutating func lexPostfixOptionalChain() -> TokenKind {
    if case .keyword = previousKind, case .try = previousWord { prefersRegexLiteral = true }
    return punctuation(base[offset] == ASCIIByte.exclamationMark ? .exclamationMark : .postfixQuestionMark)
  }

  /// `#!` shebang, raw string, `#/regex/#`, `#if` and the other pound keywords, or a bare `#`.
  private mutating func lexPound() -> TokenKind {
    let start = offset
    if source.byte(at: start + 1) == ASCIIByte.exclamationMark, start == 0 || base[start - 1] == 0 {
      offset = source.endOfLine(from: start)
      return .shebang
    }
    var pounds = start
    while pounds < count, base[pounds] == ASCIIByte.pound { pounds += 1 }
    if source.byte(at: pounds) == ASCIIByte.quote {
      return lexStringLiteral(delimiterLength: pounds - start)
    }
    if let end = source.regexLiteralEnd(at: start, mustBeRegex: true) {
      offset = end
      return .regexLiteral
    }
    var end = start + 1
    while end < count, classes[Int(base[end])].isASCIILetterOrUnderscore { end += 1 }
    let kind = PoundKeyword.kind(spelledBy: base + start + 1, count: end - start - 1)
    offset = kind == .pound ? start + 1 : end
    return kind
  }
}

/// The `#` keywords swift-syntax's lexer turns into their own tokens (`lexMagicPoundLiteral`).
/// Any other `#name` (`#selector`, `#warning`, a macro) is a bare `#` followed by an identifier.
enum PoundKeyword {
  /// The token kind for `#` followed by the `count` letters at `start`.
  static func kind(spelledBy start: UnsafePointer<UInt8>, count: Int) -> TokenKind {
    switch count {
    case 2 where matches(start, "if"): .poundIf
    case 4 where matches(start, "else"): .poundElse
    case 5 where matches(start, "endif"): .poundEndif
    case 6 where matches(start, "elseif"): .poundElseif
    case 9 where matches(start, "available"): .poundAvailable
    case 11 where matches(start, "unavailable"): .poundUnavailable
    case 14 where matches(start, "sourceLocation"): .poundSourceLocation
    default: .pound
    }
  }

  private static func matches(_ start: UnsafePointer<UInt8>, _ spelling: StaticString) -> Bool {
    for index in 0..<spelling.utf8CodeUnitCount where start[index] != spelling.utf8Start[index] { return false }
    return true
  }
}
