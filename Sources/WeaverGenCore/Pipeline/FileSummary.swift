/// What the later stages need from one file, once its bytes are gone: the pipeline scans a file,
/// parses its annotations and keeps only this, so memory stays flat however large the app.
struct FileSummary: Hashable, Sendable {
  var path: String
  /// Every type declaration and extension of the file (annotated or not: a module's graph checks
  /// registrations and extensions against all of them), without their bodies' extent, which no
  /// later stage reads.
  var declarations: [TypeDeclaration] = []
  /// The initializers that may be a type's `init(injecting:)`: those with a parameter labelled
  /// `injecting`, or whose type names a generated resolver or container (a wrong label). The
  /// others are dropped here so that a large module does not keep every initializer it declares.
  var initializers: [InitializerDeclaration] = []
  /// The call shapes of the other initializers, by the index of the declaration whose body holds
  /// each: a public type's entry initializer must not collide with one of them.
  var otherInitializers: [OtherInitializer] = []
  /// The annotations that parsed, with the declaration whose body holds each.
  var annotations: [AttachedAnnotation] = []
  /// The file's imports; empty when the file has no annotation, since only annotated files
  /// contribute imports to the generated file.
  var imports: [ImportDeclaration] = []
  /// Problems found in the file alone: unreadable bytes, annotation syntax.
  var diagnostics: [Diagnostic] = []
  /// Whether the file could not be read or decoded. Its module's graph is then not checked: a
  /// graph error could be an effect of the missing file, and reporting it would mislead.
  var isUnreadable: Bool = false

  /// The summary of a file that could not be read at all.
  static func unreadable(path: String, reason: String) -> FileSummary {
    FileSummary(
      path: path,
      diagnostics: [
        .error(.unreadableFile, ScanningMessages.unreadable(reason), at: SourceLocation(path: path, line: 1, column: 1))
      ],
      isUnreadable: true
    )
  }
}

/// An initializer that cannot be an `init(injecting:)`, by the declaration whose body holds it.
struct OtherInitializer: Hashable, Sendable {
  var parent: Int
  var shape: InitializerShape
}

/// An annotation and the declaration whose body holds it.
struct AttachedAnnotation: Hashable, Sendable {
  var annotation: Annotation
  /// The index, in `FileSummary.declarations`, of the innermost declaration holding the comment;
  /// `nil` at file scope.
  var enclosingDeclaration: Int?

  init(_ annotation: Annotation, in enclosingDeclaration: Int?) {
    self.annotation = annotation
    self.enclosingDeclaration = enclosingDeclaration
  }
}
