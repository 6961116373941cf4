/// The attributes and modifiers read so far before a possible declaration: `@testable`,
/// `@available(*, message: "…")`, `public`, `private(set)`, `nonisolated(unsafe)`.
///
/// The tracker feeds it tokens; what a declaration needs of it (access level, attribute names,
/// modifiers, `@objc`, `nonisolated`) is taken when a declaration keyword follows, and anything
/// else clears it. It keeps byte ranges and words, never strings: most prefixes (`@Published`,
/// `private`) belong to properties and functions, which the scanner does not report.
struct DeclarationPrefix {
  enum Step {
    /// The token belongs to the prefix.
    case consumed
    /// The token is not part of the prefix; the caller handles it.
    case passed
  }

  private enum Phase {
    case idle
    /// Inside an attribute, read by `attribute`.
    case attribute
    case afterModifier(Word)
    case modifierDetail(depth: Int)
  }

  /// Whether a declaration may follow: the prefix started where a statement can start.
  private(set) var isActive = false
  /// Whether a declaration keyword here may declare: nothing was read, or what was read started
  /// where a statement can (`@ViewBuilder class c: T` in a parameter list is a label). Stored,
  /// like the other flags the tracker reads for every token, because a computed property would
  /// copy the prefix, arrays and all, in a debug build.
  private(set) var allowsDeclaration = true
  private(set) var accessLevel: AccessLevel?
  /// Whether one of the attributes is `@objc` (or `@objc(Name)`).
  private(set) var hasObjCAttribute = false
  /// Whether one of the modifiers is `nonisolated` (or `nonisolated(unsafe)`).
  private(set) var hasNonisolatedModifier = false
  /// The modifiers in source order, without their details, one `Word` a byte: no array to grow
  /// and clear for the `private` or `static` of every member. Eight are kept at most; no
  /// declaration has more.
  private var modifierWords: UInt64 = 0
  private var modifierCount = 0
  /// How many attributes were read.
  private(set) var attributeCount = 0
  private var accessLevelBeforeModifier: AccessLevel?
  private var phase = Phase.idle
  private var attribute = AttributeReader()
  /// The byte ranges of the attributes' name components, and where each attribute starts among
  /// them.
  private var attributeNames: [Range<Int>] = []
  private var attributeNameStarts: [Int] = []
  /// Token ranges of the whole attributes, and where each attribute starts among them, kept only
  /// when `recordsAttributes` is set (at file scope, where imports are).
  private var attributeTokens: [Range<Int>] = []
  private var attributeStarts: [Int] = []
  var recordsAttributes = false

  /// Whether nothing has been read: no attribute, no modifier.
  private(set) var isClear = true

  mutating func reset() {
    guard !isClear else { return }
    isClear = true
    isActive = false
    allowsDeclaration = true
    accessLevel = nil
    hasObjCAttribute = false
    hasNonisolatedModifier = false
    phase = .idle
    modifierWords = 0
    modifierCount = 0
    if attributeCount > 0 {
      attributeCount = 0
      attributeNames.removeAll(keepingCapacity: true)
      attributeNameStarts.removeAll(keepingCapacity: true)
    }
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
    case .attribute:
      switch attribute.consume(token, base: source.base) {
      case .name:
        let isFirst = attributeNames.count == attributeNameStarts[attributeNameStarts.count - 1]
        if isFirst, token.end - token.start == 4, source.bytes(at: token.start, equal: "objc") {
          hasObjCAttribute = true
        }
        attributeNames.append(token.start..<token.end)
      case .consumed:
        break
      case .passed:
        phase = .idle
        return .passed
      }
      recordAttributeToken(token)
    case .afterModifier(let modifier):
      guard token.kind == .leftParen, !token.isAtStartOfLine, modifier.takesDetail else {
        phase = .idle
        return .passed
      }
      guard modifier != .open else {
        reset()  // `open(…)` is a call to a function named `open`
        return .passed
      }
      accessLevel = accessLevelBeforeModifier  // `private(set)` does not set the access level
      phase = .modifierDetail(depth: 1)
    case .modifierDetail(let depth):
      let inner = depth + token.expressionNestingChange
      phase = inner <= 0 ? .idle : .modifierDetail(depth: inner)
    }
    return .consumed
  }

  /// Starts an attribute at its `@`.
  mutating func beginAttribute(_ atSign: Token, atStatementStart: Bool) {
    if !isActive, !atStatementStart { reset() }
    isClear = false
    isActive = isActive || atStatementStart
    allowsDeclaration = isActive
    attributeCount += 1
    attributeNameStarts.append(attributeNames.count)
    if recordsAttributes { attributeStarts.append(attributeTokens.count) }
    recordAttributeToken(atSign)
    attribute = AttributeReader()
    phase = .attribute
  }

  /// Adds a modifier (`public`, `final`, `nonisolated`).
  mutating func addModifier(_ modifier: Token) {
    isActive = isActive || isClear  // after an attribute, where that attribute stands decides
    isClear = false
    allowsDeclaration = isActive
    accessLevelBeforeModifier = accessLevel
    if let level = modifier.word.accessLevel { accessLevel = level }
    if modifier.word == .nonisolated { hasNonisolatedModifier = true }
    if modifierCount < 8 {
      modifierWords |= UInt64(modifier.word.rawValue) << (8 * modifierCount)
      modifierCount += 1
    }
    phase = .afterModifier(modifier.word)
  }

  private mutating func recordAttributeToken(_ token: Token) {
    if recordsAttributes { attributeTokens.append(token.start..<token.end) }
  }

  /// The attributes' names, without `@` or arguments, their components joined by `.`
  /// (`MainActor`, `Foo.Bar`); an attribute with no name (a stray `@`) is left out.
  func attributeNames(in source: SourceBuffer) -> [String] {
    guard attributeCount > 0 else { return [] }
    return Self.groups(of: attributeNames, startingAt: attributeNameStarts).compactMap { components in
      components.isEmpty ? nil : components.map { source.text($0) }.joined(separator: ".")
    }
  }

  /// The modifiers' spellings, in source order.
  var modifierSpellings: [String] {
    (0..<modifierCount).map { index in
      let word = Word(rawValue: UInt8(truncatingIfNeeded: modifierWords >> (8 * index))) ?? .other
      return String(describing: word.spelling)
    }
  }

  /// The attributes' texts, whitespace and comments removed (`@_spi(Internal)`).
  func attributes(in source: SourceBuffer) -> [String] {
    Self.groups(of: attributeTokens, startingAt: attributeStarts).map { tokens in
      tokens.map { source.text($0) }.joined()
    }
  }

  /// Splits `ranges` into one group per attribute, `starts` holding the index of each one's first.
  private static func groups(of ranges: [Range<Int>], startingAt starts: [Int]) -> [ArraySlice<Range<Int>>] {
    starts.indices.map { index in
      ranges[starts[index]..<(index + 1 < starts.count ? starts[index + 1] : ranges.count)]
    }
  }
}
