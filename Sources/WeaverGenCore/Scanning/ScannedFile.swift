/// Everything the scanner reports about one Swift file.
struct ScannedFile: Hashable, Sendable {
  /// Type declarations and extensions, in source order (a parent precedes its children).
  var declarations: [TypeDeclaration] = []
  /// Comments in source order, filtered by `ScanOptions.comments`.
  var comments: [Comment] = []
  /// Top-level imports in source order, including those inside `#if` blocks.
  var imports: [ImportDeclaration] = []
  /// Initializers declared directly in the bodies of the declarations above (those of local
  /// types included; not those in functions, closures or other code blocks), in source order,
  /// including those inside `#if` blocks.
  var initializers: [InitializerDeclaration] = []
  /// The uses of Weaver 1.x's property wrappers, in source order.
  var weaverPropertyWrappers: [WeaverPropertyWrapperUse] = []
}

/// What the scanner keeps besides declarations and imports.
struct ScanOptions: Hashable, Sendable {
  enum CommentSelection: Hashable, Sendable {
    /// Every comment (tests and the oracle use this).
    case all
    /// Only whole-line `//` comments whose text starts with `weaver` after optional spaces: the
    /// ones that can be annotations. The pipeline uses this to avoid building strings for the
    /// many comments of a large app.
    case annotationCandidates
  }

  var comments: CommentSelection = .all
  /// Whether runs of plain tokens are lexed by `SwiftLexer.skimPlainTokens` and code blocks that
  /// hold nothing reported are passed over whole by `SwiftLexer.skipCodeBlock` (the default), or
  /// everything is lexed token by token; off only in the tests that hold the two to the same result.
  var skimsPlainTokens = true
}

/// The four comment forms Swift has.
enum CommentKind: String, Hashable, Sendable {
  /// `// ...`
  case line
  /// `/// ...`
  case documentationLine
  /// `/* ... */`, which nests.
  case block
  /// `/** ... */`
  case documentationBlock
}

/// A comment found by the scanner, outside string and regex literals.
struct Comment: Hashable, Sendable {
  var kind: CommentKind
  /// The whole comment's bytes: from `//` to the end of the line (the line break excluded), or
  /// from `/*` through the matching `*/` (or the end of the file when it is never closed).
  ///
  /// Bytes, not a `String`: the annotation parser reads bytes, and a `String` made for each
  /// comment, its bytes checked as UTF-8 again (the file's were), was copied back into an array
  /// to be parsed (docs/performance.md, stop 51).
  var bytes: [UInt8]
  /// Where the comment starts.
  var position: SourcePosition
  /// Whether only spaces and tabs precede the comment on its line. Only such line comments can be
  /// annotations: code before `//` on the same line means the comment is not one.
  var isAloneOnLine: Bool
  /// The index, in `ScannedFile.declarations`, of the innermost type declaration or extension
  /// whose body holds the comment; `nil` at file scope.
  var enclosingDeclaration: Int?
  /// Whether the comment is in a type whose dotted name is too long to be reported, or inside
  /// one: `enclosingDeclaration` is then a type around it, which an annotation must not join.
  var isInUnreportedType = false

  /// The comment as text, with U+FFFD for each byte sequence that is not UTF-8.
  var text: String { String(decoding: bytes, as: UTF8.self) }
}

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
  var moduleName: Substring { Self.moduleName(of: path) }

  /// The module an import path names: its first `.`-separated component that is not empty (`Foo`
  /// of `Foo.Bar`), as `split(separator: ".")` gives it, or the whole path when it has none; found
  /// without making the list of components (the generated file's imports ask it of every import;
  /// docs/performance.md, stop 59).
  static func moduleName(of path: String) -> Substring {
    let utf8 = path.utf8
    let dot = UInt8(ascii: ".")
    guard let start = utf8.firstIndex(where: { $0 != dot }) else { return path[...] }
    return path[start..<(utf8[start...].firstIndex(of: dot) ?? utf8.endIndex)]
  }
}
