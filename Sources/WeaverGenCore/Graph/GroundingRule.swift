/// A reference passes its question up to the nearest declaration of its name, and a reference found
/// there passes it on in turn. When the types that build the referencing type form a loop that no
/// root builds (a type registering itself `.lazy`, two types registering each other), every walk up
/// ends at references of the loop, perhaps at the reference itself, and no walk reaches a root: no
/// path fails, yet nothing ever provides the value. Such a reference is reported here.
///
/// A reference is **grounded** when its owner is a root (`RootReferenceRule` checks those), when its
/// resolution already failed or was ambiguous on some path (reported by `ReferenceRule` or
/// `AmbiguousReferenceRule`, not twice), when its walk
/// reached an isolated root (not checked), or when one of its providers is a registration, a
/// parameter, or a grounded reference. The grounded references are the least set closed under
/// these rules; every other one is an error.
enum GroundingRule {
  static func check(_ resolved: ResolvedGraph) -> [Diagnostic] {
    resolved.ungrounded.sorted().map { diagnostic(for: $0, in: resolved) }
  }

  /// The least fixed point, found forwards: start from the references grounded on their own and
  /// ground, in turn, every reference that one of them provides. `resolutions` are parallel to
  /// `references`; whether each dependency is grounded (only references are).
  static func groundedReferences(
    _ references: [DependencyID], resolutions: [ReferenceResolution], graph: ModuleGraph, edges: RegistrationEdges
  ) -> DependencyTable<Bool> {
    var grounded = DependencyTable(graph, filledWith: false)
    var pending: [DependencyID] = []
    /// For each reference that provides others, the references it provides.
    var provided = DependencyTable<[DependencyID]>(graph, filledWith: [])
    for (reference, resolution) in zip(references, resolutions) {
      if isGroundedAlone(reference, resolution, graph: graph, edges: edges) {
        grounded[reference] = true
        pending.append(reference)
      }
      for provider in resolution.providers where graph[provider].isReference {
        provided[provider].append(reference)
      }
    }
    while let provider = pending.popLast() {
      for reference in provided[provider] where !grounded[reference] {
        grounded[reference] = true
        pending.append(reference)
      }
    }
    return grounded
  }

  private static func isGroundedAlone(
    _ reference: DependencyID, _ resolution: ReferenceResolution, graph: ModuleGraph, edges: RegistrationEdges
  ) -> Bool {
    edges.isRoot(reference.type) || !resolution.failures.isEmpty || !resolution.ambiguities.isEmpty
      || resolution.reachesIsolatedRoot
      || resolution.providers.contains { !graph[$0].isReference }
  }

  /// The error, with a note at each registration that builds the referencing type: none of them
  /// is reached from a root, which is why nothing provides the value.
  private static func diagnostic(for reference: DependencyID, in resolved: ResolvedGraph) -> Diagnostic {
    let graph = resolved.graph
    let dependency = graph[reference]
    let type = graph.types[reference.type].name
    let notes = resolved.edges.registrants[reference.type].map { site in
      DiagnosticNote(GraphMessages.builtHereWithoutRoot(type, by: resolved.owner(of: site)), at: graph[site].location)
    }
    return .error(
      .unresolvableReference, GraphMessages.ungroundedReference(dependency.signature, type: type),
      at: dependency.location, notes: notes)
  }
}
