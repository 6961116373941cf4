/// Checks that a builder is one Swift expression (docs/language.md), reading it with the
/// scanner's own `SwiftLexer`, so that comments, strings (escapes, raw strings, interpolations)
/// and nesting are read exactly as the scanner and the compiler read them.
///
/// The expression is copied verbatim into generated code, inside the container that builds the
/// dependency. A second, simpler reader once disagreed with the lexer: it counted a bracket inside
/// `/* { */` and missed that `// note` comments out the rest of the generated line, so a builder
/// could close the container and add declarations of its own. Everything that is not part of an
/// expression is refused at the annotation instead: a comment, a `;` or a declaration or statement
/// keyword outside a closure's braces (a keyword may still be an argument label or a member name), a multi-line or single-quoted literal, a compiler
/// directive, a character Swift does not lex, and unbalanced brackets or strings. What the
/// expression means is the compiler's job.
enum BuilderExpressionScanner {
  struct Problem: Equatable {
    var message: String
    /// A byte offset in the bytes given to `firstProblem`.
    var offset: Int
  }

  /// The first reason `bytes[range]` is not one expression, or `nil` when it is one.
  static func firstProblem(in bytes: [UInt8], range: Range<Int>) -> Problem? {
    let expression = Array(bytes[range])
    return expression.withUnsafeBufferPointer { buffer -> Problem? in
      guard let base = buffer.baseAddress else { return nil }
      var reader = BuilderExpressionReader(source: SourceBuffer(base: base, count: buffer.count))
      return reader.firstProblem().map { Problem(message: $0.message, offset: $0.offset + range.lowerBound) }
    }
  }
}

/// Walks the builder's tokens, keeping the brackets and interpolations that are open.
private struct BuilderExpressionReader {
  private enum Opening {
    case bracket(open: TokenKind, offset: Int)
    /// `\(` at `offset` in the string that starts at `stringStart`, raw with `hashes` `#`s.
    case interpolation(offset: Int, stringStart: Int, hashes: Int)
  }

  private let source: SourceBuffer
  private var lexer: SwiftLexer
  private var recorder: ScanRecorder
  private var openings: [Opening] = []
  /// The string whose content continues after the interpolation that just closed.
  private var continuedString: (start: Int, hashes: Int)?
  /// A declaration or statement keyword in brackets outside a closure: refused unless a `:`
  /// follows, which makes it an argument label (`f(for: x)`).
  private var statementKeyword: Range<Int>?
  private var previousEnd = 0
  private var previousKind = TokenKind.semicolon

  init(source: SourceBuffer) {
    self.source = source
    lexer = SwiftLexer(source: source)
    recorder = ScanRecorder(source: source, options: ScanOptions(comments: .annotationCandidates))
  }

  mutating func firstProblem() -> BuilderExpressionScanner.Problem? {
    while true {
      let token = lexer.next(recording: &recorder)
      if let problem = trivia(previousEnd..<token.start) { return problem }
      if let keyword = statementKeyword, token.kind != .colon {
        return problem(AnnotationMessages.builderStatement(source.text(keyword)), at: keyword.lowerBound)
      }
      statementKeyword = nil
      if token.kind == .endOfFile { return openings.last.map(unclosed) }
      if let problem = check(token) { return problem }
      previousEnd = token.end
      previousKind = token.kind
    }
  }

  /// Only spaces and tabs may separate tokens: anything else the lexer skipped is a comment (or a
  /// character that is nothing in Swift).
  private func trivia(_ range: Range<Int>) -> BuilderExpressionScanner.Problem? {
    for offset in range where source.base[offset] != ASCIIByte.space && source.base[offset] != ASCIIByte.tab {
      let isComment = source.base[offset] == UInt8(ascii: "/")
      return problem(isComment ? AnnotationMessages.builderComment : unexpected(at: offset), at: offset)
    }
    return nil
  }

  private mutating func check(_ token: Token) -> BuilderExpressionScanner.Problem? {
    switch token.kind {
    case .stringLiteral:
      return string(token)
    case .leftParen, .leftSquare, .leftBrace:
      openings.append(.bracket(open: token.kind, offset: token.start))
    case .rightParen, .rightSquare, .rightBrace:
      return close(token)
    case .semicolon where !isInClosure:
      return problem(AnnotationMessages.builderStatement(";"), at: token.start)
    case .keyword, .identifier:
      if !isInClosure, previousKind != .period, token.word.beginsStatement {
        if openings.isEmpty {
          return problem(AnnotationMessages.builderStatement(source.text(token.start..<token.end)), at: token.start)
        }
        statementKeyword = token.start..<token.end
      }
    case .poundIf, .poundElseif, .poundElse, .poundEndif, .poundSourceLocation:
      return problem(AnnotationMessages.builderDirective(source.text(token.start..<token.end)), at: token.start)
    case .unknown, .shebang:
      return problem(unexpected(at: token.start), at: token.start)
    default:
      break
    }
    return nil
  }

  /// Inside a closure's braces, statements and declarations are the closure's own.
  private var isInClosure: Bool {
    openings.contains { if case .bracket(.leftBrace, _) = $0 { true } else { false } }
  }

  /// A string literal, or the segment of one that an interpolation opens or continues.
  private mutating func string(_ token: Token) -> BuilderExpressionScanner.Problem? {
    let start: Int
    let hashes: Int
    var contentStart = token.start
    if let continued = continuedString {
      (start, hashes) = continued
      continuedString = nil
    } else {
      start = token.start
      var quote = token.start
      while source.base[quote] == UInt8(ascii: "#") { quote += 1 }
      hashes = quote - token.start
      if source.base[quote] == ASCIIByte.apostrophe {
        return problem(AnnotationMessages.builderSingleQuotedLiteral, at: start)
      }
      if source.opensMultiLineString(atQuote: quote, delimiterLength: hashes) {
        return problem(AnnotationMessages.builderMultiLineString, at: start)
      }
      contentStart = quote + 1
    }
    if token.opensInterpolation {
      openings.append(.interpolation(offset: token.end - 2 - hashes, stringStart: start, hashes: hashes))
      return nil
    }
    let closing = [UInt8(ascii: "\"")] + [UInt8](repeating: UInt8(ascii: "#"), count: hashes)
    let isClosed =
      token.end - contentStart >= closing.count
      && closing.indices.allSatisfy { source.base[token.end - closing.count + $0] == closing[$0] }
    if isClosed { return nil }
    return problem(AnnotationMessages.unterminatedString(closing: String(decoding: closing, as: UTF8.self)), at: start)
  }

  private mutating func close(_ token: Token) -> BuilderExpressionScanner.Problem? {
    let close = Self.spelling(of: token.kind)
    switch openings.last {
    case .bracket(let open, _) where Self.closer(of: open) == token.kind:
      openings.removeLast()
      return nil
    case .interpolation(_, let stringStart, let hashes) where token.kind == .rightParen:
      openings.removeLast()
      continuedString = (stringStart, hashes)
      return nil
    case .bracket(let open, _):
      let message = AnnotationMessages.mismatchedClosingBracket(
        close, expected: Self.spelling(of: Self.closer(of: open)), open: Self.spelling(of: open))
      return problem(message, at: token.start)
    case .interpolation:
      return problem(AnnotationMessages.mismatchedClosingBracket(close, expected: ")", open: "\\("), at: token.start)
    case nil:
      return problem(AnnotationMessages.unexpectedClosingBracket(close), at: token.start)
    }
  }

  private func unclosed(_ opening: Opening) -> BuilderExpressionScanner.Problem {
    switch opening {
    case .bracket(let open, let offset):
      let message = AnnotationMessages.unclosedBracket(
        Self.spelling(of: open), close: Self.spelling(of: Self.closer(of: open)))
      return problem(message, at: offset)
    case .interpolation(let offset, _, _):
      return problem(AnnotationMessages.unclosedBracket("\\(", close: ")"), at: offset)
    }
  }

  private func unexpected(at offset: Int) -> String {
    let (scalar, _) = UnicodeScalarClass.decode(source.base, count: source.count, at: offset)
    let character = scalar.flatMap(Unicode.Scalar.init).map { String(Character($0)) } ?? "\u{FFFD}"
    return AnnotationMessages.builderUnexpectedCharacter(character)
  }

  private func problem(_ message: String, at offset: Int) -> BuilderExpressionScanner.Problem {
    BuilderExpressionScanner.Problem(message: message, offset: offset)
  }

  private static func closer(of open: TokenKind) -> TokenKind {
    switch open {
    case .leftParen: .rightParen
    case .leftSquare: .rightSquare
    default: .rightBrace
    }
  }

  private static func spelling(of kind: TokenKind) -> String {
    switch kind {
    case .leftParen: "("
    case .rightParen: ")"
    case .leftSquare: "["
    case .rightSquare: "]"
    case .leftBrace: "{"
    default: "}"
    }
  }
}

extension Word {
  /// Keywords that begin a declaration or a statement: outside a closure, and unless it is an
  /// argument label or a member name, a builder holding one is not an expression.
  fileprivate var beginsStatement: Bool {
    if beginsMemberDeclaration { return true }
    switch self {
    case .return, .break, .continue, .defer, .guard, .while, .for, .repeat, .do, .fallthrough, .throw, .static,
      .public, .private, .fileprivate, .internal:
      return true
    default:
      return false
    }
  }
}
