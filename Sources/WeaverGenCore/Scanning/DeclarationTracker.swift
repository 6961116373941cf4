/// Follows the token stream to find type declarations, extensions, their initializers and
/// file-scope imports, and the braces that make up type bodies and code blocks.
///
/// It keeps a stack of open braces, each either a type body or a code block (function, closure,
/// accessor, control flow); a declaration's parent is the innermost type body around it, and it
/// is local when any code block is. Which keyword declares what is decided from a few tokens of
/// context, the way swift-syntax's parser decides it: `.class` and `f(class: x)` do not declare,
/// `class func` is a modifier, `actor` declares only where a statement starts.
struct DeclarationTracker {
  struct Scope {
    /// The type declaration whose body this is, or `nil` for a code block (or an unreported type).
    var declaration: Int?
    /// The innermost type declaration whose body holds this scope.
    var enclosingType: Int?
    /// Whether a code block holds this scope (or is it).
    var isLocal: Bool
    /// Whether this is, or is inside, the body of a type left unreported because of
    /// `maximumQualifiedNameLength`; nothing inside is reported either.
    var isUnreported: Bool
  }

  /// The longest dotted name reported, in UTF-8 bytes. No Swift code comes near it; without it,
  /// deeply nested or very long names would make the names reported (and so the work) grow with
  /// the square of the file's size.
  static let maximumQualifiedNameLength = 4_096

  var declarations: [TypeDeclaration] = []
  var initializers: [InitializerDeclaration] = []
  var imports: [ImportDeclaration] = []
  var scopes: [Scope] = []
  /// The innermost type declaration whose body holds the current position.
  var innermostType: Int?
  /// Whether the current position is inside the body of an unreported type.
  var isInUnreportedScope = false
  var prefix = DeclarationPrefix()
  /// The type declaration or import being read, and flags saying so that are cheaper to test in a
  /// debug build than comparing an optional struct with `nil`.
  var header: TypeHeader?
  var importHeader: ImportHeader?
  var isReadingHeader = false
  var isReadingImport = false
  /// The initializers being read, innermost last: one may start inside a closure of another's
  /// default value, each at a deeper scope.
  var initializerHeaders: [InitializerHeader] = []
  var isReadingInitializer = false
  /// The scope depth the innermost header reads, kept apart so that checking it does not copy the
  /// header out of the array in a debug build.
  var initializerScopeDepth = -1
  /// Whether `header`, `importHeader`, `initializerHeaders` and `prefix` are all empty; then most
  /// tokens (those that cannot begin a declaration) need no work at all.
  private var isIdle = true
  /// `#if` nesting, for conditional imports.
  private var conditionalDepth = 0
  /// Whether the tokens are the condition of `#if` / `#elseif`, which end with their line.
  private var isInDirectiveCondition = false
  private var preceding = PrecedingToken()
  let source: SourceBuffer

  init(source: SourceBuffer) {
    self.source = source
    scopes.reserveCapacity(32)
    prefix.recordsAttributes = true
  }

  mutating func consume(_ token: Token, recorder: inout ScanRecorder) {
    if isInDirectiveCondition {
      if !token.isAtStartOfLine, token.kind != .endOfFile { return }
      isInDirectiveCondition = false
    }
    switch token.kind {
    case .poundIf, .poundElseif, .poundElse, .poundEndif:
      handleDirective(token)
    default:
      // Most tokens cannot begin anything the tracker follows, and need no work while nothing is
      // pending.
      if isIdle {
        switch token.kind {
        case .atSign, .leftBrace, .rightBrace, .endOfFile:
          break
        case .identifier:
          if case .other = token.word {
            preceding.kind = .identifier
            preceding.word = .other
            return
          }
          guard token.word.mayBeginDeclaration else {
            preceding.update(to: token)
            return
          }
        case .keyword:
          guard token.word.mayBeginDeclaration else {
            preceding.update(to: token)
            return
          }
        default:
          preceding.kind = token.kind
          preceding.word = .other
          return
        }
      }
      dispatch(token, recorder: &recorder)
      isIdle = !isReadingHeader && !isReadingImport && !isReadingInitializer && prefix.isClear
    }
    preceding.update(to: token)
  }

  /// Whether a run of plain tokens would change nothing here but `preceding`: nothing is being
  /// read, and no `#if` condition is open (`SwiftLexer.skimPlainTokens`).
  var acceptsPlainRun: Bool { isIdle && !isInDirectiveCondition }

  /// Whether the innermost scope is a code block (not a type's body, nor inside an unreported
  /// type), where tokens that declare nothing change nothing but `preceding`
  /// (`SwiftLexer.skipCodeBlock(recordsEveryComment:)`).
  var isInCodeBlock: Bool {
    guard let scope = scopes.last else { return false }
    return scope.declaration == nil && !isInUnreportedScope
  }

  /// Takes in a run of plain tokens the lexer skimmed: none begins a declaration or ends a
  /// directive's condition, so only the last two count, and the last may open or close a scope
  /// (as `dispatch` does with a brace while nothing is being read).
  mutating func consume(_ run: SwiftLexer.PlainRun) {
    if run.lastKind == .leftBrace || run.lastKind == .rightBrace { takeBrace(run.lastKind, end: run.end) }
    if let beforeLast = run.beforeLast { preceding.update(kind: beforeLast.kind, word: beforeLast.word) }
    preceding.update(kind: run.lastKind, word: run.lastWord)
  }

  /// A brace no header takes: `{` opens a code block, `}` closes the innermost scope at `end`.
  private mutating func takeBrace(_ kind: TokenKind, end: Int) {
    prefix.reset()
    if kind == .leftBrace {
      openScope(declaration: nil, isType: false)
    } else {
      closeScope(at: end)
    }
  }

  private mutating func handleDirective(_ token: Token) {
    switch token.kind {
    case .poundIf: conditionalDepth += 1
    case .poundEndif: conditionalDepth = max(0, conditionalDepth - 1)
    default: break
    }
    isInDirectiveCondition = token.kind == .poundIf || token.kind == .poundElseif
  }

  private mutating func dispatch(_ token: Token, recorder: inout ScanRecorder) {
    if isReadingInitializer { continueInitializer(with: token, recorder: &recorder) }
    if isReadingHeader, continueHeader(with: token, recorder: &recorder) { return }
    if isReadingImport, continueImport(with: token) { return }
    if !prefix.isClear, prefix.continuePhase(with: token, in: source) == .consumed { return }
    switch token.kind {
    case .atSign:
      prefix.beginAttribute(token, atStatementStart: preceding.startsStatement(before: token))
    case .leftBrace, .rightBrace:
      takeBrace(token.kind, end: token.end)
    case .keyword where token.word == .import && scopes.isEmpty && preceding.kind != .period:
      isReadingImport = true
      importHeader = ImportHeader(
        position: recorder.position(at: token.start),
        attributes: prefix.attributes(in: source),
        accessLevel: prefix.accessLevel,
        isConditional: conditionalDepth > 0
      )
      prefix.reset()
    case .identifier, .keyword:
      if prefix.allowsDeclaration,
        let kind = preceding.declarationKind(introducedBy: token, isInDeclarationPrefix: !prefix.isClear)
      {
        header = TypeHeader(
          kind: kind,
          accessLevel: prefix.accessLevel,
          isObjC: prefix.hasObjCAttribute,
          attributes: prefix.attributeCount > 0 ? prefix.attributeNames(in: source) : [],
          isNonisolated: prefix.hasNonisolatedModifier
        )
        isReadingHeader = true
        prefix.reset()
      } else if token.word == .`init`, token.kind == .keyword, prefix.allowsDeclaration,
        preceding.allowsDeclarationKeyword, let parent = scopes.last?.declaration
      {
        beginInitializer(at: token, in: parent, recorder: &recorder)
        prefix.reset()
      } else if token.word.isModifier, preceding.kind != .period,
        !prefix.isClear || preceding.startsStatement(before: token)
      {
        prefix.addModifier(token)
      } else {
        prefix.reset()
      }
    case .endOfFile:
      prefix.reset()
      finishInitializers(deeperThan: -1)
    default:
      prefix.reset()
    }
  }
}
