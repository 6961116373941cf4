/// Runs of plain tokens, lexed in one tight loop: most of a file's tokens are names, brackets,
/// commas, `.`, simple operators and integers inside bodies, where nothing the scanner reports can
/// start, and the general path (`next`, then the wrapper finder and the declaration tracker) cost
/// about 250 instructions for each of them (docs/performance.md, stop 45).
///
/// A plain token is one whose kind and end depend only on its own bytes and the bytes around it,
/// never on the lexer's state:
///
/// * an ASCII identifier (`$` included) that is not a word beginning a declaration
///   (`mayBeginDeclaration`), and not followed by a non-ASCII byte;
/// * a decimal integer (`12`, `1_000`) followed by none of `.`, an identifier character or a
///   non-ASCII byte;
/// * `(`, `)`, `[`, `]`, `,`, `;`, `:`, `::`, and `{` or `}`, which ends the run;
/// * a `.` not followed by an operator character or another `.`;
/// * `?` or `!` bound to what precedes it (but not after `try`);
/// * a run of `= - + % & | ^ ~ * ! ?`, with `>` after its first character, not followed by `/`,
///   `<` or a non-ASCII byte;
/// * a one-line string literal without `#` or escapes, whose interpolations (`"\(name.count) items"`)
///   hold only plain tokens other than braces, strings and line feeds: its segments and the tokens
///   between them are the run's tokens, as `next` lexes them. The literal is taken whole or not at
///   all (the run ends before its opening quote), so a run never ends inside an interpolation,
///   where the lexer would have more state to hand over than its previous token.
///
/// Between them only spaces, tabs and line feeds. Everything else (a comment, any other literal,
/// `@`, `#`, `\`, a declaration keyword, `/`, `<`, `>`, a carriage return) ends the run before it,
/// with the lexer where `next` would have left it after the run's last token, so `next` goes on
/// from there exactly as if it had lexed the run itself. Tests hold the two paths to the same result
/// (`PlainTokenRunTests`).
extension SwiftLexer {
  /// The last two tokens of a run, which is all the declaration tracker keeps of it.
  struct PlainRun {
    var lastKind: TokenKind
    var lastWord: Word
    /// `nil` when the run is one token.
    var beforeLast: (kind: TokenKind, word: Word)?
    /// Where the last token ends.
    var end: Int
  }

  /// Whether the lexer is in a state a run of plain tokens may follow: outside string
  /// interpolations and string segments, with no regex literal pending and no `try?` just read.
  var mayStartPlainRun: Bool {
    !isInInterpolation && !isAwaitingStringContent && pendingRegexLiteralEnd < 0 && !prefersRegexLiteral
  }

  /// Lexes the plain tokens that follow, if any, as `next` would, leaving `offset` at the end of
  /// the last one (the trivia after it is `next`'s to read) and `previousKind` and `previousWord`
  /// as that token set them. Call only when `mayStartPlainRun`.
  mutating func skimPlainTokens() -> PlainRun? {
    var index = offset
    // The run's last two tokens, kept in locals rather than a `PlainRun` rebuilt for each token.
    var tokenCount = 0
    var lastKind = previousKind
    var lastWord = previousWord
    var beforeLastKind = TokenKind.endOfFile
    var beforeLastWord = Word.other
    // Inside an interpolation of a literal the run took, the parentheses opened in it; -1 outside.
    var interpolationParenDepth = -1
    // The run as it was before that literal's opening quote, where it ends if the literal turns out
    // not to be plain.
    var beforeLiteral = (index: 0, tokenCount: 0, lastKind: lastKind, lastWord: lastWord)
    var beforeLiteralBeforeLast = (kind: beforeLastKind, word: beforeLastWord)
    tokens: while true {
      var start = index
      trivia: while start < count {
        switch classes[Int(base[start])] {
        case .blank
        where base[start] == ASCIIByte.space && count - start >= 8 && base[start + 1] == ASCIIByte.space:
          // Indentation eight spaces at a time, as `skipTrivia` reads it; the single space between
          // two tokens, most of the spaces, is one byte (below) without a word loaded.
          let others = ByteWord.load(base + start) ^ ByteWord.repeating(ASCIIByte.space)
          start += others == 0 ? 8 : ByteWord.firstMarked(others)
        case .blank: start += 1
        case .lineFeed:
          if interpolationParenDepth >= 0 { break tokens }
          start += 1
        default: break trivia
        }
      }
      guard start < count else { break }
      var end = start + 1
      var word = Word.other
      var endsRun = false
      var closesInterpolation = false
      let kind: TokenKind
      switch classes[Int(base[start])] {
      case .letter, .hexLetter, .underscore, .dollar:
        identifier: while end < count {
          switch classes[Int(base[end])] {
          case .letter, .hexLetter, .underscore, .digit, .dollar: end += 1
          case .nonASCII: break tokens
          default: break identifier
          }
        }
        word = words.word(spelledBy: base + start, count: end - start)
        if word.mayBeginDeclaration { break tokens }
        kind = word.isLexerKeyword ? .keyword : .identifier
      case .digit:
        if base[start] == ASCIIByte.zero, end < count,
          base[end] == ASCIIByte.lowercaseX || base[end] == ASCIIByte.lowercaseO || base[end] == ASCIIByte.lowercaseB
        {
          break tokens
        }
        end = source.digitsEnd(from: start, hex: false)
        if end < count {
          switch classes[Int(base[end])] {
          case .letter, .hexLetter, .dollar, .period, .nonASCII: break tokens
          default: break
          }
        }
        kind = .number
      case .colon:
        if end < count, base[end] == ASCIIByte.colon {
          end += 1
          kind = .colonColon
        } else {
          kind = .colon
        }
      case .period:
        if end < count {
          switch classes[Int(base[end])] {
          case .otherOperator, .asterisk, .greaterThan, .lessThan, .exclamationOrQuestionMark, .slash, .period,
            .nonASCII:
            break tokens
          default: break
          }
        }
        kind = .period
      case .exclamationOrQuestionMark where source.isLeftBound(start):
        // After `try`, the general path notes that a `/` next prefers a regex literal.
        if case .keyword = lastKind, case .try = lastWord { break tokens }
        kind = base[start] == ASCIIByte.exclamationMark ? .exclamationMark : .postfixQuestionMark
      case .otherOperator, .asterisk, .exclamationOrQuestionMark:
        operatorCharacters: while end < count {
          switch classes[Int(base[end])] {
          case .otherOperator, .asterisk, .greaterThan, .exclamationOrQuestionMark: end += 1
          case .slash, .lessThan, .nonASCII: break tokens
          default: break operatorCharacters
          }
        }
        kind = source.operatorKind(start, end)
      case .quote:
        // A one-line literal without escapes, not inside another's interpolation, or its first
        // segment, up to an interpolation's `\(`.
        guard interpolationParenDepth < 0, end < count,
          base[end] != ASCIIByte.quote || source.byte(at: end + 1) != ASCIIByte.quote,
          let segment = plainStringSegment(from: end)
        else { break tokens }
        if segment.opensInterpolation {
          beforeLiteral = (index, tokenCount, lastKind, lastWord)
          beforeLiteralBeforeLast = (beforeLastKind, beforeLastWord)
          interpolationParenDepth = 0
        }
        end = segment.end
        kind = .stringLiteral
      case let byteClass:
        // Brackets, `,` and `;`. A brace ends the run: the tracker opens or closes its scope
        // (`DeclarationTracker.consume(_:)`).
        guard let punctuation = TokenKind(punctuation: byteClass), punctuation != .atSign, punctuation != .backslash
        else { break tokens }
        kind = punctuation
        endsRun = punctuation == .leftBrace || punctuation == .rightBrace
        if interpolationParenDepth >= 0 {
          switch punctuation {
          case .leftBrace, .rightBrace: break tokens  // a closure in an interpolation
          case .leftParen: interpolationParenDepth += 1
          case .rightParen where interpolationParenDepth == 0: closesInterpolation = true
          case .rightParen: interpolationParenDepth -= 1
          default: break
          }
        }
      }
      (beforeLastKind, beforeLastWord) = (lastKind, lastWord)
      (lastKind, lastWord) = (kind, word)
      tokenCount += 1
      index = end
      if closesInterpolation {
        // The `)` closed the interpolation: the literal's next segment starts right after it, with
        // no trivia between (`lexStringContinuation`).
        guard let segment = plainStringSegment(from: index) else { break tokens }
        (beforeLastKind, beforeLastWord) = (lastKind, lastWord)
        (lastKind, lastWord) = (.stringLiteral, .other)
        tokenCount += 1
        index = segment.end
        interpolationParenDepth = segment.opensInterpolation ? 0 : -1
      }
      if endsRun { break }
    }
    if interpolationParenDepth >= 0 {
      (index, tokenCount, lastKind, lastWord) = beforeLiteral
      (beforeLastKind, beforeLastWord) = beforeLiteralBeforeLast
    }
    guard tokenCount > 0 else { return nil }
    offset = index
    previousKind = lastKind
    previousWord = lastWord
    tokenPrefersRegexLiteral = false
    return PlainRun(
      lastKind: lastKind, lastWord: lastWord, beforeLast: tokenCount > 1 ? (beforeLastKind, beforeLastWord) : nil,
      end: index)
  }

  /// Where a segment of a one-line literal whose content starts at `start` ends: after its closing
  /// quote, or after the `\(` that opens an interpolation. `nil` at an escape, a line break or the
  /// end of the file, which only the general path reads (`lexStringContent`).
  private func plainStringSegment(from start: Int) -> (end: Int, opensInterpolation: Bool)? {
    var index = start
    while index < count {
      switch classes[Int(base[index])] {
      case .quote: return (index + 1, false)
      case .backslash:
        guard source.byte(at: index + 1) == ASCIIByte.leftParenthesis else { return nil }
        return (index + 2, true)
      case .lineFeed, .carriageReturn: return nil
      default: index += 1
      }
    }
    return nil
  }
}
