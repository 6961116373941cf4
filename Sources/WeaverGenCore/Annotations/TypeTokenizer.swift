/// Splits the bytes of a type into tokens, skipping whitespace.
///
/// `>` is always its own token, so `A<B<C>>` needs no special case: the parser closes one
/// generic argument list per `>`. `<-` and `<=` become single unknown tokens, so a type written
/// before an annotation's arrow reports the arrow as one piece of text left over. The token list
/// always ends with `.end`, and nothing follows a malformed token (an unterminated back-quote
/// runs to the end anyway).
enum TypeTokenizer {
  static func tokens(in bytes: [UInt8], range: Range<Int>) -> [TypeToken] {
    var tokens: [TypeToken] = []
    var index = range.lowerBound
    while true {
      while index < range.upperBound, isWhitespace(bytes[index]) { index += 1 }
      guard index < range.upperBound else { break }
      let token = token(in: bytes, at: index, limit: range.upperBound)
      tokens.append(token)
      index = token.end
      if case .malformed = token.kind { break }
    }
    tokens.append(TypeToken(kind: .end, start: index, end: index, text: ""))
    return tokens
  }

  private static func token(in bytes: [UInt8], at start: Int, limit: Int) -> TypeToken {
    func make(_ kind: TypeToken.Kind, length: Int) -> TypeToken {
      TypeToken(kind: kind, start: start, end: start + length, text: text(bytes, start..<(start + length)))
    }
    switch SwiftIdentifier.scan(bytes, at: start, limit: limit) {
    case .name(let name, let end, let isBackQuoted):
      return make(.identifier(name: name, isBackQuoted: isBackQuoted), length: end - start)
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
      if let kind = singleByteKinds[bytes[start]] { return make(kind, length: 1) }
      let (_, length) = UnicodeScalarReader.scalar(in: bytes, at: start, limit: limit)
      return make(.unknown, length: length)
    }
  }

  private static let singleByteKinds: [UInt8: TypeToken.Kind] = [
    UInt8(ascii: "<"): .leftAngle, UInt8(ascii: ">"): .rightAngle,
    UInt8(ascii: "("): .leftParenthesis, UInt8(ascii: ")"): .rightParenthesis,
    UInt8(ascii: "["): .leftBracket, UInt8(ascii: "]"): .rightBracket,
    UInt8(ascii: ":"): .colon, UInt8(ascii: ","): .comma, UInt8(ascii: "."): .period,
    UInt8(ascii: "?"): .questionMark, UInt8(ascii: "!"): .exclamationMark,
    UInt8(ascii: "&"): .ampersand, UInt8(ascii: "@"): .at,
  ]

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
