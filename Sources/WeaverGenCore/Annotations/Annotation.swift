/// One parsed `// weaver:` annotation (DESIGN §3).
public struct Annotation: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
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
  }

  public var kind: Kind
  /// Where the comment holding the annotation starts (the first `/`).
  public var commentPosition: SourcePosition

  public init(kind: Kind, commentPosition: SourcePosition) {
    self.kind = kind
    self.commentPosition = commentPosition
  }
}

/// A dependency name in an annotation, without back-quotes, and where it was written.
public struct AnnotationName: Hashable, Sendable {
  public var text: String
  public var position: SourcePosition

  public init(_ text: String, at position: SourcePosition) {
    self.text = text
    self.position = position
  }
}

/// A type in an annotation and where it was written.
public struct AnnotationType: Hashable, Sendable {
  public var type: TypeExpression
  public var position: SourcePosition

  public init(_ type: TypeExpression, at position: SourcePosition) {
    self.type = type
    self.position = position
  }
}

/// The lifetime of a registered dependency (DESIGN §4, "Scopes").
public enum Scope: String, Hashable, Sendable, CaseIterable {
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
public struct Configuration: Hashable, Sendable {
  public enum Target: Hashable, Sendable {
    case `self`
    case dependency(String)
  }

  public enum Attribute: Hashable, Sendable {
    case scope(Scope)
    /// A Swift expression, taken verbatim.
    case builder(String)
    case isIsolated(Bool)
    case objc(Bool)

    /// The attribute's name as written in annotations.
    public var name: String {
      switch self {
      case .scope: "scope"
      case .builder: "builder"
      case .isIsolated: "isIsolated"
      case .objc: "objc"
      }
    }
  }

  public var target: Target
  /// Where the target (`self` or the dependency name) was written.
  public var targetPosition: SourcePosition
  public var attribute: Attribute
  /// Where the attribute name was written.
  public var attributePosition: SourcePosition
  /// Where the value was written.
  public var valuePosition: SourcePosition

  public init(
    target: Target,
    targetPosition: SourcePosition,
    attribute: Attribute,
    attributePosition: SourcePosition,
    valuePosition: SourcePosition
  ) {
    self.target = target
    self.targetPosition = targetPosition
    self.attribute = attribute
    self.attributePosition = attributePosition
    self.valuePosition = valuePosition
  }
}
