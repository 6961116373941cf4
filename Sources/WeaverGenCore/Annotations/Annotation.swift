/// One parsed `// weaver:` annotation (docs/language.md).
struct Annotation: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    /// `name = Concrete` or `name = Concrete <- Abstract`
    case registration(name: AnnotationName, concrete: AnnotationType, abstract: AnnotationType?)
    /// `name <- Type`
    case reference(name: AnnotationName, type: AnnotationType)
    /// `name <= Type`
    case parameter(name: AnnotationName, type: AnnotationType)
    /// `name.attribute = value` or `self.attribute = value`
    case configuration(Configuration)
    /// `import Module`
    case `import`(module: String, position: SourcePosition)
    /// A registration, reference or parameter whose name was read but whose rest has an error
    /// (reported already). Kept only so that the lines configuring that name are not reported
    /// again as configuring an unknown dependency: one mistake, one error.
    case unreadDeclaration(name: AnnotationName)
  }

  var kind: Kind
  /// Where the comment holding the annotation starts (the first `/`).
  var commentPosition: SourcePosition
}

/// A dependency name in an annotation, without back-quotes, and where it was written.
struct AnnotationName: Hashable, Sendable {
  var text: String
  var position: SourcePosition

  init(_ text: String, at position: SourcePosition) {
    self.text = text
    self.position = position
  }
}

/// A type in an annotation and where it was written.
struct AnnotationType: Hashable, Sendable {
  var type: TypeExpression
  var position: SourcePosition

  init(_ type: TypeExpression, at position: SourcePosition) {
    self.type = type
    self.position = position
  }
}

/// The lifetime of a registered dependency (docs/language.md, "Scopes").
enum Scope: String, Hashable, Sendable, CaseIterable {
  /// Built when the owning container is created and kept for the container's life (the default).
  case container
  /// Built on every access.
  case transient
  /// Built on first access and kept.
  case lazy
  /// Built on first access and held weakly.
  case weak
}

/// `target.attribute = value`.
struct Configuration: Hashable, Sendable {
  enum Target: Hashable, Sendable {
    case `self`
    case dependency(String)
  }

  enum Attribute: Hashable, Sendable {
    case scope(Scope)
    /// A Swift expression, taken verbatim.
    case builder(String)
    case isIsolated(Bool)
    case objc(Bool)
    /// Weaver 1.x: the dependency exists only on these platforms, sorted, without repeats.
    case platforms([Platform])
    /// Weaver 1.x: the dependency belongs only to these projects.
    case projects([String])

    /// The attribute's name as written in annotations.
    var name: String {
      switch self {
      case .scope: "scope"
      case .builder: "builder"
      case .isIsolated: "isIsolated"
      case .objc: "objc"
      case .platforms: "platforms"
      case .projects: "projects"
      }
    }
  }

  var target: Target
  /// Where the target (`self` or the dependency name) was written.
  var targetPosition: SourcePosition
  var attribute: Attribute
  /// Where the attribute name was written.
  var attributePosition: SourcePosition
  /// Where the value was written.
  var valuePosition: SourcePosition
}
