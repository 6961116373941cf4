/// What the graph keeps of a type the module declares, annotated or not: its kind (a registration
/// of a struct cannot be `.weak`, an injectable concrete type gets `init(injecting:)`), where it is
/// declared (for notes), and what a protocol inherits or requires of `Self` (whether values of it
/// can be held weakly).
struct DeclaredType: Hashable, Sendable {
  // The one-byte properties come last: Swift lays stored properties out in the order written, and
  // the module's table of declared types (45,500 of them in the benchmark's app, alive from the
  // graph stage through printing) holds each in 64 bytes this way instead of 80.

  /// Where its name is written.
  var location: SourceLocation
  /// The inherited types and conformances, as written.
  var inheritedTypes: [String] = []
  /// The requirements of its `where` clause, as written.
  var whereRequirements: [String] = []
  /// The attributes written on its declaration, by name (`MainActor`, `globalActor`).
  var attributes: [String] = []
  var kind: DeclarationKind
  /// Whether it is declared `@objc`.
  var isObjC: Bool = false
  /// Whether it is declared `nonisolated`.
  var isNonisolated: Bool = false
  /// Its own access modifier capped by those of the types it is nested in: whether a public
  /// resolver protocol may name it.
  var accessLevel: AccessLevel = .internal
}
