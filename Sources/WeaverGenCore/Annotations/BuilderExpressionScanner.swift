/// Checks that a builder expression's brackets and string literals balance (docs/language.md).
///
/// The expression is copied verbatim into generated code, so an unbalanced `(` would surface as
/// a compiler error in a file the user never wrote; catching it here points at the annotation
/// instead. Strings are followed with their escapes, raw-string hashes and interpolations
/// (`"\(f("x)"))"`), so brackets and quotes inside them are not miscounted. Nothing else about
/// the expression is checked: that is the compiler's job.
enum BuilderExpressionScanner {
  struct Imbalance: Equatable {
    var message: String
    var offset: Int
  }

  private enum Context {
    case bracket(open: UInt8, offset: Int)
    /// A string literal opened at `offset` with `hashes` `#` characters (raw string).
    case string(offset: Int, hashes: Int)
    /// `\(` inside a string, closed by `)`; `offset` is the backslash's.
    case interpolation(offset: Int)
  }

  private static let closers: [UInt8: UInt8] = [
    UInt8(ascii: "("): UInt8(ascii: ")"), UInt8(ascii: "["): UInt8(ascii: "]"), UInt8(ascii: "{"): UInt8(ascii: "}"),
  ]

  static func firstImbalance(in bytes: [UInt8], range: Range<Int>) -> Imbalance? {
    var stack: [Context] = []
    var offset = range.lowerBound
    while offset < range.upperBound {
      if case .string(_, let hashes) = stack.last {
        offset = stepInString(bytes, at: offset, hashes: hashes, limit: range.upperBound, stack: &stack)
        continue
      }
      let byte = bytes[offset]
      if let hashes = stringOpening(bytes, at: offset, limit: range.upperBound) {
        stack.append(.string(offset: offset, hashes: hashes))
        offset += hashes + 1
      } else if closers[byte] != nil {
        stack.append(.bracket(open: byte, offset: offset))
        offset += 1
      } else if closers.values.contains(byte) {
        if let imbalance = close(byte, at: offset, stack: &stack) { return imbalance }
        offset += 1
      } else {
        offset += 1
      }
    }
    return stack.last.map(unclosed)
  }

  /// The number of `#` before a `"` that opens a string at `offset`, or `nil`.
  private static func stringOpening(_ bytes: [UInt8], at offset: Int, limit: Int) -> Int? {
    var end = offset
    while end < limit, bytes[end] == UInt8(ascii: "#") { end += 1 }
    guard end < limit, bytes[end] == UInt8(ascii: "\"") else { return nil }
    return end - offset
  }

  /// Moves past one character, escape, interpolation start or closing quote of a string.
  private static func stepInString(
    _ bytes: [UInt8], at offset: Int, hashes: Int, limit: Int, stack: inout [Context]
  ) -> Int {
    let afterHashes = offset + 1 + hashes
    let isFollowedByHashes =
      afterHashes <= limit && bytes[(offset + 1)..<afterHashes].allSatisfy { $0 == UInt8(ascii: "#") }
    if bytes[offset] == UInt8(ascii: "\""), isFollowedByHashes {
      stack.removeLast()
      return afterHashes
    }
    guard bytes[offset] == UInt8(ascii: "\\"), isFollowedByHashes, afterHashes < limit else { return offset + 1 }
    if bytes[afterHashes] == UInt8(ascii: "(") { stack.append(.interpolation(offset: offset)) }
    return afterHashes + 1
  }

  private static func close(_ byte: UInt8, at offset: Int, stack: inout [Context]) -> Imbalance? {
    let close = String(UnicodeScalar(byte))
    switch stack.last {
    case .bracket(let open, _) where closers[open] == byte:
      stack.removeLast()
      return nil
    case .interpolation where byte == UInt8(ascii: ")"):
      stack.removeLast()
      return nil
    case .bracket(let open, _):
      let expected = String(UnicodeScalar(closers[open] ?? byte))
      let message = AnnotationMessages.mismatchedClosingBracket(
        close, expected: expected, open: String(UnicodeScalar(open)))
      return Imbalance(message: message, offset: offset)
    case .interpolation:
      let message = AnnotationMessages.mismatchedClosingBracket(close, expected: ")", open: "\\(")
      return Imbalance(message: message, offset: offset)
    case .string, nil:
      return Imbalance(message: AnnotationMessages.unexpectedClosingBracket(close), offset: offset)
    }
  }

  private static func unclosed(_ context: Context) -> Imbalance {
    switch context {
    case .bracket(let open, let offset):
      let close = String(UnicodeScalar(closers[open] ?? open))
      return Imbalance(
        message: AnnotationMessages.unclosedBracket(String(UnicodeScalar(open)), close: close), offset: offset)
    case .interpolation(let offset):
      return Imbalance(message: AnnotationMessages.unclosedBracket("\\(", close: ")"), offset: offset)
    case .string(let offset, let hashes):
      let closing = "\"" + String(repeating: "#", count: hashes)
      return Imbalance(message: AnnotationMessages.unterminatedString(closing: closing), offset: offset)
    }
  }
}
