/// Follows the token stream to find type declarations, extensions and file-scope imports, and the
/// braces that make up type bodies and code blocks.
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
  /// Whether `header`, `importHeader` and `prefix` are all empty; then most tokens (those that
  /// cannot begin a declaration) need no work at all.
  private var isIdle = true
  /// `#if` nesting, for conditional imports.
  private var conditionalDepth = 0
  /// Whether the tokens are the condition of `#if` / `#elseif`, which end with their line.
  private var isInDirectiveCondition = false
  /// The previous token; `.semicolon` at the start of the file, where a statement starts.
  private var previousKind = TokenKind.semicolon
  private var previousWord = Word.other

  init() {
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
        case .identifier, .keyword:
          if case .other = token.word, case .identifier = token.kind {
            previousKind = .identifier
            previousWord = .other
            return
          }
          guard token.word.mayBeginDeclaration else {
            remember(token)
            return
          }
        default:
          previousKind = token.kind
          previousWord = .other
          return
        }
      }
      dispatch(token, recorder: &recorder)
      isIdle = !isReadingHeader && !isReadingImport && prefix.isClear
    }
    remember(token)
  }

  private mutating func remember(_ token: Token) {
    // A keyword after `.` is a member name (`x.enum`), which ends an expression like any other.
    if case .keyword = token.kind, case .period = previousKind {
      previousKind = .identifier
    } else {
      previousKind = token.kind
    }
    previousWord = token.word
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
    if isReadingHeader, continueHeader(with: token, recorder: &recorder) { return }
    if isReadingImport, continueImport(with: token, recorder: recorder) { return }
    if !prefix.isClear, prefix.continuePhase(with: token) == .consumed { return }
    switch token.kind {
    case .atSign:
      prefix.beginAttribute(token, atStatementStart: isAtStatementStart(token))
    case .leftBrace:
      prefix.reset()
      openScope(declaration: nil, isType: false)
    case .rightBrace:
      prefix.reset()
      closeScope(at: token.end)
    case .keyword where token.word == .import && scopes.isEmpty && previousKind != .period:
      isReadingImport = true
      importHeader = ImportHeader(
        position: recorder.position(at: token.start),
        attributes: prefix.attributes(in: recorder),
        accessLevel: prefix.accessLevel,
        isConditional: conditionalDepth > 0
      )
      prefix.reset()
    case .identifier, .keyword:
      if let kind = declarationKind(introducedBy: token) {
        header = TypeHeader(kind: kind, accessLevel: prefix.accessLevel)
        isReadingHeader = true
        prefix.reset()
      } else if token.word.isModifier, previousKind != .period, !prefix.isClear || isAtStatementStart(token) {
        prefix.addModifier(token)
      } else {
        prefix.reset()
      }
    default:
      prefix.reset()
    }
  }

  /// Whether `token` can start a statement or declaration: after `{`, `}`, `;`, a closure's `in`,
  /// a directive, or on a new line after a complete expression.
  private func isAtStatementStart(_ token: Token) -> Bool {
    switch previousKind {
    case .semicolon, .leftBrace, .rightBrace, .shebang, .poundIf, .poundElseif, .poundElse, .poundEndif: true
    case .keyword where previousWord == .in: true
    default: token.isAtStartOfLine && previousKind.endsExpression(word: previousWord)
    }
  }

  /// The kind of type declaration `token` introduces here, if it is a declaration keyword in a
  /// declaration position (not a member name, an argument label or part of an import).
  private func declarationKind(introducedBy token: Token) -> DeclarationKind? {
    switch previousKind {
    case .period, .leftParen, .leftSquare, .comma, .backslash: return nil
    case .keyword where previousWord == .import: return nil
    default: break
    }
    switch token.word {
    case .class where token.kind == .keyword: return .class
    case .struct where token.kind == .keyword: return .struct
    case .enum where token.kind == .keyword: return .enum
    case .protocol where token.kind == .keyword: return .protocol
    case .extension where token.kind == .keyword: return .extension
    case .actor where !prefix.isClear || isAtStatementStart(token): return .actor
    default: return nil
    }
  }
}
