/// The header of a type declaration being read, from its keyword to its body's `{`: the name
/// (or extended type), generic parameter names, inherited types, and the requirements of a
/// `where` clause. It decides too whether the keyword declared anything: `class func` does not.
struct TypeHeader {
  enum Step {
    case consumed
    /// The `{` of the body.
    case bodyOpened
    /// The header ended before this token, without a body; the token is the caller's.
    case ended
    /// The keyword did not declare a type (`class var`, `actor.run()`); the token is the caller's.
    case cancelled
  }

  enum Phase {
    case name
    /// After `class` and a modifier word: `class final {` declares `final`, `class final func` does not.
    case classNameOrModifier
    case extendedType
    case afterName
    case genericParameters
    case inheritance
    case whereClause
  }

  let kind: DeclarationKind
  let accessLevel: AccessLevel?
  /// Whether `@objc` was written before the keyword.
  let isObjC: Bool
  /// The names of the attributes written before the keyword.
  var attributes: [String]
  /// Whether `nonisolated` was written before the keyword.
  let isNonisolated: Bool
  /// The name token (back-quotes included); `nil` for an extension.
  private(set) var name: Token?
  /// The extended type of an extension, set when it is complete.
  var extendedType: String?
  private(set) var namePosition = SourcePosition(offset: 0, line: 1, column: 1)
  var genericParameters: [String] = []
  var inheritedTypes: [String] = []
  var whereRequirements: [String] = []
  var phase: Phase
  /// Nesting of `()`, `[]` and `<>` inside the current part of the header.
  var depth = 0
  var expectsGenericParameterName = false
  var text = TypeTextBuilder()

  init(kind: DeclarationKind, accessLevel: AccessLevel?, isObjC: Bool, attributes: [String], isNonisolated: Bool) {
    self.kind = kind
    self.accessLevel = accessLevel
    self.isObjC = isObjC
    self.attributes = attributes
    self.isNonisolated = isNonisolated
    self.phase = kind == .extension ? .extendedType : .name
  }

  mutating func consume(_ token: Token, recorder: inout ScanRecorder) -> Step {
    let base = recorder.source.base
    switch phase {
    case .name:
      guard token.kind == .identifier else { return .cancelled }
      name = token
      namePosition = recorder.position(at: token.start)
      phase = kind == .class && token.word.isModifier ? .classNameOrModifier : .afterName
      return .consumed
    case .classNameOrModifier:
      if token.word.isModifier || token.kind == .leftParen || token.kind == .rightParen { return .consumed }
      if token.word.beginsMemberDeclaration || token.word == .override { return .cancelled }
      phase = .afterName
      return readAfterName(token, base: base)
    case .extendedType:
      return readExtendedType(token, recorder: &recorder)
    case .afterName:
      return readAfterName(token, base: base)
    case .genericParameters:
      return readGenericParameter(token, base: base)
    case .inheritance:
      return readInheritedType(token, base: base)
    case .whereClause:
      return readWhereRequirement(token, base: base)
    }
  }

  private mutating func readExtendedType(_ token: Token, recorder: inout ScanRecorder) -> Step {
    if text.isEmpty {
      guard Self.startsType(token) else { return .cancelled }
      namePosition = recorder.position(at: token.start)
    } else if token.kind == .leftBrace || Self.endsHeader(token) {
      extendedType = text.take()
      return token.kind == .leftBrace ? .bodyOpened : .ended
    } else if depth == 0, token.kind == .colon || token.word == .where {
      extendedType = text.take()
      phase = token.kind == .colon ? .inheritance : .whereClause
      return .consumed
    }
    trackDepth(token, base: recorder.source.base)
    text.append(token, from: recorder.source.base)
    return .consumed
  }

  private static func startsType(_ token: Token) -> Bool {
    switch token.kind {
    case .identifier, .leftSquare, .leftParen: true
    case .keyword: token.word == .Any || token.word == .Self
    default: false
    }
  }

  private mutating func readAfterName(_ token: Token, base: UnsafePointer<UInt8>) -> Step {
    switch token.kind {
    case .leftBrace:
      return .bodyOpened
    case .colon:
      phase = .inheritance
    case .keyword where token.word == .where:
      phase = .whereClause
    case .binaryOperator, .prefixOperator, .postfixOperator:
      guard base[token.start] == ASCIIByte.lessThan, genericParameters.isEmpty else { return .ended }
      phase = .genericParameters
      expectsGenericParameterName = true
      return readGenericParameter(token, base: base)
    default:
      return .ended
    }
    return .consumed
  }
}
