/// Number literals, with swift-syntax's boundaries: `0x`/`0o`/`0b` forms, `_` separators,
/// fractions only when a digit follows the `.` (`1.description` is a member access, and so is
/// `x.0.1`), exponents with their sign (`1e-3`, `0x1p-2`), and trailing identifier characters
/// swallowed as an error rather than starting a new token.
extension SwiftLexer {
  mutating func lexNumber() -> TokenKind {
    let start = offset
    let second = source.byte(at: start + 1)
    if base[start] == ASCIIByte.zero, second == ASCIIByte.lowercaseX {
      offset = source.hexNumberEnd(from: start + 2)
    } else if base[start] == ASCIIByte.zero, second == ASCIIByte.lowercaseO || second == ASCIIByte.lowercaseB {
      offset = source.identifierContinuationEnd(from: start + 2)
    } else if case .period = previousKind {
      offset = source.decimalNumberEnd(from: start, afterPeriod: true)
    } else {
      offset = source.decimalNumberEnd(from: start, afterPeriod: false)
    }
    return .number
  }
}

extension SourceBuffer {
  /// `afterPeriod`: `x.0.1` is a tuple access, not `x.` and `0.1`.
  func decimalNumberEnd(from start: Int, afterPeriod: Bool) -> Int {
    var index = digitsEnd(from: start, hex: false)
    let current = byte(at: index)
    if current == ASCIIByte.period {
      guard isDigit(at: index + 1), !afterPeriod else { return index }
      index = digitsEnd(from: index + 1, hex: false)
    } else if current != ASCIIByte.lowercaseE && current != ASCIIByte.uppercaseE {
      return identifierContinuationEnd(from: index)
    }
    let marker = byte(at: index)
    guard marker == ASCIIByte.lowercaseE || marker == ASCIIByte.uppercaseE else { return index }
    return exponentEnd(from: index + 1)
  }

  func hexNumberEnd(from start: Int) -> Int {
    guard start < count else { return start }
    guard classes[Int(base[start])].isHexDigit else { return identifierContinuationEnd(from: start) }
    var index = digitsEnd(from: start, hex: true)
    var current = byte(at: index)
    guard current == ASCIIByte.period || current == ASCIIByte.lowercaseP || current == ASCIIByte.uppercaseP else {
      return identifierContinuationEnd(from: index)
    }
    var period: Int? = nil
    if current == ASCIIByte.period {
      period = index
      if index + 1 < count, !classes[Int(base[index + 1])].isHexDigit { return index }
      index = digitsEnd(from: index + 1, hex: true)
      current = byte(at: index)
      guard current == ASCIIByte.lowercaseP || current == ASCIIByte.uppercaseP else {
        return index + 1 < count && !isDigit(at: index + 1) ? period ?? index : index
      }
    }
    let isSigned = byte(at: index + 1) == ASCIIByte.plus || byte(at: index + 1) == ASCIIByte.minus
    let exponent = index + (isSigned ? 2 : 1)
    if exponent < count, !isDigit(at: exponent), let period, !isDigit(at: period + 1), period + 1 < count, !isSigned {
      return period  // `0xff.fp`: a member access on an integer
    }
    return exponentEnd(from: index + 1)
  }

  /// After an exponent marker: an optional sign, digits, then any identifier characters (which a
  /// missing digit also leads straight to).
  private func exponentEnd(from index: Int) -> Int {
    var index = index
    if byte(at: index) == ASCIIByte.plus || byte(at: index) == ASCIIByte.minus { index += 1 }
    if index < count, !isDigit(at: index) { return identifierContinuationEnd(from: index) }
    return identifierContinuationEnd(from: digitsEnd(from: index, hex: false))
  }

  private func isDigit(at index: Int) -> Bool {
    index < count && classes[Int(base[index])] == .digit
  }

  func digitsEnd(from index: Int, hex: Bool) -> Int {
    var index = index
    while index < count {
      switch classes[Int(base[index])] {
      case .digit, .underscore: index += 1
      case .hexLetter where hex: index += 1
      default: return index
      }
    }
    return index
  }
}
