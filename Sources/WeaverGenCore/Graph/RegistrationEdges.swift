/// The registration edges of a module: which registration builds which injectable type, and who
/// registers each type. Roots are the injectable types nobody registers.
struct RegistrationEdges: Hashable, Sendable {
  /// For each registration, the injectable type it builds (absent for other types).
  private(set) var builtType: [DependencyID: Int] = [:]
  /// For each injectable type, the registrations that build it, sorted.
  private(set) var registrants: [[DependencyID]]

  init(graph: ModuleGraph) {
    registrants = Array(repeating: [], count: graph.types.count)
    let lookup = TypeLookup(graph: graph)
    for (typeIndex, type) in graph.types.enumerated() {
      for (dependencyIndex, dependency) in type.dependencies.enumerated() {
        let site = DependencyID(type: typeIndex, dependency: dependencyIndex)
        guard let registration = dependency.registration,
          let built = dependency.externalBuiltType
            ?? lookup.injectableType(registration.constructedType, from: type.name)
        else { continue }
        builtType[site] = built
        registrants[built].append(site)
      }
    }
  }

  func isRoot(_ type: Int) -> Bool { registrants[type].isEmpty }
}
