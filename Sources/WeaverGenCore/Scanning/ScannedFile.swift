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
}
