/// A module's graph after resolution: the types, who registers whom, and where every reference
/// is provided. Validation reports on it; generation and `weaver-gen graph` read it.
package struct ResolvedGraph: Hashable, Sendable {
  /// How many injectable types the module has: all the command line needs to know of a graph.
  package var injectableTypeCount: Int { graph.localTypes.count }

  var graph: ModuleGraph
  var edges: RegistrationEdges
  /// The resolution of every reference of every type.
  let resolutions: ReferenceResolutions
  /// The references that only a loop no root builds would provide, so nothing ever does
  /// (`GroundingRule`).
  let ungrounded: Set<DependencyID>
  /// What finally provides each reference, worked out once for all of them.
  private let ultimate: UltimateProviders
  /// The declaration that provides a reference found by type, by the ancestor that declares it and
  /// the reference's name and normalized type: what the planner hands down for such a need
  /// (`ContainerInputs`). The resolver's choice depends on nothing else, so one entry serves
  /// every reference of that name and type that reaches the ancestor.
  let typeMatches: [TypeMatchKey: Int]

  /// A reference's name and normalized type, asked of one ancestor.
  struct TypeMatchKey: Hashable, Sendable {
    var owner: Int
    var name: String
    var type: TypeExpression
  }

  init(graph: ModuleGraph) {
    self.graph = graph
    edges = RegistrationEdges(graph: graph)
    let resolver = ReferenceResolver(graph: graph, edges: edges)
    let references = graph.dependencyIDs.filter { graph[$0].isReference }
    // Each walk only reads the graph, so the references are resolved on all cores, each
    // resolution put in its list as it is made: a copy retained each of its five lists.
    var results: [ReferenceResolution]
    let meetsName: [Bool]
    (results, meetsName) = references.concurrentMapUnzipped { resolver.resolveByName($0) }
    // A reference some path misses by name is looked up again, by type; the index is built only
    // when one is (docs/language.md, "Found by type").
    var typeMatches: [TypeMatchKey: Int] = [:]
    let missed = results.indices.filter { index in
      !results[index].failures.isEmpty && results[index].failures.allSatisfy { $0.mismatch == nil }
    }
    if !missed.isEmpty {
      let index = ProvidersByType(graph)
      // A type no other declaration provides cannot be found by type: the walk by name stands, and
      // a chain of types each missing a value of its own type is not walked twice per type.
      let typed = missed.filter { position in
        index.typesDeclaring(graph[references[position]].exposedType.normalized) > 1
      }
      let asked = typed.map { (reference: references[$0], meetsName: meetsName[$0]) }
      let found = asked.concurrentMap { resolver.resolveByType($0.reference, meetsName: $0.meetsName, index: index) }
      for (position, result) in zip(typed, found) {
        results[position] = result
        let dependency = graph[references[position]]
        for provider in result.foundByType {
          let key = TypeMatchKey(owner: provider.type, name: dependency.name, type: dependency.exposedType.normalized)
          typeMatches[key] = provider.dependency
        }
      }
    }
    self.typeMatches = typeMatches
    let resolutions = ReferenceResolutions(references: references, resolutions: results, graph: graph)
    self.resolutions = resolutions
    // Both read the resolutions alone, in the order they were made: one task each.
    let edges = edges
    // The grounding, the shorter, also makes its set (docs/performance.md, stop 50).
    (ultimate, ungrounded) = concurrently {
      UltimateProviders(resolutions: resolutions, graph: graph)
    } _: { [results] in
      let grounded = GroundingRule.groundedReferences(references, resolutions: results, graph: graph, edges: edges)
      return Set(references.filter { !grounded[$0] })
    }
  }

  /// Whether every registration path that builds the reference's type provides it, and something
  /// ever does: what `weaver-gen graph` shows, and what `validate` reports otherwise.
  func isResolvedOnEveryPath(_ reference: DependencyID) -> Bool {
    let resolution = resolutions[reference]
    return (resolution?.failures.isEmpty ?? true) && (resolution?.ambiguities.isEmpty ?? true)
      && !ungrounded.contains(reference)
  }

  /// The registrations and parameters that finally provide a reference, following references
  /// that pass the question further up; sorted and unique.
  func ultimateProviders(of reference: DependencyID) -> [DependencyID] { ultimate[reference] }

  /// Whether the type is a public root whose container is passed its references by whoever
  /// creates it.
  func receivesInputs(_ index: Int) -> Bool {
    let type = graph.types[index]
    return edges.isRoot(index) && type.accessLevel >= .public && !type.isIsolated && !type.references.isEmpty
  }

  /// What finally provides each reference, counting a public root's references as provided by
  /// that root's caller (an input of its container): for pictures of the graph, which show where
  /// a value comes from, not only which registration builds it. Worked out on each call.
  func providersCountingRootInputs() -> UltimateProviders {
    var inputs: Set<DependencyID> = []
    for (index, type) in graph.types.enumerated() where receivesInputs(index) {
      for (dependencyIndex, dependency) in type.dependencies.enumerated() where dependency.isReference {
        inputs.insert(DependencyID(type: index, dependency: dependencyIndex))
      }
    }
    return UltimateProviders(resolutions: resolutions, graph: graph, inputs: inputs)
  }

  /// The location of a dependency's name.
  func location(of reference: DependencyID) -> SourceLocation { graph[reference].location }

  /// The name of the type that owns a dependency.
  func owner(of reference: DependencyID) -> String { graph.types[reference.type].name }
}
