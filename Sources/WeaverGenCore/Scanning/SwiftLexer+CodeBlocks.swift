/// Code blocks passed over whole: the bodies of functions, initializers, accessors and closures,
/// where nothing the scanner reports usually is, read as bytes rather than as tokens.
///
/// Token by token, even in runs of plain tokens (`SwiftLexer+PlainTokens.swift`), a body costs the
/// lexer about 100 instructions a token, and bodies hold half of a typical file's tokens
/// (docs/performance.md, stop 71). What the scanner needs from a body is only where it ends,
/// unless it holds something the declaration tracker, the recorder or the wrapper finder acts on:
/// a local type, a comment that may be an annotation, an attribute. So when the tracker has just
/// opened a code block, the lexer reads ahead to its closing brace, following nested braces,
/// string literals and their interpolations, and comments, and checking each name; if nothing
/// could matter, it moves to the closing brace, which `next` then reads as it always does. The
/// tokens passed over would have changed nothing but the previous token, which the closing brace
/// replaces, and nested blocks would have been opened and closed again.
///
/// Anything it cannot read as bytes with certainty stops the search, and the block is lexed token
/// by token as before: `@`, `\`, a backtick, an apostrophe, a raw or unterminated literal, an
/// interpolation holding a closure, a comment, a line break or `try`, a `/` that is not a comment
/// unless it is certainly division (a regex literal depends on the token before it), `<` or `>` at
/// the start of a line (a conflict marker) and `<#` (an editor placeholder), a `#` that is not a
/// directive, `#available` or `#` before a name, a `#if` with more than names and operators in its
/// condition or not closed in the block, a non-ASCII byte, a carriage return or control byte, a
/// comment that may be recorded, a word that can declare a type, and a modifier where it could
/// begin a declaration. Tests hold the scanner with and
/// without this to the same result (`CodeBlockSkipTests`).
extension SwiftLexer {
  /// Moves to the `}` that closes the code block whose `{` was the last token, when nothing between
  /// them matters to the scanner (see above); returns whether it moved.
  ///
  /// `recordsEveryComment`: the recorder keeps every comment (`ScanOptions.CommentSelection.all`),
  /// so a block with one is not passed over. Call only when `mayStartPlainRun`.
  mutating func skipCodeBlock(recordsEveryComment: Bool) -> Bool {
    // A search that failed read up to `codeBlockSearchFloor`; one starting before it, in a block
    // nested in the one that failed, would read the same bytes again, so it is not made, and a
    // file's searches read each byte at most once.
    guard offset >= codeBlockSearchFloor else { return false }
    // Locals, so that the tight loops below read registers rather than the lexer's fields.
    let actions = CodeBlockByte.table
    let base = base
    let count = count
    var index = offset
    var depth = 0
    // `#if` blocks opened in the block and not yet closed, kept in memory: they are rare, and the
    // loops above keep their registers.
    codeBlockConditionalDepth = 0
    search: while true {
      // Blanks, line breaks, brackets, separators and most operators need nothing: a tight loop
      // on one table passes them.
      index = Self.end(of: .passes, from: index, in: base, count: count, actions: actions)
      guard index < count else { break }
      switch actions[Int(base[index])] {
      case .passes:
        continue search
      case .name:
        let start = index
        index += 1
        index = Self.nameEnd(from: index, in: base, count: count, actions: actions)
        guard mayPassOver(word(ofNameFrom: start, to: index), nameFrom: start, to: index) else { break search }
      case .quote:
        guard let end = literalEnd(from: index) else { break search }
        index = end
      case .slash:
        let next = source.byte(at: index + 1)
        if next == ASCIIByte.slash || next == ASCIIByte.asterisk {
          guard let end = source.unrecordedCommentEnd(at: index, recordsEveryComment: recordsEveryComment) else {
            break search
          }
          index = end
        } else {
          guard isDivision(at: index) else { break search }
          index += 1
        }
      case .angle:
        // `<` or `>` starting a line may open a conflict marker; `<#` an editor placeholder.
        guard !source.isAtLineStart(index),
          base[index] == ASCIIByte.greaterThan || source.byte(at: index + 1) != ASCIIByte.pound
        else { break search }
        index += 1
      case .leftBrace:
        depth += 1
        index += 1
      case .rightBrace:
        if depth == 0 {
          // The tracker's `#if` nesting is left as it was only when the block's own are closed.
          guard codeBlockConditionalDepth == 0 else { break search }
          // The brace's own trivia flags matter to no one, and the trivia before it holds
          // nothing recorded: `next` reads the brace from here.
          guard index > offset else { return false }
          offset = index
          return true
        }
        depth -= 1
        index += 1
      case .stops:
        // `#` among them, when it begins a directive or a name.
        guard base[index] == ASCIIByte.pound,
          let end = poundEnd(at: index, conditionalDepth: &codeBlockConditionalDepth)
        else { break search }
        index = end
      }
    }
    codeBlockSearchFloor = index
    return false
  }

  /// The first byte at or after `index` whose action is not `action`, or `count`: the search's two
  /// tight loops, written over a pointer so that the compiler keeps one induction variable (6
  /// instructions a byte), not the three or four it made of an index used afterwards (9 to 12).
  @inline(__always)
  private static func end(
    of action: CodeBlockByte, from index: Int, in base: UnsafePointer<UInt8>, count: Int,
    actions: UnsafePointer<CodeBlockByte>
  ) -> Int {
    var byte = base + index
    let end = base + count
    while byte < end, actions[Int(byte.pointee)] == action { byte += 1 }
    return byte - base
  }

  /// `end(of: .name, …)`, called rather than inlined: inlined, the compiler still kept four
  /// induction variables for the index the name's checks use in four ways (12 instructions a byte).
  @inline(never)
  private static func nameEnd(
    from index: Int, in base: UnsafePointer<UInt8>, count: Int, actions: UnsafePointer<CodeBlockByte>
  ) -> Int {
    end(of: .name, from: index, in: base, count: count, actions: actions)
  }

  /// Whether the name in `start..<end`, a run of identifier characters in a code block, changes
  /// nothing for the declaration tracker (`word(ofNameFrom:to:)` gives `word`). A keyword that
  /// declares a type never passes, wherever it stands (`x.class` too, which is only a member); a
  /// modifier passes right after `.`, `[`, `(` or `,` on its line (`router.open`, `[weak self]`),
  /// where it cannot start a declaration (`PrecedingToken.startsStatement`). `init` and `import`
  /// declare nothing in a code block.
  @inline(__always)
  private func mayPassOver(_ word: Word, nameFrom start: Int, to end: Int) -> Bool {
    guard word.mayBeginDeclaration else { return true }
    switch word {
    case .class, .struct, .enum, .protocol, .extension, .actor: return false
    case .`init`, .import: return true
    default:
      var before = end - 1
      while before > 0, classes[Int(base[before])].isIdentifierCharacter { before -= 1 }
      while before > 0, base[before] == ASCIIByte.space || base[before] == ASCIIByte.tab { before -= 1 }
      switch base[before] {
      case ASCIIByte.period, ASCIIByte.leftBracket, ASCIIByte.leftParenthesis, ASCIIByte.comma: return true
      default: return false
      }
    }
  }

  /// The word spelled by the run of identifier characters `start..<end`. A run starting with a
  /// digit is a number, but a number can end inside it (`1.5class` is `1.5` then `class`): its word
  /// is read from its first letter on, which covers every such end.
  @inline(__always)
  private func word(ofNameFrom start: Int, to end: Int) -> Word {
    var start = start
    if case .digit = classes[Int(base[start])] {
      while start < end, classes[Int(base[start])] == .digit || classes[Int(base[start])] == .underscore {
        start += 1
      }
      guard start < end else { return .other }
    }
    return words.word(spelledBy: base + start, count: end - start)
  }

  /// Where the search goes on after the `#` at `index`: after a `#if`, `#elseif`, `#else` or `#endif`
  /// (counted in `conditionalDepth`, which must not close more than the block opened) and a
  /// condition that is names, parentheses and the operators of conditions on its line, which the
  /// tracker ignores; after `#available` or `#unavailable`; right after the `#` of any other name
  /// (`#selector`, a macro), which is a token of its own before the name, checked as any other.
  /// `nil` for a raw string, a `#/…/#` regex, `##`, `#sourceLocation`, or a bad condition.
  @inline(never)
  private func poundEnd(at index: Int, conditionalDepth: inout Int) -> Int? {
    var end = index + 1
    while end < count, classes[Int(base[end])].isASCIILetterOrUnderscore { end += 1 }
    guard end > index + 1 else { return nil }
    switch PoundKeyword.kind(spelledBy: base + index + 1, count: end - index - 1) {
    case .poundIf:
      conditionalDepth += 1
      return source.plainConditionEnd(from: end)
    case .poundElseif:
      guard conditionalDepth > 0 else { return nil }
      return source.plainConditionEnd(from: end)
    case .poundElse:
      return conditionalDepth > 0 ? end : nil
    case .poundEndif:
      guard conditionalDepth > 0 else { return nil }
      conditionalDepth -= 1
      return end
    case .poundAvailable, .poundUnavailable:
      return end
    case .poundSourceLocation:
      return nil
    default:
      return index + 1
    }
  }

  /// The end of the string literal whose `"` is at `start`, when passing over it loses nothing: a
  /// single-line or multi-line literal (not a raw one), closed before the end of the file and, for
  /// a single-line one, before its line ends, whose escapes are any and whose interpolations hold
  /// only what a code block may (`interpolationEnd(from:)`). `nil` for any other.
  private func literalEnd(from start: Int) -> Int? {
    let isMultiLine = source.opensMultiLineString(atQuote: start, delimiterLength: 0)
    let kind: StringLiteralKind = isMultiLine ? .multiLine : .singleLine
    var index = start + (isMultiLine ? 3 : 1)
    while true {
      index = source.nextQuoteBackslashOrLineBreak(from: index)
      guard index < count else { return nil }
      switch classes[Int(base[index])] {
      case .quote:
        if let end = source.closingQuoteEnd(at: index, kind: kind, delimiterLength: 0) { return end }
        index += 1
      case .backslash:
        if let contentStart = source.interpolationStartEnd(at: index, delimiterLength: 0) {
          guard let end = interpolationEnd(from: contentStart) else { return nil }
          index = end
        } else {
          index = source.escapeEnd(at: index, kind: kind, delimiterLength: 0)
        }
      case .lineFeed, .carriageReturn:
        guard isMultiLine else { return nil }
        index += 1
      default:
        index += 1
      }
    }
  }

  /// After the `\(` of an interpolation whose content starts at `start`, the end of its closing
  /// `)` when the content is names, numbers, operators other than `/`, brackets and plain string
  /// literals on one line; `nil` for anything else (a closure, a comment, a line break).
  private func interpolationEnd(from start: Int) -> Int? {
    var index = start
    var depth = 0
    while index < count {
      switch classes[Int(base[index])] {
      case .blank:
        index += 1
      case .letter, .hexLetter, .underscore, .dollar, .digit:
        let name = index
        index += 1
        identifier: while index < count {
          switch classes[Int(base[index])] {
          case .letter, .hexLetter, .underscore, .digit, .dollar: index += 1
          default: break identifier
          }
        }
        // After `try?` a `(` opens no parenthesis the lexer counts (`lexToken`): not followed here.
        let spelled = word(ofNameFrom: name, to: index)
        guard spelled != .try, mayPassOver(spelled, nameFrom: name, to: index) else { return nil }
      case .quote:
        guard let end = source.plainSingleLineLiteralEnd(from: index) else { return nil }
        index = end
      case .leftParenthesis:
        depth += 1
        index += 1
      case .rightParenthesis:
        if depth == 0 { return index + 1 }
        depth -= 1
        index += 1
      case .lessThan:
        guard source.byte(at: index + 1) != ASCIIByte.pound else { return nil }
        index += 1
      case .leftSquare, .rightSquare, .comma, .colon, .period, .otherOperator, .asterisk, .exclamationOrQuestionMark,
        .greaterThan:
        index += 1
      default:
        return nil
      }
    }
    return nil
  }

  /// Whether the `/` at `index`, which starts no comment, is division for certain, so never the
  /// start of a regex literal: right after a name, a number, a literal or a closing bracket; or
  /// between blanks (`a / b`, `a /= b`) after a name that is not a keyword, a number, a literal or
  /// a closing bracket on its line, where swift-syntax's lexer reads a binary operator
  /// (`SwiftLexer.bareRegexLiteralEnd(at:inOperator:)`).
  private func isDivision(at index: Int) -> Bool {
    guard index > 0 else { return false }
    if endsOperand(at: index - 1) { return true }
    guard base[index - 1] == ASCIIByte.space || base[index - 1] == ASCIIByte.tab else { return false }
    var after = index + 1
    if source.byte(at: after) == ASCIIByte.equals { after += 1 }
    guard source.byte(at: after) == ASCIIByte.space || source.byte(at: after) == ASCIIByte.tab else { return false }
    var before = index - 1
    while before > 0, base[before] == ASCIIByte.space || base[before] == ASCIIByte.tab { before -= 1 }
    guard endsOperand(at: before) else { return false }
    guard classes[Int(base[before])].isIdentifierCharacter else { return true }
    var start = before
    while start > 0, classes[Int(base[start - 1])].isIdentifierCharacter { start -= 1 }
    // A number, or a name; a keyword after a number's end counts (`1.5return / x /` is a regex).
    let word = word(ofNameFrom: start, to: before + 1)
    return !word.isLexerKeyword || word.isExpressionKeyword
  }

  /// Whether the byte at `index` ends a name, a number, a string literal or a bracketed
  /// expression, which a `/` right after it divides.
  private func endsOperand(at index: Int) -> Bool {
    switch classes[Int(base[index])] {
    case .letter, .hexLetter, .underscore, .digit, .dollar, .quote, .rightParenthesis, .rightSquare: true
    default: false
    }
  }
}

extension SourceBuffer {
  /// Whether `index` starts a line: a conflict marker can begin only there.
  func isAtLineStart(_ index: Int) -> Bool {
    index == 0 || base[index - 1] == ASCIIByte.lineFeed || base[index - 1] == ASCIIByte.carriageReturn
      || base[index - 1] == 0
  }

  /// The end of the string literal whose `"` is at `start` when it is a single-line literal without
  /// escapes or interpolations, which nothing inside can end early; `nil` for any other.
  func plainSingleLineLiteralEnd(from start: Int) -> Int? {
    if byte(at: start + 1) == ASCIIByte.quote, byte(at: start + 2) == ASCIIByte.quote { return nil }
    var index = start + 1
    while index < count {
      switch classes[Int(base[index])] {
      case .quote: return index + 1
      case .backslash, .lineFeed, .carriageReturn: return nil
      default: index += 1
      }
    }
    return nil
  }

  /// The end of the comment starting at `start` (`//` or `/*`) when the recorder would not keep it,
  /// so that passing over it loses nothing, and it ends before the file does; `nil` otherwise.
  func unrecordedCommentEnd(at start: Int, recordsEveryComment: Bool) -> Int? {
    switch byte(at: start + 1) {
    case ASCIIByte.slash:
      guard !recordsEveryComment else { return nil }
      let end = endOfLine(from: start + 2)
      // `//` (not `///`) followed by `weaver` is an annotation candidate (`ScanRecorder`).
      if byte(at: start + 2) != ASCIIByte.slash, startsWithWeaver(afterSlashesAt: start, end: end) { return nil }
      return end
    case ASCIIByte.asterisk:
      guard !recordsEveryComment else { return nil }
      var sawLineBreak = false
      let end = blockCommentEnd(from: start, sawLineBreak: &sawLineBreak)
      // An unterminated comment runs to the end of the file, where no brace closes the block.
      return end < count ? end : nil
    default:
      return nil
    }
  }
}

extension SourceBuffer {
  /// The line feed that ends the condition of a `#if` or `#elseif` starting at `start`, when the
  /// condition holds only names, numbers, blanks, parentheses, `!`, `&`, `|`, `,`, `.`, `=`, `<` and
  /// `>` (`os(iOS) && !DEBUG`, `swift(>=5.9)`); `nil` for anything else, a brace or a comment among it.
  func plainConditionEnd(from start: Int) -> Int? {
    var index = start
    while index < count {
      switch classes[Int(base[index])] {
      case .lineFeed: return index
      case .blank, .letter, .hexLetter, .underscore, .digit, .dollar, .leftParenthesis, .rightParenthesis, .comma,
        .period, .exclamationOrQuestionMark, .otherOperator, .greaterThan:
        index += 1
      case .lessThan where byte(at: index + 1) != ASCIIByte.pound:
        index += 1
      default:
        return nil
      }
    }
    return nil
  }

  /// The first `"`, `\`, line feed or carriage return at or after `index`, or the end of the file:
  /// where string content needs a look. Eight bytes at a time, as `endOfLine(from:)`.
  func nextQuoteBackslashOrLineBreak(from index: Int) -> Int {
    var index = index
    let quotes = ByteWord.repeating(ASCIIByte.quote)
    let backslashes = ByteWord.repeating(ASCIIByte.backslash)
    let lineFeeds = ByteWord.repeating(ASCIIByte.lineFeed)
    let carriageReturns = ByteWord.repeating(ASCIIByte.carriageReturn)
    while count - index >= 8 {
      let word = ByteWord.load(base + index)
      let found =
        ByteWord.zeroBytes(word ^ quotes) | ByteWord.zeroBytes(word ^ backslashes)
        | ByteWord.zeroBytes(word ^ lineFeeds) | ByteWord.zeroBytes(word ^ carriageReturns)
      if found != 0 { return index + ByteWord.firstMarked(found) }
      index += 8
    }
    while index < count {
      switch classes[Int(base[index])] {
      case .quote, .backslash, .lineFeed, .carriageReturn: return index
      default: index += 1
      }
    }
    return index
  }
}

/// What the search for a code block's end (`SwiftLexer.skipCodeBlock(recordsEveryComment:)`) does
/// with a byte, from a 256-entry table built once like `ByteClass.table`.
enum CodeBlockByte: UInt8 {
  /// Blanks, line feeds, `(` `)` `[` `]` `,` `;` `:` `.` `!` `?` `*` and `= - + % & | ^ ~`.
  case passes
  /// Letters, digits, `_`, `$`: a name or a number, checked whole.
  case name
  case quote
  case slash
  /// `<` or `>`.
  case angle
  case leftBrace
  case rightBrace
  /// What ends the search, or needs a closer look (`#`): `@`, `#`, `\`, a backtick, an apostrophe, a carriage return, a control
  /// byte, a non-ASCII byte.
  case stops

  nonisolated(unsafe) static let table: UnsafePointer<CodeBlockByte> = {
    let table = UnsafeMutablePointer<CodeBlockByte>.allocate(capacity: 256)
    for byte in 0..<256 {
      (table + byte).initialize(to: CodeBlockByte(ByteClass.table[byte]))
    }
    return UnsafePointer(table)
  }()

  private init(_ byteClass: ByteClass) {
    switch byteClass {
    case .blank, .lineFeed, .leftParenthesis, .rightParenthesis, .leftSquare, .rightSquare, .comma, .semicolon,
      .colon, .period, .exclamationOrQuestionMark, .asterisk, .otherOperator:
      self = .passes
    case .letter, .hexLetter, .underscore, .digit, .dollar: self = .name
    case .quote: self = .quote
    case .slash: self = .slash
    case .lessThan, .greaterThan: self = .angle
    case .leftBrace: self = .leftBrace
    case .rightBrace: self = .rightBrace
    case .atSign, .pound, .backslash, .backtick, .apostrophe, .carriageReturn, .nul, .control, .nonASCII:
      self = .stops
    }
  }
}
