/// The attributes and modifiers read so far before a possible declaration: `@testable`,
/// `@available(*, message: "…")`, `public`, `private(set)`, `nonisolated(unsafe)`.
///
/// The tracker feeds it tokens; the access level, whether `@objc` was written (an `@objc`
/// protocol is class-bound) and, for imports, the attributes are taken when a declaration keyword
/// follows, and anything else clears it.
struct DeclarationPrefix {
  enum Step {
    /// The token belongs to the prefix.
    case consumed
    /// The token is not part of the prefix; the caller handles it.
    case passed
  }

  private enum Phase: Equatable {
    case idle
    /// Right after `@`: the attribute's first name, where `objc` is looked for.
    case attributeStart
    case attributeName
    case afterAttributeName
    case attributeArguments(depth: Int)
    case afterModifier(Word)
    case modifierDetail(depth: Int)
  }

  /// Whether a declaration may follow: the prefix started where a statement can start.
  private(set) var isActive = false
  private(set) var accessLevel: AccessLevel?
  /// Whether one of the attributes is `@objc` (or `@objc(Name)`).
  private(set) var hasObjCAttribute = false
  private var accessLevelBeforeModifier: AccessLevel?
  private var phase = Phase.idle
  /// Token ranges of the attributes, and where each attribute starts among them, kept only when
  /// `recordsAttributes` is set (at file scope, where imports are).
  private var attributeTokens: [Range<Int>] = []
  private var attributeStarts: [Int] = []
  var recordsAttributes = false

  /// Whether nothing has been read: no attribute, no modifier.
  private(set) var isClear = true

  mutating func reset() {
    guard !isClear else { return }
    isClear = true
    isActive = false
    accessLevel = nil
    hasObjCAttribute = false
    phase = .idle
    if !attributeTokens.isEmpty {
      attributeTokens.removeAll(keepingCapacity: true)
      attributeStarts.removeAll(keepingCapacity: true)
    }
  }

  /// Continues an attribute or modifier in progress with `token`.
  mutating func continuePhase(with token: Token, in source: SourceBuffer) -> Step {
    switch phase {
    case .idle:
      return .passed
    case .attributeStart, .attributeName:
      guard token.kind == .identifier || token.kind == .keyword else { return pass() }
      if phase == .attributeStart, token.end - token.start == 4, source.bytes(at: token.start, equal: "objc") {
        hasObjCAttribute = true
      }
      recordAttributeToken(token)
      phase = .afterAttributeName
    case .afterAttributeName:
      if token.kind == .period, !token.hasLeadingTrivia {
        phase = .attributeName
      } else if token.kind == .leftParen, !token.hasLeadingTrivia {
        phase = .attributeArguments(depth: 1)
      } else {
        return pass()
      }
      recordAttributeToken(token)
    case .attributeArguments(let depth):
      recordAttributeToken(token)
      phase = Self.argumentPhase(depth: depth, after: token) { .attributeArguments(depth: $0) }
    case .afterModifier(let modifier):
      guard token.kind == .leftParen, !token.isAtStartOfLine, modifier.takesDetail else { return pass() }
      guard modifier != .open else {
        reset()  // `open(…)` is a call to a function named `open`
        return .passed
      }
      accessLevel = accessLevelBeforeModifier  // `private(set)` does not set the access level
      phase = .modifierDetail(depth: 1)
    case .modifierDetail(let depth):
      phase = Self.argumentPhase(depth: depth, after: token) { .modifierDetail(depth: $0) }
    }
    return .consumed
  }

  private mutating func pass() -> Step {
    phase = .idle
    return .passed
  }

  private static func argumentPhase(depth: Int, after token: Token, _ inside: (Int) -> Phase) -> Phase {
    switch token.kind {
    case .leftParen: inside(depth + 1)
    case .rightParen: depth == 1 ? .idle : inside(depth - 1)
    default: inside(depth)
    }
  }

  /// Starts an attribute at its `@`.
  mutating func beginAttribute(_ atSign: Token, atStatementStart: Bool) {
    if !isActive, !atStatementStart { reset() }
    isClear = false
    isActive = isActive || atStatementStart
    if recordsAttributes { attributeStarts.append(attributeTokens.count) }
    recordAttributeToken(atSign)
    phase = .attributeStart
  }

  /// Adds a modifier (`public`, `final`, `nonisolated`).
  mutating func addModifier(_ modifier: Token) {
    isClear = false
    isActive = true
    accessLevelBeforeModifier = accessLevel
    if let level = modifier.word.accessLevel { accessLevel = level }
    phase = .afterModifier(modifier.word)
  }

  private mutating func recordAttributeToken(_ token: Token) {
    if recordsAttributes { attributeTokens.append(token.start..<token.end) }
  }

  /// The attributes' texts, whitespace and comments removed (`@_spi(Internal)`).
  func attributes(in source: SourceBuffer) -> [String] {
    attributeStarts.indices.map { index in
      let end = index + 1 < attributeStarts.count ? attributeStarts[index + 1] : attributeTokens.count
      return attributeTokens[attributeStarts[index]..<end].map { source.text($0) }.joined()
    }
  }
}
