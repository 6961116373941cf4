/// How swift-syntax's lexer treats a non-ASCII scalar in code (outside literals and comments).
///
/// Identifiers may hold most of Unicode, some ranges are operator characters (`≤`, `→`, `∘`), and
/// the rest (a non-breaking space, a byte order mark, invalid UTF-8) is skipped as trivia. Only
/// code is classified this way, so the decoding cost is paid on the rare non-ASCII identifier.
enum UnicodeScalarClass: Equatable {
  /// Starts an identifier (also a combining mark, which swift-syntax lexes as a faulty identifier).
  case identifier
  /// Starts an operator.
  case operatorCharacter
  /// Skipped like whitespace.
  case trivia

  /// The class of the scalar that starts a token (`nil`: invalid UTF-8).
  init(startingTokenWith scalar: UInt32?) {
    guard let scalar, scalar != 0xFEFF else {
      self = .trivia  // invalid UTF-8, byte order mark
      return
    }
    if Self.isIdentifierContinuation(scalar) {
      self = .identifier
    } else if Self.isOperatorStart(scalar) {
      self = .operatorCharacter
    } else {
      self = .trivia
    }
  }

  /// Decodes the scalar at `offset` the way swift-syntax does: an invalid sequence consumes bytes
  /// up to the next byte that can start a scalar, and yields `nil`. The length is at least 1.
  static func decode(_ base: UnsafePointer<UInt8>, count: Int, at offset: Int) -> (scalar: UInt32?, length: Int) {
    let first = base[offset]
    if first < 0x80 { return (UInt32(first), 1) }
    guard isStartOfScalar(first) else {
      var end = offset + 1
      while end < count, !isStartOfScalar(base[end]) { end += 1 }
      return (nil, end - offset)
    }
    let length = (~first).leadingZeroBitCount
    var value = UInt32(first & (0xFF >> (length + 1)))
    var end = offset + 1
    while end < offset + length {
      guard end < count, base[end] & 0xC0 == 0x80 else { return (nil, end - offset) }
      value = value << 6 | UInt32(base[end] & 0x3F)
      end += 1
    }
    let bits = 32 - value.leadingZeroBitCount
    let minimalLength = bits <= 11 ? 2 : bits <= 16 ? 3 : 4
    let isScalar = minimalLength == length && !(0xD800...0xDFFF).contains(value) && value <= 0x10FFFF
    return (isScalar ? value : nil, length)
  }

  /// RFC 3629: bytes 0x80–0xC1 and 0xF5–0xFF never start a scalar.
  static func isStartOfScalar(_ byte: UInt8) -> Bool { byte < 0x80 || (byte >= 0xC2 && byte < 0xF5) }

  /// Combining marks, which may continue but not start an identifier, and continue operators.
  static func isCombiningMark(_ c: UInt32) -> Bool {
    (0x0300...0x036F).contains(c) || (0x1DC0...0x1DFF).contains(c) || (0x20D0...0x20FF).contains(c)
      || (0xFE20...0xFE2F).contains(c)
  }

  /// Unicode math, symbol, arrow, dingbat and line-drawing characters.
  static func isOperatorStart(_ c: UInt32) -> Bool {
    switch c {
    case 0x00A1...0x00A7, 0x00A9, 0x00AB, 0x00AC, 0x00AE, 0x00B0, 0x00B1, 0x00B6, 0x00BB, 0x00BF, 0x00D7, 0x00F7,
      0x2016, 0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E, 0x2190...0x23FF,
      0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3030:
      return true
    default:
      return false
    }
  }

  /// Operator starts, combining marks and variation selectors.
  static func isOperatorContinuation(_ c: UInt32) -> Bool {
    isOperatorStart(c) || isCombiningMark(c) || (0xFE00...0xFE0F).contains(c) || (0xE0100...0xE01EF).contains(c)
  }

  /// The ranges of N1518 Annex X.1 that swift-syntax allows in identifiers.
  static func isIdentifierContinuation(_ c: UInt32) -> Bool {
    switch c {
    case 0x00A8, 0x00AA, 0x00AD, 0x00AF, 0x00B2...0x00B5, 0x00B7...0x00BA, 0x00BC...0x00BE, 0x00C0...0x00D6,
      0x00D8...0x00F6, 0x00F8...0x00FF, 0x0100...0x167F, 0x1681...0x180D, 0x180F...0x1FFF, 0x200B...0x200D,
      0x202A...0x202E, 0x203F...0x2040, 0x2054, 0x2060...0x206F, 0x2070...0x218F, 0x2460...0x24FF,
      0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F,
      0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE44, 0xFE47...0xFFF8:
      return true
    case 0x10000...0xEFFFD:
      return c & 0xFFFF <= 0xFFFD
    default:
      return false
    }
  }
}
