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
    let localTypes = NameIndex(graph.localTypes.map(\.name))
    // Each type's registrations are looked up from its own scope alone: on all cores.
    let built = graph.types.indices.concurrentMap { typeIndex in
      graph.types[typeIndex].dependencies.indices.compactMap { dependencyIndex -> (Int, Int)? in
        let site = DependencyID(type: typeIndex, dependency: dependencyIndex)
        // The registration's fields read in place: a copy retains its types and strings.
        guard let constructed = graph[site].constructedType,
          let built = graph[site].externalBuiltType
            ?? lookup.injectableType(constructed, from: graph.types[typeIndex].name, in: localTypes)
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

  /// The types each type registers, once per registration, in index order; a type registering
  /// itself is left out of its own list.
  func childLists() -> ChildLists { ChildLists(self) }

  /// Every type's children in one list, type after type: the planner's walks down the edges
  /// (`ContainerInputs.shallowestFirst`, `InputShapes.registrantsFirst`) each made a list per type,
  /// 10,000 lists grown one child at a time and freed on the bench app (docs/performance.md,
  /// stop 57).
  struct ChildLists {
    /// Where each type's children start in `children`; the last entry is the end of the last type's.
    private var starts: [Int]
    private var children: [Int]

    fileprivate init(_ edges: RegistrationEdges) {
      let count = edges.registrants.count
      starts = Array(repeating: 0, count: count + 1)
      for (built, sites) in edges.registrants.enumerated() {
        for site in sites where site.type != built { starts[site.type + 1] += 1 }
      }
      for type in 0..<count { starts[type + 1] += starts[type] }
      children = Array(repeating: 0, count: starts[count])
      // Filled in the order of the types built, so that each type's children are in index order.
      var next = starts
      for (built, sites) in edges.registrants.enumerated() {
        for site in sites where site.type != built {
          children[next[site.type]] = built
          next[site.type] += 1
        }
      }
    }

    subscript(owner: Int) -> ArraySlice<Int> { children[starts[owner]..<starts[owner + 1]] }
  }
}
