/// The recursive-descent parser behind `TypeParser`: the token cursor, the outer layers of the
/// grammar (prefixes, `any`/`some`, compositions, postfix operators) and error reporting.
///
/// ```
/// type        := prefix* ('any' | 'some')? composition
/// prefix      := '@' name ('(' name ')')? | 'inout' | 'sending' | 'borrowing' | 'consuming'
/// composition := postfix ('&' postfix)*
/// postfix     := primary ('?' | '!' | '.' 'Type' | '.' 'Protocol')*
/// primary     := nominal | '[' type (':' type)? ']' | parenthesised
/// ```
///
/// A parenthesised list followed by `async`, `throws` or `->` is a function type, which, as in
/// Swift, may only stand as a whole type: `(A) -> B & C` returns `B & C`, and `A & (B) -> C`
/// is an error until the function is parenthesised.
///
/// Nominal and collection types live in `TypeGrammarParser+Primary.swift`, tuples and function
/// types in `TypeGrammarParser+Parenthesized.swift`.
///
/// Nesting is capped at `maximumDepth` levels, measured both ways: on the way down, so that no
/// input can exhaust the stack while parsing, and on the way up (each parse returns the height
/// of what it built), so that postfix operators cannot stack an unbounded tree either.
struct TypeGrammarParser {
  /// A parsed type and the height of its tree (a leaf is 1).
  typealias Parsed = (type: TypeExpression, height: Int)

  static let maximumDepth = 64

  /// Whether `word` is an ownership specifier, written before a type: `inout`, `sending`,
  /// `borrowing`, `consuming`. Compared as literals, not looked up in a set: each name a type
  /// holds is asked several times while it is parsed, and a set hashed it each time.
  static func isSpecifier(_ word: String) -> Bool {
    switch word {
    case "inout", "sending", "borrowing", "consuming": true
    default: false
    }
  }

  /// Whether `word` is `any` or `some`, which make an existential or opaque type of what follows.
  static func isTypeKeyword(_ word: String) -> Bool { word == "any" || word == "some" }

  /// Words that start a type as keywords when written without back-quotes, so they can never
  /// be read as a type name (`any`, `some`, the ownership specifiers).
  static func isPrefixKeyword(_ word: String) -> Bool { isTypeKeyword(word) || isSpecifier(word) }

  private var tokens: TypeTokenizer
  /// The token the parser is at, kept apart from `tokens` so that reading it does not mutate.
  private(set) var current: TypeToken
  /// The text that the next "expected a type after ..." message names: the last token consumed,
  /// or a whole attribute such as `@convention(c)`.
  var previousText: String?

  init(bytes: [UInt8], range: Range<Int>, precededBy precedingText: String?) {
    tokens = TypeTokenizer(bytes: bytes, range: range)
    current = tokens.token(at: 0)
    previousText = precedingText
  }

  /// The token `distance` places after the current one (at most 2: the grammar needs no more).
  mutating func peek(_ distance: Int = 1) -> TypeToken { tokens.token(at: distance) }

  @discardableResult
  mutating func advance() -> TypeToken {
    let token = current
    tokens.advance()
    current = tokens.token(at: 0)
    previousText = token.text
    return token
  }

  mutating func parseCompleteType() throws(TypeSyntaxError) -> TypeExpression {
    let parsed = try parseType(depth: 0)
    guard current.kind == .end else { throw leftoverError(after: parsed.type) }
    return parsed.type
  }

  mutating func parseType(depth: Int) throws(TypeSyntaxError) -> Parsed {
    guard depth < Self.maximumDepth else { throw failure(AnnotationMessages.typeNestedTooDeeply, at: current) }
    let start = current
    let prefixes = try parsePrefixes()
    var parsed: Parsed
    if case .identifier(let keyword, false) = current.kind, Self.isTypeKeyword(keyword) {
      let keywordToken = advance()
      let constraint = try parseComposition(depth: depth, allowsFunction: false)
      parsed = try node(
        keyword == "any" ? .existential(constraint.type) : .opaque(constraint.type), above: constraint,
        at: keywordToken)
    } else {
      parsed = try parseComposition(depth: depth, allowsFunction: true)
    }
    guard !prefixes.isEmpty else { return parsed }
    return try node(.attributed(prefixes, parsed.type), above: parsed, at: start)
  }

  /// A node whose children are `children`, unless it would be nested too deeply.
  func node(_ type: TypeExpression, above children: [Parsed], at token: TypeToken) throws(TypeSyntaxError) -> Parsed {
    try node(type, height: (children.lazy.map(\.height).max() ?? 0) + 1, at: token)
  }

  /// A node whose one child is `child`: most nodes (`?`, `[T]`, a prefix) have one, and are made
  /// without a list of it.
  func node(_ type: TypeExpression, above child: Parsed, at token: TypeToken) throws(TypeSyntaxError) -> Parsed {
    try node(type, height: child.height + 1, at: token)
  }

  /// A node of `height`, unless it would be nested too deeply.
  func node(_ type: TypeExpression, height: Int, at token: TypeToken) throws(TypeSyntaxError) -> Parsed {
    guard height <= Self.maximumDepth else { throw failure(AnnotationMessages.typeNestedTooDeeply, at: token) }
    return (type, height)
  }

  /// The error to report at `token`: the token's own problem when it is malformed.
  func failure(_ message: String, at token: TypeToken) -> TypeSyntaxError {
    if case .malformed(let lexicalMessage) = token.kind {
      return TypeSyntaxError(message: lexicalMessage, offset: token.start)
    }
    return TypeSyntaxError(message: message, offset: token.start)
  }

  /// "expected a type" where the current token cannot start one.
  func expectedTypeError() -> TypeSyntaxError {
    if case .identifier(let word, false) = current.kind, Self.isPrefixKeyword(word) {
      return failure(AnnotationMessages.typeKeywordNotFirst(word), at: current)
    }
    let message = previousText.map(AnnotationMessages.expectedType(after:)) ?? AnnotationMessages.expectedType
    return failure(message, at: current)
  }

  private mutating func parsePrefixes() throws(TypeSyntaxError) -> [String] {
    var prefixes: [String] = []
    while true {
      if current.kind == .at {
        prefixes.append(try parseAttribute())
      } else if case .identifier(let word, false) = current.kind, Self.isSpecifier(word) {
        advance()
        prefixes.append(word)
      } else {
        return prefixes
      }
    }
  }

  /// `@name`, or `@name(argument)` when the parenthesis touches the name (as Swift requires), so
  /// that `@Sendable (Int) -> Void` still reads `(Int)` as the function's parameters.
  private mutating func parseAttribute() throws(TypeSyntaxError) -> String {
    advance()
    guard current.identifierName != nil else { throw failure(AnnotationMessages.expectedAttributeName, at: current) }
    let nameToken = advance()
    var attribute = "@" + nameToken.text
    if current.kind == .leftParenthesis, current.start == nameToken.end {
      advance()
      guard current.identifierName != nil else {
        throw failure(AnnotationMessages.expectedAttributeArgument(attribute), at: current)
      }
      let argument = advance().text
      guard current.kind == .rightParenthesis else {
        throw failure(AnnotationMessages.expectedAttributeArgumentEnd(attribute), at: current)
      }
      advance()
      attribute += "(\(argument))"
    }
    previousText = attribute
    return attribute
  }

  /// `allowsFunction`: whether the first element may be a function type. Only a whole type may
  /// be one, as in Swift: after `any`, `some` or `&` it needs parentheses, so that the tree read
  /// is the tree printed.
  private mutating func parseComposition(depth: Int, allowsFunction: Bool) throws(TypeSyntaxError) -> Parsed {
    let first = try parsePostfix(depth: depth, allowsFunction: allowsFunction)
    guard current.kind == .ampersand else { return first }
    let ampersand = current
    var elements = [first]
    while current.kind == .ampersand {
      advance()
      elements.append(try parsePostfix(depth: depth, allowsFunction: false))
    }
    return try node(.composition(elements.map(\.type)), above: elements, at: ampersand)
  }

  private mutating func parsePostfix(depth: Int, allowsFunction: Bool) throws(TypeSyntaxError) -> Parsed {
    var parsed = try parsePrimary(depth: depth, allowsFunction: allowsFunction)
    while true {
      let token = current
      switch token.kind {
      case .questionMark:
        advance()
        parsed = try node(.optional(parsed.type), above: parsed, at: token)
      case .exclamationMark:
        advance()
        parsed = try node(.implicitlyUnwrappedOptional(parsed.type), above: parsed, at: token)
      case .period where peek().isKeyword("Type") || peek().isKeyword("Protocol"):
        advance()
        let isProtocol = advance().isKeyword("Protocol")
        parsed = try node(.metatype(parsed.type, isProtocol: isProtocol), above: parsed, at: token)
      case .period:
        let isNominal = if case .nominal = parsed.type { true } else { false }
        let message = isNominal ? AnnotationMessages.expectedMember : AnnotationMessages.expectedMetatypeKeyword
        throw failure(message, at: peek())
      default:
        return parsed
      }
    }
  }

  private mutating func parsePrimary(depth: Int, allowsFunction: Bool) throws(TypeSyntaxError) -> Parsed {
    switch current.kind {
    case .identifier(let word, let isBackQuoted) where isBackQuoted || !Self.isPrefixKeyword(word):
      return try parseNominal(depth: depth)
    case .leftBracket: return try parseCollection(depth: depth)
    case .leftParenthesis: return try parseParenthesized(depth: depth, allowsFunction: allowsFunction)
    default: throw expectedTypeError()
    }
  }

  private func leftoverError(after type: TypeExpression) -> TypeSyntaxError {
    let message =
      current.kind == .arrow
      ? AnnotationMessages.unparenthesizedParameters(of: type.description)
      : AnnotationMessages.unexpectedText(current.text, afterType: type.description)
    return failure(message, at: current)
  }
}
