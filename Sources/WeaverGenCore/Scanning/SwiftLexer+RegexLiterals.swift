/// Regex literals, as swift-syntax's `RegexLiteralLexer` finds them.
///
/// `#/.../#` (any number of `#`, multi-line when the opening line holds nothing else) is always a
/// regex. A bare `/.../` is one only where an expression is expected and no heuristic says it is
/// a division: not after `func`/`operator`, not left-bound, no space or tab just inside either
/// slash, no unbalanced `)`, and not closing into a comment.
extension SwiftLexer {
  /// swift-syntax's `tryScanOperatorAsRegexLiteral`: the end of the bare regex literal starting
  /// at the `/` at `slash` inside `operatorRange`, or `nil`.
  mutating func bareRegexLiteralEnd(at slash: Int, inOperator operatorRange: Range<Int>) -> Int? {
    let leftBound = source.isLeftBound(operatorRange.lowerBound)
    guard !leftBound else { return nil }
    if case .keyword = previousKind, previousWord == .func || previousWord == .operator { return nil }
    var mustBeRegex = false
    if !source.isRightBound(operatorRange.upperBound, leftBound: leftBound) {
      // Looks like a binary operator: only a regex where an expression is expected (or after
      // `try?`), and then certainly one unless an unapplied operator may stand there
      // (`reduce(0, /)`).
      mustBeRegex = tokenPrefersRegexLiteral
      if !mustBeRegex, !previousKind.allowsRegexLiteralAfter(word: previousWord) { return nil }
      switch previousKind {
      case .leftParen, .leftSquare, .comma, .colon, .colonColon: break
      default: mustBeRegex = true
      }
    }
    return source.regexLiteralEnd(at: slash, mustBeRegex: mustBeRegex)
  }
}

extension SourceBuffer {
  /// The end of the regex literal whose opening `#`s or `/` start at `start`, or `nil` when there
  /// is none. An unterminated literal ends at its line break (or at the first line break of a
  /// multi-line one) when it must be a regex, and is no regex otherwise.
  func regexLiteralEnd(at start: Int, mustBeRegex: Bool) -> Int? {
    var index = start
    while index < count, base[index] == ASCIIByte.pound { index += 1 }
    let pounds = index - start
    guard index < count, base[index] == ASCIIByte.slash else { return nil }
    index += 1
    var firstLineBreak = -1
    if pounds == 0 {
      let next = byte(at: index)
      if next == ASCIIByte.asterisk || next == ASCIIByte.slash { return nil }  // a comment
      if !mustBeRegex, next == ASCIIByte.space || next == ASCIIByte.tab { return nil }
      if index >= 2, base[index - 2] == ASCIIByte.asterisk { return nil }  // `*/` ends a comment
    } else if let lineBreak = lineBreakAfterBlanks(from: index) {
      firstLineBreak = lineBreak
      index = lineBreak
    }
    var pattern = RegexPatternState(isMultiLine: firstLineBreak >= 0)
    while true {
      if index < count, base[index] == ASCIIByte.slash {
        var end = index + 1
        if pounds > 0 {
          while end < count, base[end] == ASCIIByte.pound { end += 1 }
        }
        if end - index - 1 >= pounds {
          if pounds > 0 { return end }
          let next = byte(at: end)
          if next == ASCIIByte.asterisk || next == ASCIIByte.slash {
            return mustBeRegex ? index : nil  // prefer the comment
          }
          if pattern.lastUnescapedBlank == index - 1, !mustBeRegex { return nil }
          return end
        }
      }
      guard index < count else {
        return mustBeRegex ? (firstLineBreak >= 0 ? firstLineBreak : index) : nil
      }
      switch pattern.consume(base, count: count, at: &index) {
      case .continue: continue
      case .notARegex where !mustBeRegex: return nil
      case .notARegex: continue
      case .unterminated:
        return mustBeRegex ? (firstLineBreak >= 0 && index >= count ? firstLineBreak : index) : nil
      }
    }
  }

  /// The line break after the spaces and tabs at `index`, if that is all the rest of the line
  /// holds: an extended regex literal opened so is multi-line.
  private func lineBreakAfterBlanks(from index: Int) -> Int? {
    var blank = index
    while blank < count, base[blank] == ASCIIByte.space || base[blank] == ASCIIByte.tab { blank += 1 }
    guard blank < count, base[blank] == ASCIIByte.lineFeed || base[blank] == ASCIIByte.carriageReturn else {
      return nil
    }
    return blank
  }
}

/// What swift-syntax's regex lexer tracks while reading a pattern: group and character class
/// nesting (an unbalanced `)` means a bare `/…/` was a division after all) and the last unescaped
/// blank (a bare literal may not end with one).
struct RegexPatternState {
  enum Step { case `continue`, notARegex, unterminated }

  let isMultiLine: Bool
  private var groupDepth = 0
  private var characterClassDepth = 0
  /// Where the last space (or, in a multi-line literal, tab) not after a backslash was.
  private(set) var lastUnescapedBlank = -2

  init(isMultiLine: Bool) { self.isMultiLine = isMultiLine }

  /// Reads one pattern character (two after a backslash) at `index`, moving past it. A line
  /// break in a single-line literal is left unread and ends the literal unterminated.
  mutating func consume(_ base: UnsafePointer<UInt8>, count: Int, at index: inout Int) -> Step {
    var escaped = false
    if base[index] == ASCIIByte.backslash {
      guard index + 1 < count else {
        index += 1
        return .unterminated
      }
      escaped = true
      index += 1
    }
    let character = base[index]
    if character == ASCIIByte.lineFeed || character == ASCIIByte.carriageReturn {
      if !isMultiLine { return .unterminated }
    } else if !escaped {
      if characterClassDepth == 0, character == ASCIIByte.leftParenthesis {
        groupDepth += 1
      } else if characterClassDepth == 0, character == ASCIIByte.rightParenthesis {
        if groupDepth == 0 {
          index += 1
          return .notARegex  // an unbalanced `)`: more likely a division inside parentheses
        }
        groupDepth -= 1
      } else if character == ASCIIByte.leftBracket {
        characterClassDepth += 1
      } else if character == ASCIIByte.rightBracket {
        if characterClassDepth > 0 { characterClassDepth -= 1 }
      } else if character == ASCIIByte.space || (character == ASCIIByte.tab && isMultiLine) {
        lastUnescapedBlank = index
      }
    }
    index += 1
    return .continue
  }
}
