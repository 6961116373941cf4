/// A top-level `import` declaration.
struct ImportDeclaration: Hashable, Sendable {
  /// The imported module or declaration path: `Foundation`, `Foo.Bar`.
  var path: String
  /// The declaration kind of a scoped import (`import struct Foo.Bar` gives `struct`).
  var kind: String?
  /// The attributes written before it, whitespace removed: `@testable`, `@_spi(Internal)`,
  /// `@preconcurrency`.
  var attributes: [String] = []
  /// The access modifier written before it (`public import Foo`), or `nil`.
  var accessLevel: AccessLevel?
  /// Where the `import` keyword starts.
  var position: SourcePosition
  /// Whether the import sits inside an `#if` block; generated code then guards it with
  /// `#if canImport(...)` so it compiles wherever the original did.
  var isConditional: Bool = false

  /// The module part of the path: `Foo` for `Foo.Bar`.
  var moduleName: Substring { path.split(separator: ".", maxSplits: 1).first ?? Substring(path) }
}
