/// The parameter clause of an initializer being read, after its `(`: each parameter's label,
/// type as written and whether it has a default value.
///
/// A default value may hold any expression. The declaration tracker's scopes follow its braces
/// (and the clause never sees the tokens of a closure), so only `()`, `[]` and string
/// interpolations are counted here to tell the clause's own `,` and `)` from nested ones; in a
/// type, `<>` are counted too (`Dictionary<String, Int>`). In a default value, a `<` that touches
/// the name before it opens generic arguments (`= Dictionary<String, Int>()`), as swift-syntax
/// reads it when the arguments close into a call or a member; a comparison written without
/// spaces (`= a<b, c: Int`) is misread, which default values, being constants, do not hold.
struct ParameterClause {
  private enum Phase {
    /// Attributes (`@ViewBuilder`), then the label and the local name.
    case names
    case type
    case defaultValue
  }

  private var parameters: [InitializerDeclaration.Parameter] = []
  private var phase = Phase.names
  private var depth = 0
  /// In a default value, the nesting inside generic arguments (`Set<Int>()`), 0 outside them.
  private var genericDepth = 0
  private var previousKind = TokenKind.leftParen
  private var attribute = AttributeReader()
  private var isReadingAttribute = false
  private var label: String?
  /// Where the first name starts; `nil` until it is read.
  private var labelPosition: SourcePosition?
  private var type = TypeTextBuilder()
  private var hasDefaultValue = false

  /// Reads `token`; returns `true` when it is the `)` that closes the clause.
  mutating func consume(_ token: Token, recorder: inout ScanRecorder) -> Bool {
    let base = recorder.source.base
    if token.kind == .leftBrace { return false }  // a closure: its tokens stay in the tracker's scopes
    if isReadingAttribute {
      guard attribute.consume(token, base: base) == .passed else { return false }
      isReadingAttribute = false
    }
    defer { previousKind = token.kind }
    if depth == 0 {
      switch token.kind {
      case .comma where genericDepth == 0:
        finishParameter()
        return false
      case .rightParen:
        finishParameter()
        return true
      case .equal where phase != .defaultValue:
        phase = .defaultValue
        hasDefaultValue = true
        return false
      default:
        break
      }
    }
    switch phase {
    case .names:
      readName(token, recorder: &recorder)
    case .type:
      depth = max(0, depth + token.typeNestingChange(in: base))
      type.append(token, from: base)
    case .defaultValue:
      if genericDepth > 0 {
        genericDepth = max(0, genericDepth + token.typeNestingChange(in: base))
      } else if token.opensAngleBracket(in: base), !token.hasLeadingTrivia, previousKind == .identifier {
        genericDepth = max(0, token.typeNestingChange(in: base))
      }
      depth = max(0, depth + token.expressionNestingChange)
    }
    return false
  }

  private mutating func readName(_ token: Token, recorder: inout ScanRecorder) {
    switch token.kind {
    case .atSign:
      attribute = AttributeReader()
      isReadingAttribute = true
    case .identifier, .keyword:
      guard labelPosition == nil else { return }  // the local name
      let name = TypeHeader.unquoted(token, base: recorder.source.base)
      label = name == "_" ? nil : name
      labelPosition = recorder.position(at: token.start)
    case .colon:
      phase = .type
    default:
      break
    }
  }

  /// Ends the parameter in progress, if anything of it was read, and starts the next.
  private mutating func finishParameter() {
    if let labelPosition {
      parameters.append(
        InitializerDeclaration.Parameter(
          label: label,
          type: type.take(),
          hasDefaultValue: hasDefaultValue,
          position: labelPosition
        )
      )
    }
    phase = .names
    depth = 0
    genericDepth = 0
    isReadingAttribute = false
    label = nil
    labelPosition = nil
    hasDefaultValue = false
    if !type.isEmpty { _ = type.take() }
  }

  /// The parameters read, including the one in progress when the clause never closed.
  mutating func finish() -> [InitializerDeclaration.Parameter] {
    finishParameter()
    return parameters
  }
}
