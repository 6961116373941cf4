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
