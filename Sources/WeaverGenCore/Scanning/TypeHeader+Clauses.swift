/// The clauses after a type's name: `<T, each U, let N: Int>`, `: Base, @unchecked Sendable`, and
/// `where Self: AnyObject, …`, with the bracket nesting that tells a clause's own `,` and `:` from
/// nested ones.
extension TypeHeader {
  mutating func readGenericParameter(_ token: Token, base: UnsafePointer<UInt8>) -> Step {
    if token.kind == .leftBrace { return .bodyOpened }
    if token.kind == .rightBrace || token.kind == .semicolon || token.kind == .endOfFile { return .ended }
    let outerDepth = depth
    trackDepth(token, base: base)
    if depth <= 0 {
      depth = 0
      phase = .afterName
    } else if outerDepth == 1, depth == 1 {
      if token.kind == .comma {
        expectsGenericParameterName = true
      } else if expectsGenericParameterName, token.word != .each, token.word != .let {
        expectsGenericParameterName = false
        if token.kind == .identifier { genericParameters.append(Self.unquoted(token, base: base)) }
      }
    }
    return .consumed
  }

  mutating func readInheritedType(_ token: Token, base: UnsafePointer<UInt8>) -> Step {
    let separated = depth == 0 && (token.kind == .comma || token.word == .where)
    if separated, token.word == .where { phase = .whereClause }
    let ends =
      depth == 0
      ? Self.endsHeader(token) && !(token.word == .class && text.isEmpty)
      : token.kind == .rightBrace || token.kind == .semicolon || token.kind == .endOfFile
    return readListItem(token, base: base, separated: separated, ends: ends, into: \.inheritedTypes)
  }

  mutating func readWhereRequirement(_ token: Token, base: UnsafePointer<UInt8>) -> Step {
    let separated = depth == 0 && token.kind == .comma
    return readListItem(
      token, base: base, separated: separated, ends: Self.endsHeader(token), into: \.whereRequirements)
  }

  /// Reads a token of a comma-separated clause into the item in progress. `{` opens the body,
  /// `ends` ends the header and `separated` the item; each of them adds the item to `list`.
  private mutating func readListItem(
    _ token: Token,
    base: UnsafePointer<UInt8>,
    separated: Bool,
    ends: Bool,
    into list: WritableKeyPath<TypeHeader, [String]>
  ) -> Step {
    let step: Step
    if token.kind == .leftBrace {
      step = .bodyOpened
    } else if ends {
      step = .ended
    } else if separated {
      step = .consumed
    } else {
      trackDepth(token, base: base)
      text.append(token, from: base)
      return .consumed
    }
    if !text.isEmpty {
      // Made for a few items at once: most types conform to two or three protocols, and a list
      // grown from one item was made twice or three times.
      if self[keyPath: list].isEmpty { self[keyPath: list].reserveCapacity(4) }
      self[keyPath: list].append(text.take())
    }
    return step
  }

  /// Counts the brackets of the clause being read.
  mutating func trackDepth(_ token: Token, base: UnsafePointer<UInt8>) {
    depth += token.typeNestingChange(in: base)
  }

  /// Tokens that cannot be part of a type header, so the header ended without a body.
  static func endsHeader(_ token: Token) -> Bool {
    switch token.kind {
    case .semicolon, .rightBrace, .endOfFile:
      return true
    case .keyword:
      switch token.word {
      case .where, .class, .Any, .Self, .throws, .rethrows, .inout, .let, .repeat: return false
      default: return true
      }
    default:
      return false
    }
  }

  /// An identifier's text without its back-quotes; an empty pair (`` `` ``, not valid Swift) is
  /// kept, so that no name is empty.
  static func unquoted(_ token: Token, base: UnsafePointer<UInt8>) -> String {
    var start = token.start
    var end = token.end
    if end - start > 2, base[start] == ASCIIByte.backtick, base[end - 1] == ASCIIByte.backtick {
      start += 1
      end -= 1
    }
    return String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self)
  }
}
