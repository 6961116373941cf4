/// Decodes one Unicode scalar from UTF-8 bytes.
///
/// The grammars walk bytes so that offsets are UTF-8 columns, but identifiers may hold Unicode
/// letters and diagnostics quote whole characters, so they need the scalar at an offset. The
/// bytes always come from a Swift `String` and are valid UTF-8; a sequence cut short by `limit`
/// still decodes (as U+FFFD, one byte long), so no input can stop a caller from moving on.
enum UnicodeScalarReader {
  /// The scalar starting at `index` and the number of bytes it takes.
  static func scalar(in bytes: [UInt8], at index: Int, limit: Int) -> (Unicode.Scalar, length: Int) {
    let lead = bytes[index]
    let length = sequenceLength(lead)
    guard length > 1 else { return (Unicode.Scalar(lead), 1) }
    guard index + length <= limit else { return (replacement, 1) }
    var value = UInt32(lead) & (0xFF >> UInt32(length + 1))
    for offset in 1..<length {
      let byte = bytes[index + offset]
      guard byte & 0xC0 == 0x80 else { return (replacement, 1) }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    guard let scalar = Unicode.Scalar(value) else { return (replacement, 1) }
    return (scalar, length)
  }

  /// The text of the character (scalar) at `index`, for quoting it in a message.
  static func text(in bytes: [UInt8], at index: Int, limit: Int) -> (String, length: Int) {
    let (scalar, length) = scalar(in: bytes, at: index, limit: limit)
    return (String(scalar), length)
  }

  private static let replacement: Unicode.Scalar = "\u{FFFD}"

  private static func sequenceLength(_ lead: UInt8) -> Int {
    switch lead {
    case 0xF0...0xF7: 4
    case 0xE0...0xEF: 3
    case 0xC0...0xDF: 2
    default: 1
    }
  }
}
