/// Everything the scanner reports about one Swift file.
public struct ScannedFile: Hashable, Sendable {
  /// Type declarations and extensions, in source order (a parent precedes its children).
  public var declarations: [TypeDeclaration]
  /// Comments in source order, filtered by `ScanOptions.comments`.
  public var comments: [Comment]
  /// Top-level imports in source order, including those inside `#if` blocks.
  public var imports: [ImportDeclaration]

  public init(declarations: [TypeDeclaration] = [], comments: [Comment] = [], imports: [ImportDeclaration] = []) {
    self.declarations = declarations
    self.comments = comments
    self.imports = imports
  }
}

/// What the scanner keeps besides declarations and imports.
public struct ScanOptions: Hashable, Sendable {
  public enum CommentSelection: Hashable, Sendable {
    /// Every comment (tests and the oracle use this).
    case all
    /// Only whole-line `//` comments whose text starts with `weaver` after optional spaces: the
    /// ones that can be annotations. The pipeline uses this to avoid building strings for the
    /// many comments of a large app.
    case annotationCandidates
  }

  public var comments: CommentSelection

  public init(comments: CommentSelection = .all) {
    self.comments = comments
  }
}
