/// The registrations and parameters that finally provide each reference of a module, following
/// references that pass the question further up; computed once for the whole graph.
///
/// Walked afresh for each reference, a chain of types that each pass a reference up costs as many
/// steps per reference as the chain is long: the square of its length in all. Here the references
/// are grouped into strongly connected components of the "is provided by" relation (references
/// providing one another in a loop are finally provided by the same values), and each component's
/// providers are the union of its own and those of the components it reaches, which Tarjan's
/// algorithm closes first. Every provider of every reference is read once, and a component that
/// only passes the question on shares the list of the one above it.
struct UltimateProviders: Hashable, Sendable {
  /// The component of each reference, an index into `lists` (-1 for a dependency that is not a
  /// reference).
  private let component: DependencyTable<Int>
  /// Each component's final providers, sorted and unique.
  private let lists: [[DependencyID]]

  /// From the resolutions in the order resolution made them, each reference found among them by
  /// their table of positions: nothing is sorted or hashed.
  ///
  /// - Parameter inputs: references that are final providers themselves, though they are
  ///   references: a public root's, which its container's caller passes in (`weaver-gen graph`
  ///   says where those come from; validation and planning pass none).
  init(resolutions: ReferenceResolutions, graph: ModuleGraph, inputs: Set<DependencyID> = []) {
    let references = resolutions.references
    let components = StronglyConnectedComponents(count: references.count) { node, successors in
      for provider in resolutions.providers(at: node) {
        if let position = resolutions.position(of: provider) { successors.append(position) }
      }
    }
    var componentOf = Array(repeating: -1, count: references.count)
    var lists: [[DependencyID]] = []
    lists.reserveCapacity(components.count)
    // Tarjan's algorithm closes a component after every component it reaches, so their lists are
    // complete when it is read.
    for members in components {
      let current = lists.count
      for member in members { componentOf[member] = current }
      // Lists, sorted and made unique once: most components are one reference with a provider or
      // two, and a set for each of their own providers and of the components they reach was two
      // allocations and a hash per provider, for 20,000 components in the bench app.
      var own: [DependencyID] = []
      var reached: [Int] = []
      for member in members {
        if !inputs.isEmpty, inputs.contains(references[member]) { own.append(references[member]) }
        for provider in resolutions.providers(at: member) {
          if !graph[provider].isReference {
            own.append(provider)
          } else if let position = resolutions.position(of: provider), componentOf[position] != current {
            reached.append(componentOf[position])
          }
        }
      }
      Self.sortUnique(&reached)
      if own.isEmpty, reached.count == 1 {
        lists.append(lists[reached[0]])
      } else {
        for other in reached { own += lists[other] }
        Self.sortUnique(&own)
        lists.append(own)
      }
    }
    var component = DependencyTable(graph, filledWith: -1)
    for (index, reference) in references.enumerated() { component[reference] = componentOf[index] }
    self.component = component
    self.lists = lists
  }

  /// Sorted, each element once.
  private static func sortUnique<Element: Comparable>(_ list: inout [Element]) {
    guard list.count > 1 else { return }
    list.sort()
    var kept = 1
    for index in 1..<list.count where list[index] != list[kept - 1] {
      list[kept] = list[index]
      kept += 1
    }
    list.removeLast(list.count - kept)
  }

  /// The final providers of `reference`; empty for a dependency that is not a reference.
  subscript(reference: DependencyID) -> [DependencyID] {
    let index = component[reference]
    guard index >= 0 else { return [] }
    return lists[index]
  }
}
