/// A top-level `import` declaration.
public struct ImportDeclaration: Hashable, Sendable {
  /// The imported module or declaration path: `Foundation`, `Foo.Bar`.
  public var path: String
  /// The declaration kind of a scoped import (`import struct Foo.Bar` gives `struct`).
  public var kind: String?
  /// The attributes written before it, whitespace removed: `@testable`, `@_spi(Internal)`,
  /// `@preconcurrency`.
  public var attributes: [String]
  /// The access modifier written before it (`public import Foo`), or `nil`.
  public var accessLevel: AccessLevel?
  /// Where the `import` keyword starts.
  public var position: SourcePosition
  /// Whether the import sits inside an `#if` block; generated code then guards it with
  /// `#if canImport(...)` so it compiles wherever the original did.
  public var isConditional: Bool

  public init(
    path: String,
    kind: String? = nil,
    attributes: [String] = [],
    accessLevel: AccessLevel? = nil,
    position: SourcePosition,
    isConditional: Bool = false
  ) {
    self.path = path
    self.kind = kind
    self.attributes = attributes
    self.accessLevel = accessLevel
    self.position = position
    self.isConditional = isConditional
  }

  /// The module part of the path: `Foo` for `Foo.Bar`.
  public var moduleName: Substring { path.split(separator: ".", maxSplits: 1).first ?? Substring(path) }
}
