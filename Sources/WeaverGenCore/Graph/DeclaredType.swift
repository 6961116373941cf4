/// What the graph keeps of a type the module declares, annotated or not: its kind (a registration
/// of a struct cannot be `.weak`, an injectable concrete type gets `init(injecting:)`), where it is
/// declared (for notes), and what a protocol inherits or requires of `Self` (whether values of it
/// can be held weakly).
public struct DeclaredType: Hashable, Sendable {
  public var kind: DeclarationKind
  /// Where its name is written.
  public var location: SourceLocation
  /// The inherited types and conformances, as written.
  public var inheritedTypes: [String]
  /// The requirements of its `where` clause, as written.
  public var whereRequirements: [String]
  /// Whether it is declared `@objc`.
  public var isObjC: Bool

  public init(
    kind: DeclarationKind,
    location: SourceLocation,
    inheritedTypes: [String] = [],
    whereRequirements: [String] = [],
    isObjC: Bool = false
  ) {
    self.kind = kind
    self.location = location
    self.inheritedTypes = inheritedTypes
    self.whereRequirements = whereRequirements
    self.isObjC = isObjC
  }
}
