/// The token kinds of swift-syntax's lexer that the scanner needs to tell apart: for the bare
/// regex literal heuristics (which look at the previous token) and for finding declarations.
/// String and regex literals are single tokens; an interpolated string is split into segments
/// around the tokens of its interpolations.
enum TokenKind: UInt8 {
  case endOfFile
  /// A plain, back-quoted or `$` identifier, a contextual keyword, or an editor placeholder.
  case identifier
  /// A lexer-classified keyword (see `Word.isLexerKeyword`).
  case keyword
  case number
  /// A string literal, or a segment of one that ends at or starts after an interpolation.
  case stringLiteral
  case regexLiteral
  case leftParen, rightParen, leftBrace, rightBrace, leftSquare, rightSquare
  case comma, semicolon, colon, colonColon
  case atSign, backslash, pound, backtick
  case poundIf, poundElseif, poundElse, poundEndif, poundAvailable, poundUnavailable, poundSourceLocation
  case period, equal, arrow, prefixAmpersand, infixQuestionMark, postfixQuestionMark, exclamationMark
  case binaryOperator, prefixOperator, postfixOperator
  case shebang
  /// Something swift-syntax lexes as an error token (`*/` outside a comment, a curly quote).
  case unknown

  /// The token a byte of this class is by itself: a bracket, `,`, `;`, `@` or `\`; `nil` for the
  /// other classes.
  init?(punctuation byteClass: ByteClass) {
    switch byteClass {
    case .leftParenthesis: self = .leftParen
    case .rightParenthesis: self = .rightParen
    case .leftBrace: self = .leftBrace
    case .rightBrace: self = .rightBrace
    case .leftSquare: self = .leftSquare
    case .rightSquare: self = .rightSquare
    case .comma: self = .comma
    case .semicolon: self = .semicolon
    case .atSign: self = .atSign
    case .backslash: self = .backslash
    default: return nil
    }
  }

  /// Whether a `/` after this token may start a bare regex literal: swift-syntax's
  /// `isInRegexLiteralPosition`, which expects an expression after these tokens.
  func allowsRegexLiteralAfter(word: Word) -> Bool {
    switch self {
    case .leftBrace, .leftParen, .leftSquare, .prefixOperator, .prefixAmpersand, .binaryOperator, .equal,
      .semicolon, .comma, .colon, .infixQuestionMark, .poundIf, .poundElse, .poundElseif, .poundEndif, .unknown:
      true
    case .keyword:
      !word.isExpressionKeyword
    default:
      false
    }
  }

  /// Whether the token can end an expression, so that a token on the next line starts a new
  /// statement rather than continuing this one.
  func endsExpression(word: Word) -> Bool {
    switch self {
    case .identifier, .number, .stringLiteral, .regexLiteral, .rightParen, .rightSquare, .rightBrace,
      .postfixOperator, .postfixQuestionMark, .exclamationMark:
      true
    case .keyword:
      word.isExpressionKeyword
    default:
      false
    }
  }
}

/// One token: its kind, its byte range, and what preceded it. The lexer fills one in place for
/// each token it reads.
///
/// The one-byte fields come first, so that the token takes three words: it is copied several
/// times per token in a debug build.
struct Token {
  var kind: TokenKind
  /// The spelling, for identifiers and keywords; `.other` otherwise.
  var word: Word
  /// Whether whitespace or a comment separates this token from the previous one.
  var hasLeadingTrivia = false
  /// Whether a line break separates this token from the previous one.
  var isAtStartOfLine = false
  /// For a string literal segment, whether it ends with the `\(` of an interpolation, whose `)`
  /// is a token of its own: readers that count parentheses count it as a `(`. Set with each
  /// string literal token only (so not on every token); meaningless for other kinds.
  var opensInterpolation = false
  var start: Int
  var end: Int

  init(_ kind: TokenKind, _ start: Int, _ end: Int) {
    self.kind = kind
    self.word = .other
    self.start = start
    self.end = end
  }
}
