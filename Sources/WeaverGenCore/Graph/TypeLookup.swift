/// Resolves a type name written inside a type's annotations the way Swift would from inside that
/// type: `Inner` written in `Outer.Middle` finds `Outer.Middle.Inner`, then `Outer.Inner`, then
/// `Inner`.
///
/// A class: the lookups hand `firstCandidate` a closure that reads the graph, and a value type's
/// closure held a copy of the whole `ModuleGraph` (a dozen references retained and released) for
/// each of the module's registrations, in the edges and in every rule that looks types up.
final class TypeLookup: Sendable {
  let graph: ModuleGraph

  init(graph: ModuleGraph) {
    self.graph = graph
  }

  /// The index of the module's own injectable type that `type` names from inside `owner`, if any;
  /// `localTypes` indexes the names of the graph's `localTypes`.
  func injectableType(_ type: TypeExpression, from owner: String, in localTypes: NameIndex) -> Int? {
    guard let name = type.plainNominalName else { return nil }
    return Self.firstCandidate(for: name, from: owner, in: graph.scopes) { localTypes.position(of: $0) }
  }

  /// The kind of the module type that `type` names from inside `owner`, if the module declares it.
  func declaredKind(of type: TypeExpression, from owner: String) -> DeclarationKind? {
    // The kind read in place: a copy of the declaration retains each of its lists, and the graph
    // rules ask this of every registration.
    type.plainNominalName.flatMap { name in
      Self.firstCandidate(for: name, from: owner, in: graph.scopes) { graph.declaredTypes[$0]?.kind }
    }
  }

  /// The module type that `type` names from inside `owner`, with its qualified name, if the module
  /// declares it.
  func declaredType(of type: TypeExpression, from owner: String) -> (name: String, declaration: DeclaredType)? {
    type.plainNominalName.flatMap { declaredType(named: $0, from: owner) }
  }

  /// The module type that the dotted `name` means from inside `owner`, if the module declares it.
  func declaredType(named name: String, from owner: String) -> (name: String, declaration: DeclaredType)? {
    Self.firstCandidate(for: name, from: owner, in: graph.scopes) { candidate in
      graph.declaredTypes[candidate].map { (candidate, $0) }
    }
  }

  /// The first of `Outer.Middle.Name`, `Outer.Name`, `Name` (for `Name` seen from `Outer.Middle`)
  /// for which `found` gives a result, where `scopes` holds every dotted name `found` knows. Only
  /// the candidates `scopes` holds are spelled and asked.
  static func firstCandidate<Found>(
    for name: String, from owner: String, in scopes: TypeScopes, _ found: (String) -> Found?
  ) -> Found? {
    scopes.firstNested(name, from: owner, found) ?? found(name)
  }
}
