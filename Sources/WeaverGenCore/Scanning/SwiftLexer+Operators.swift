/// Operators, as swift-syntax's `lexOperatorIdentifier` splits and classifies them: the longest
/// run of operator characters (`.` only inside operators that start with one), a bare regex
/// literal starting at its first `/` where one is allowed, a comment starting inside it, and the
/// prefix/postfix/binary decision from the whitespace around it.
extension SwiftLexer {
  mutating func lexOperator() -> TokenKind {
    let start = offset
    let startsWithPeriod = base[start] == ASCIIByte.period
    var slash = base[start] == ASCIIByte.slash ? start : -1
    var end = start + (base[start] < 0x80 ? 1 : UnicodeScalarClass.decode(base, count: count, at: start).length)
    scan: while end < count {
      switch classes[Int(base[end])] {
      case .otherOperator, .asterisk, .greaterThan, .exclamationOrQuestionMark:
        end += 1
      case .slash:
        if slash < 0 { slash = end }
        end += 1
      case .period:
        guard startsWithPeriod else { break scan }
        end += 1
      case .lessThan:
        if source.byte(at: end + 1) == ASCIIByte.pound, placeholderEndFollows(end) { break scan }
        end += 1
      case .nonASCII:
        guard let length = source.operatorContinuationLength(at: end) else { break scan }
        end += length
      default:
        break scan
      }
    }
    if slash >= 0, let regexEnd = bareRegexLiteralEnd(at: slash, inOperator: start..<end) {
      if slash == start {
        offset = regexEnd
        return .regexLiteral
      }
      pendingRegexLiteralEnd = regexEnd
      end = slash
    } else if end - start > 2, slash >= 0 {
      end = source.commentStart(inOperatorFrom: max(slash, start + 1), to: end) ?? end
    }
    offset = end
    return source.operatorKind(start, end)
  }
}

extension SourceBuffer {
  func operatorContinuationLength(at index: Int) -> Int? {
    let (scalar, length) = UnicodeScalarClass.decode(base, count: count, at: index)
    guard let scalar, UnicodeScalarClass.isOperatorContinuation(scalar) else { return nil }
    return length
  }

  /// A `//` or `/*` inside an operator starts a comment, which ends the operator.
  func commentStart(inOperatorFrom start: Int, to end: Int) -> Int? {
    var index = start
    while index < end {
      if base[index] == ASCIIByte.slash {
        let next = byte(at: index + 1)
        if next == ASCIIByte.slash || next == ASCIIByte.asterisk { return index }
      }
      index += 1
    }
    return nil
  }

  /// swift-syntax's `classifyOperatorToken`: binary when bound on both sides or neither, postfix
  /// when bound on the left only, prefix when on the right only; `=`, `&`, `.`, `?`, `->` and a
  /// stray `*/` are their own kinds.
  func operatorKind(_ start: Int, _ end: Int) -> TokenKind {
    let leftBound = isLeftBound(start)
    let rightBound = isRightBound(end, leftBound: leftBound)
    let first = base[start]
    if end - start == 1 {
      if first == ASCIIByte.equals { return .equal }
      if first == ASCIIByte.ampersand, !leftBound, rightBound { return .prefixAmpersand }
      if first == ASCIIByte.period { return .period }
      if first == ASCIIByte.questionMark { return leftBound ? .postfixQuestionMark : .infixQuestionMark }
    } else if end - start == 2 {
      if first == ASCIIByte.minus, base[start + 1] == ASCIIByte.greaterThan { return .arrow }
      if first == ASCIIByte.asterisk, base[start + 1] == ASCIIByte.slash { return .unknown }
    } else if containsCommentEnd(start, end) {
      return .unknown
    }
    if leftBound == rightBound { return .binaryOperator }
    return leftBound ? .postfixOperator : .prefixOperator
  }

  private func containsCommentEnd(_ start: Int, _ end: Int) -> Bool {
    var index = start
    while index + 1 < end {
      if base[index] == ASCIIByte.asterisk, base[index + 1] == ASCIIByte.slash { return true }
      index += 1
    }
    return false
  }

  /// Whether the operator starting at `start` touches what precedes it: not after whitespace, an
  /// opening bracket, a separator, the end of a block comment or a non-breaking space.
  func isLeftBound(_ start: Int) -> Bool {
    guard start > 0 else { return false }
    switch classes[Int(base[start - 1])] {
    case .blank, .lineFeed, .carriageReturn, .nul, .leftParenthesis, .leftSquare, .leftBrace, .comma, .semicolon,
      .colon:
      return false
    case .slash:
      return start < 2 || base[start - 2] != ASCIIByte.asterisk
    case .nonASCII:
      return base[start - 1] != 0xA0 || start < 2 || base[start - 2] != 0xC2
    default:
      return true
    }
  }

  /// Whether the operator ending at `end` touches what follows it: not before whitespace, a
  /// closing bracket, a separator, a comment or a non-breaking space; before `.` only when it is
  /// not bound on the left (`x!.y` is postfix, `!.y` prefix).
  func isRightBound(_ end: Int, leftBound: Bool) -> Bool {
    guard end < count else { return false }
    switch classes[Int(base[end])] {
    case .blank, .lineFeed, .carriageReturn, .nul, .rightParenthesis, .rightSquare, .rightBrace, .comma,
      .semicolon, .colon:
      return false
    case .period:
      return !leftBound
    case .slash:
      let afterNext = byte(at: end + 1)
      return afterNext != ASCIIByte.slash && afterNext != ASCIIByte.asterisk
    case .nonASCII:
      return base[end] != 0xC2 || byte(at: end + 1) != 0xA0
    default:
      return true
    }
  }
}
