/// The kinds of declaration the scanner reports.
enum DeclarationKind: String, Hashable, Sendable, CaseIterable {
  case `class`
  case `struct`
  case `actor`
  case `enum`
  case `protocol`
  case `extension`

  /// Whether a declaration of this kind can carry annotations itself (docs/language.md, "Attachment").
  var canBeInjectable: Bool { self == .class || self == .struct || self == .actor }
}

/// A `class`, `struct`, `actor`, `enum`, `protocol` or `extension` declaration found by the scanner.
struct TypeDeclaration: Hashable, Sendable {
  var kind: DeclarationKind
  /// The declared name without back-quotes; for an extension, the extended type as written with
  /// runs of whitespace and comments collapsed (`Foo.Bar`, `Array<Int>`).
  var name: String
  /// The dotted path of the enclosing type declarations and extensions, then `name`
  /// (`Outer.Inner`; inside `extension Foo.Bar`, `Foo.Bar.Inner`). Enclosing functions and
  /// closures do not contribute: see `isLocal`.
  var qualifiedName: String
  /// The access modifier written on the declaration, or `nil` when none was written.
  var accessLevel: AccessLevel?
  /// The names of the generic parameters (`class Box<T, U: P>` gives `["T", "U"]`).
  var genericParameters: [String] = []
  /// The inherited types and conformances, each as written with whitespace collapsed.
  var inheritedTypes: [String] = []
  /// The requirements of the `where` clause, each as written with whitespace collapsed
  /// (`Self: AnyObject`).
  var whereRequirements: [String] = []
  /// Whether the declaration is marked `@objc`, which makes a protocol class-bound.
  var isObjC: Bool = false
  /// The names of the attributes written before the keyword, without `@` or arguments, in
  /// source order (`@MainActor @preconcurrency final class` gives `["MainActor",
  /// "preconcurrency"]`; `@available(*, deprecated)` gives `"available"`; `@Wrapper<Int>` gives
  /// `"Wrapper"`; `@Foo.Bar` gives `"Foo.Bar"`), those in every `#if` branch among them
  /// included. Isolation inference reads global actors from them, and `globalActor` marks a
  /// global actor of the module.
  var attributes: [String] = []
  /// Whether the `nonisolated` modifier was written before the keyword: the type opts out of
  /// global-actor inference and of the module's default isolation.
  var isNonisolated: Bool = false
  /// Where the name starts (for an extension, where the extended type starts).
  var namePosition: SourcePosition
  /// Byte offsets from the opening `{` of the body through its closing `}` included; the end is
  /// the end of the file when the body is never closed. `nil` when no body was found.
  var body: Range<Int>?
  /// The index, in `ScannedFile.declarations`, of the innermost type declaration or extension
  /// whose body holds this one.
  var parent: Int?
  /// Whether the declaration sits inside a function, closure, accessor or other code block, where
  /// generated code cannot name it.
  var isLocal: Bool = false
}
