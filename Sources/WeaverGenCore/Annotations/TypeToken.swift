/// One token of the type grammar, with where it was written.
struct TypeToken: Equatable {
  enum Kind: Equatable {
    /// A name, keyword or contextual keyword (`any`, `async`, `Type`, ...); `name` has no back-quotes.
    case identifier(name: String, isBackQuoted: Bool)
    case leftAngle
    case rightAngle
    case leftParenthesis
    case rightParenthesis
    case leftBracket
    case rightBracket
    case colon
    case comma
    case period
    case ellipsis
    case questionMark
    case exclamationMark
    case ampersand
    case at
    case arrow
    /// Text the type grammar has no use for (`#`, `=`, `<-`, `→`); the parser reports it in context.
    case unknown
    /// Text that is wrong on its own (an unterminated back-quote); the message comes with it.
    case malformed(message: String)
    /// The end of the text.
    case end
  }

  var kind: Kind
  /// Byte offsets of the token in the parsed bytes.
  var start: Int
  var end: Int
  /// The token as written, for messages.
  var text: String

  /// Whether this token is the keyword `word`, written without back-quotes.
  func isKeyword(_ word: String) -> Bool {
    kind == .identifier(name: word, isBackQuoted: false)
  }

  /// The name when the token is an identifier.
  var identifierName: String? {
    guard case .identifier(let name, _) = kind else { return nil }
    return name
  }

  /// Whether the token is a back-quoted name, which is never a keyword.
  var isBackQuoted: Bool {
    guard case .identifier(_, let isBackQuoted) = kind else { return false }
    return isBackQuoted
  }
}
