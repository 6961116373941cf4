/// What the declaration tracker remembers of the token before the current one: enough to tell
/// whether a statement can start here, and whether a keyword here declares a type.
///
/// A small value of its own so that asking it costs nothing in a debug build, where calling a
/// non-mutating method of the whole tracker from a mutating one would copy the tracker.
struct PrecedingToken {
  /// `.semicolon` at the start of the file, where a statement starts. Set directly for tokens
  /// that are not keywords (cheaper in a debug build than a call to `update`).
  var kind = TokenKind.semicolon
  var word = Word.other

  mutating func update(to token: Token) { update(kind: token.kind, word: token.word) }

  mutating func update(kind newKind: TokenKind, word newWord: Word) {
    // A keyword after `.` is a member name (`x.enum`), which ends an expression like any other.
    if case .keyword = newKind, case .period = kind {
      kind = .identifier
    } else {
      kind = newKind
    }
    word = newWord
  }

  /// Whether `token` can start a statement or declaration: after `{`, `}`, `;`, a closure's `in`,
  /// a directive, or on a new line after a complete expression or after the `throws` or
  /// `rethrows` that ends a requirement without body (`init() throws`).
  func startsStatement(before token: Token) -> Bool {
    switch kind {
    case .semicolon, .leftBrace, .rightBrace, .shebang, .poundIf, .poundElseif, .poundElse, .poundEndif: true
    case .keyword where word == .in: true
    case .keyword where word == .throws || word == .rethrows: token.isAtStartOfLine
    default: token.isAtStartOfLine && kind.endsExpression(word: word)
    }
  }

  /// The kind of type declaration `token` introduces here, if it is a declaration keyword in a
  /// declaration position: not a member name, an argument label or part of an import; `actor`
  /// only where a declaration can start (`isInDeclarationPrefix`: after attributes or modifiers).
  func declarationKind(introducedBy token: Token, isInDeclarationPrefix: Bool) -> DeclarationKind? {
    let kind: DeclarationKind
    switch token.word {
    case .class where token.kind == .keyword: kind = .class
    case .struct where token.kind == .keyword: kind = .struct
    case .enum where token.kind == .keyword: kind = .enum
    case .protocol where token.kind == .keyword: kind = .protocol
    case .extension where token.kind == .keyword: kind = .extension
    case .actor where isInDeclarationPrefix || startsStatement(before: token): kind = .actor
    default: return nil
    }
    return allowsDeclarationKeyword ? kind : nil
  }

  /// Whether a declaration keyword after this token declares something: it is not a member name
  /// (`x.class`, `Foo.init`), an argument label (`f(class: 1)`), a key path component, or the
  /// kind of a scoped import.
  var allowsDeclarationKeyword: Bool {
    switch kind {
    case .period, .leftParen, .leftSquare, .comma, .backslash: false
    case .keyword: word != .import
    default: true
    }
  }
}
