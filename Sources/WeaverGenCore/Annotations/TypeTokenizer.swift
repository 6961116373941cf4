/// Splits the bytes of a type into tokens, skipping whitespace, one token at a time as the parser
/// asks for them.
///
/// `>` is always its own token, so `A<B<C>>` needs no special case: the parser closes one
/// generic argument list per `>`. `<-` and `<=` become single unknown tokens, so a type written
/// before an annotation's arrow reports the arrow as one piece of text left over. The tokens
/// always end with `.end`, and nothing follows a malformed token (an unterminated back-quote
/// runs to the end anyway).
///
/// Tokens are made on demand and only the few the parser looks at are kept: a type nested past the
/// parser's limit, or any other error, is reported after reading as far as the error and no further,
/// and a multi-megabyte annotation line never becomes an array of tokens, each with its own text.
struct TypeTokenizer {
  private let bytes: [UInt8]
  private let limit: Int
  /// Where the next token not yet in `window` starts looking.
  private var position: Int
  /// The current token and the ones read ahead of it; the last is `.end` once the text is read.
  private var window: [TypeToken] = []
  private var isFinished = false

  init(bytes: [UInt8], range: Range<Int>) {
    self.bytes = bytes
    limit = range.upperBound
    position = range.lowerBound
    window.reserveCapacity(3)
    fill(upTo: 0)
  }

  /// The token `distance` places after the current one; `.end` past the end.
  mutating func token(at distance: Int) -> TypeToken {
    fill(upTo: distance)
    return window[min(distance, window.count - 1)]
  }

  /// Moves past the current token, unless it is the end.
  mutating func advance() {
    fill(upTo: 1)
    if window.count > 1 { window.removeFirst() }
  }

  private mutating func fill(upTo distance: Int) {
    while window.count <= distance && !isFinished {
      window.append(next())
    }
  }

  private mutating func next() -> TypeToken {
    while position < limit, Self.isWhitespace(bytes[position]) { position += 1 }
    guard position < limit else { return finish() }
    let token = Self.token(in: bytes, at: position, limit: limit)
    position = token.end
    if case .malformed = token.kind {
      window.append(token)
      return finish()
    }
    return token
  }

  private mutating func finish() -> TypeToken {
    isFinished = true
    return TypeToken(kind: .end, start: position, end: position, text: "")
  }

  private static func token(in bytes: [UInt8], at start: Int, limit: Int) -> TypeToken {
    func make(_ kind: TypeToken.Kind, length: Int) -> TypeToken {
      TypeToken(kind: kind, start: start, end: start + length, text: text(bytes, start..<(start + length)))
    }
    switch SwiftIdentifier.scan(bytes, at: start, limit: limit) {
    case .name(let name, let end, let isBackQuoted):
      // A name written without back-quotes is its own text: not decoded a second time.
      let kind = TypeToken.Kind.identifier(name: name, isBackQuoted: isBackQuoted)
      if !isBackQuoted { return TypeToken(kind: kind, start: start, end: end, text: name) }
      return make(kind, length: end - start)
    case .malformed(let message, let end):
      return make(.malformed(message: message), length: end - start)
    case .none:
      break
    }
    let next = start + 1 < limit ? bytes[start + 1] : 0
    switch bytes[start] {
    case UInt8(ascii: "<") where next == UInt8(ascii: "-") || next == UInt8(ascii: "="):
      return make(.unknown, length: 2)
    case UInt8(ascii: "-") where next == UInt8(ascii: ">"):
      return make(.arrow, length: 2)
    case UInt8(ascii: ".") where next == UInt8(ascii: ".") && start + 2 < limit && bytes[start + 2] == next:
      return make(.ellipsis, length: 3)
    default:
      if let kind = singleByteKind(bytes[start]) { return make(kind, length: 1) }
      let (_, length) = UnicodeScalarReader.scalar(in: bytes, at: start, limit: limit)
      return make(.unknown, length: length)
    }
  }

  /// The kind of a one-byte token: a switch, where a table keyed by the byte hashed it.
  private static func singleByteKind(_ byte: UInt8) -> TypeToken.Kind? {
    switch byte {
    case UInt8(ascii: "<"): .leftAngle
    case UInt8(ascii: ">"): .rightAngle
    case UInt8(ascii: "("): .leftParenthesis
    case UInt8(ascii: ")"): .rightParenthesis
    case UInt8(ascii: "["): .leftBracket
    case UInt8(ascii: "]"): .rightBracket
    case UInt8(ascii: ":"): .colon
    case UInt8(ascii: ","): .comma
    case UInt8(ascii: "."): .period
    case UInt8(ascii: "?"): .questionMark
    case UInt8(ascii: "!"): .exclamationMark
    case UInt8(ascii: "&"): .ampersand
    case UInt8(ascii: "@"): .at
    default: nil
    }
  }

  /// Spaces, tabs and line breaks; types in annotations sit on one line, but `TypeParser` also
  /// reads types from other places.
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
      || byte == UInt8(ascii: "\r") || byte == 0x0B || byte == 0x0C
  }

  private static func text(_ bytes: [UInt8], _ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }
}
