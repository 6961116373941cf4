/// The registration edges of a module: which registration builds which injectable type, and who
/// registers each type. Roots are the injectable types nobody registers.
struct RegistrationEdges: Hashable, Sendable {
  /// For each registration, the injectable type it builds (`nil` for other types, and for the
  /// other dependencies).
  private(set) var builtType: DependencyTable<Int?>
  /// For each injectable type, the registrations that build it, sorted.
  private(set) var registrants: [[DependencyID]]

  init(graph: ModuleGraph) {
    registrants = Array(repeating: [], count: graph.types.count)
    builtType = DependencyTable(graph, filledWith: nil)
    let lookup = TypeLookup(graph: graph)
    // Each type's registrations are looked up from its own scope alone: on all cores.
    let built = graph.types.indices.concurrentMap { typeIndex in
      graph.types[typeIndex].dependencies.indices.compactMap { dependencyIndex -> (Int, Int)? in
        let site = DependencyID(type: typeIndex, dependency: dependencyIndex)
        // The registration's fields read in place: a copy retains its types and strings.
        guard let constructed = graph[site].constructedType,
          let built = graph[site].externalBuiltType
            ?? lookup.injectableType(constructed, from: graph.types[typeIndex].name)
        else { return nil }
        return (dependencyIndex, built)
      }
    }
    for (typeIndex, registrations) in built.enumerated() {
      for (dependencyIndex, built) in registrations {
        let site = DependencyID(type: typeIndex, dependency: dependencyIndex)
        builtType[site] = built
        registrants[built].append(site)
      }
    }
  }

  func isRoot(_ type: Int) -> Bool { registrants[type].isEmpty }
}
