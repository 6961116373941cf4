/// An initializer being read, from its `init` keyword to its body's `{` (or, in a protocol, to the
/// first token that cannot belong to it): `?` or `!`, generic parameters, the parameter clause,
/// `async`, the throws clause and a `where` clause.
///
/// It only watches the tokens: the declaration tracker handles each of them as usual too, so
/// braces, types and comments inside default values are followed as anywhere else. It sees only
/// the tokens of the scope it started in; deeper ones belong to closures of default values.
struct InitializerHeader {
  enum Step {
    case consumed
    /// The header ended at or before this token (the body's `{`, the next member); the
    /// declaration is complete.
    case ended
  }

  private enum Phase {
    /// Right after `init`, where `?` or `!` may follow.
    case keyword
    /// Where a generic parameter clause or the parameter clause may start.
    case beforeParameters
    case genericParameters(depth: Int)
    case parameters
    case effects
    /// After `throws` or `rethrows`, where a thrown type in parentheses may follow.
    case afterThrows
    case thrownType(depth: Int)
    case whereClause
  }

  /// The declaration's slot in `DeclarationTracker.initializers`, taken at the keyword so that
  /// initializers stay in source order when one is read inside another's default value.
  let index: Int
  /// How many scopes were open at the keyword; the header reads only tokens at that depth.
  let scopeDepth: Int
  private var declaration: InitializerDeclaration
  private var phase = Phase.keyword
  private var parameters = ParameterClause()
  private var throwsClause = TypeTextBuilder()

  init(_ declaration: InitializerDeclaration, index: Int, scopeDepth: Int) {
    self.declaration = declaration
    self.index = index
    self.scopeDepth = scopeDepth
  }

  mutating func consume(_ token: Token, recorder: inout ScanRecorder) -> Step {
    let base = recorder.source.base
    switch token.kind {
    case .rightBrace, .semicolon, .endOfFile: return .ended
    default: break
    }
    switch phase {
    case .keyword:
      phase = .beforeParameters
      guard token.kind == .postfixQuestionMark || token.kind == .exclamationMark else {
        return readBeforeParameters(token, base: base)
      }
      declaration.isFailable = true
    case .beforeParameters:
      return readBeforeParameters(token, base: base)
    case .genericParameters(let depth):
      if token.kind == .leftBrace || TypeHeader.endsHeader(token) { return .ended }
      let inner = depth + token.typeNestingChange(in: base)
      phase = inner <= 0 ? .beforeParameters : .genericParameters(depth: inner)
    case .parameters:
      if parameters.consume(token, recorder: &recorder) { phase = .effects }
    case .effects:
      return readEffect(token, base: base)
    case .afterThrows:
      guard token.kind == .leftParen else { return readEffect(token, base: base) }
      throwsClause.append(token, from: base)
      phase = .thrownType(depth: 1)
    case .thrownType(let depth):
      if token.kind == .leftBrace || TypeHeader.endsHeader(token) { return .ended }
      throwsClause.append(token, from: base)
      let inner = depth + token.typeNestingChange(in: base)
      phase = inner <= 0 ? .effects : .thrownType(depth: inner)
    case .whereClause:
      if token.kind == .leftBrace || TypeHeader.endsHeader(token) { return .ended }
    }
    return .consumed
  }

  private mutating func readBeforeParameters(_ token: Token, base: UnsafePointer<UInt8>) -> Step {
    if token.kind == .leftParen {
      phase = .parameters
    } else if token.opensAngleBracket(in: base), !declaration.isGeneric {
      declaration.isGeneric = true
      let depth = token.typeNestingChange(in: base)
      phase = depth <= 0 ? .beforeParameters : .genericParameters(depth: depth)
    } else {
      return .ended
    }
    return .consumed
  }

  /// `async`, `throws`, `throws(E)`, `rethrows`, `where`, in any order (swift-syntax reads a
  /// misplaced `async` too); anything else ends the header.
  private mutating func readEffect(_ token: Token, base: UnsafePointer<UInt8>) -> Step {
    switch token.word {
    case .async:
      declaration.isAsync = true
    case .reasync:
      break
    case .throws, .rethrows:
      guard throwsClause.isEmpty else { break }  // a second one: invalid, and not reported
      throwsClause.append(token, from: base)
      phase = .afterThrows
      return .consumed
    case .where where token.kind == .keyword:
      phase = .whereClause
    default:
      return .ended
    }
    phase = .effects
    return .consumed
  }

  /// The declaration as read so far, completed: called when the header ends, or when the file or
  /// the enclosing body ends first.
  mutating func finished() -> InitializerDeclaration {
    declaration.parameters = parameters.finish()
    if !throwsClause.isEmpty { declaration.throwsClause = throwsClause.take() }
    return declaration
  }
}
