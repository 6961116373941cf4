/// The identifier spellings the scanner cares about: swift-syntax's lexer-classified keywords
/// (which it lexes as keyword tokens) and the contextual words that matter for declarations
/// (`actor`, modifiers such as `open` or `nonisolated`, `each` in generic parameter lists).
///
/// Every other identifier is `.other`. `WordTable` recognises words in bytes without building a
/// `String`.
enum Word: UInt8, CaseIterable {
  case other
  // Lexer-classified keywords.
  case `Any`, `as`, `associatedtype`, `break`, `case`, `catch`, `class`, `continue`, `default`, `defer`
  case `deinit`, `do`, `else`, `enum`, `extension`, `fallthrough`, `false`, `fileprivate`, `for`, `func`
  case `guard`, `if`, `import`, `in`, `init`, `inout`, `internal`, `is`, `let`, `nil`, `operator`
  case `precedencegroup`, `private`, `protocol`, `public`, `repeat`, `rethrows`, `return`, `self`, `Self`
  case `static`, `struct`, `subscript`, `super`, `switch`, `throw`, `throws`, `true`, `try`, `typealias`
  case `var`, `where`, `while`
  // Contextual words.
  case actor, async, borrowing, consuming, convenience, distributed, dynamic, each, final, indirect, infix
  case isolated, lazy, macro, mutating, nonisolated, nonmutating, open, optional, override, package, postfix
  case prefix, reasync, required, sending, unowned, weak

  /// Whether swift-syntax's lexer turns this spelling into a keyword token.
  var isLexerKeyword: Bool { self != .other && rawValue <= Word.while.rawValue }

  /// The access level this word spells, if any.
  var accessLevel: AccessLevel? {
    switch self {
    case .private: .private
    case .fileprivate: .fileprivate
    case .internal: .internal
    case .package: .package
    case .public: .public
    case .open: .open
    default: nil
    }
  }

  /// Declaration modifiers (swift-syntax's `DeclarationModifier`, without `class`).
  var isModifier: Bool {
    switch self {
    case .private, .fileprivate, .internal, .package, .public, .open, .static, .async, .borrowing, .consuming,
      .convenience, .distributed, .dynamic, .final, .indirect, .infix, .isolated, .lazy, .mutating, .nonisolated,
      .nonmutating, .optional, .override, .postfix, .prefix, .reasync, .required, .rethrows, .sending, .unowned,
      .weak:
      true
    default: false
    }
  }

  /// Modifiers that take a parenthesised detail: `private(set)`, `nonisolated(unsafe)`, `unowned(safe)`.
  var takesDetail: Bool {
    switch self {
    case .private, .fileprivate, .internal, .package, .public, .open, .nonisolated, .unowned: true
    default: false
    }
  }

  /// Keywords that begin a declaration other than a type (after which `class` was a modifier).
  var beginsMemberDeclaration: Bool {
    switch self {
    case .func, .var, .let, .`init`, .deinit, .subscript, .typealias, .associatedtype, .class, .struct, .enum,
      .protocol, .extension, .import, .operator, .precedencegroup, .inout, .actor, .macro:
      true
    default: false
    }
  }

  /// Whether a token spelling this can begin a declaration the tracker follows, or its modifiers.
  var mayBeginDeclaration: Bool {
    if case .other = self { return false }
    return isModifier || isReportedDeclarationKeyword
  }

  /// The keywords of what the scanner reports: `class`, `struct`, `enum`, `protocol`, `extension`,
  /// `actor`, `import` and `init`.
  var isReportedDeclarationKeyword: Bool {
    switch self {
    case .class, .struct, .enum, .protocol, .extension, .actor, .import, .`init`: true
    default: false
    }
  }

  /// Keywords that are complete expressions, after which `/` is division, not a regex literal.
  var isExpressionKeyword: Bool {
    switch self {
    case .true, .false, .Any, .nil, .`self`, .`Self`, .super: true
    default: false
    }
  }
}
