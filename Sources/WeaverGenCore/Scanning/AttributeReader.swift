/// Reads one attribute after its `@`, token by token: the name, dotted (`@Foo.Bar`) or with
/// generic arguments (`@Wrapper<Int>`), then the arguments in parentheses, which may hold any
/// expression (`@available(*, message: "…")`, `@Option(transform: { … })`) and are skipped by
/// counting brackets.
///
/// The declaration prefix uses it for the attributes of declarations, the parameter clause for
/// those of parameters (`@ViewBuilder content: …`), so both end an attribute at the same token.
struct AttributeReader {
  enum Step {
    /// The token is a component of the name (`Foo`, then `Bar`, of `@Foo.Bar`).
    case name
    /// The token is another part of the attribute.
    case consumed
    /// The attribute ended before the token, which is the caller's.
    case passed
  }

  private enum Phase {
    case name
    case afterName
    case genericArguments(depth: Int)
    case arguments(depth: Int)
    case ended
  }

  private var phase = Phase.name

  mutating func consume(_ token: Token, base: UnsafePointer<UInt8>) -> Step {
    switch phase {
    case .name:
      guard token.kind == .identifier || token.kind == .keyword else { return pass() }
      phase = .afterName
      return .name
    case .afterName:
      // Only what touches the name belongs to it: `@objc (x)` is the attribute and a tuple.
      guard !token.hasLeadingTrivia else { return pass() }
      if token.kind == .period {
        phase = .name
      } else if token.kind == .leftParen {
        phase = .arguments(depth: 1)
      } else if token.opensAngleBracket(in: base) {
        phase = .genericArguments(depth: token.typeNestingChange(in: base))
      } else {
        return pass()
      }
    case .genericArguments(let depth):
      // A type cannot hold a brace or a statement keyword: malformed arguments end there rather
      // than swallowing the file.
      if token.kind == .leftBrace || TypeHeader.endsHeader(token) { return pass() }
      let inner = depth + token.typeNestingChange(in: base)
      phase = inner <= 0 ? .afterName : .genericArguments(depth: inner)
    case .arguments(let depth):
      let inner = depth + token.expressionNestingChange
      phase = inner <= 0 ? .ended : .arguments(depth: inner)
    case .ended:
      return .passed
    }
    return .consumed
  }

  private mutating func pass() -> Step {
    phase = .ended
    return .passed
  }
}
