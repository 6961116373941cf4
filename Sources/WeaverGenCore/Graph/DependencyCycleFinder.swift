/// Finds the loops among the edges needed to build each type (docs/language.md, "Cycles") and reports
/// each strongly connected group once, as one shortest full loop through its first type.
///
/// Building a type may read any of its dependencies inside `init(injecting:)`, so its eager
/// registrations and the registrations its references resolve to are edges. `.lazy` and `.weak`
/// registrations, and references that resolve to them, are not: they are trusted not to be read
/// during `init`.
struct DependencyCycleFinder {
  /// Why building `from` needs `to`.
  struct Edge: Hashable {
    var from: Int
    var to: Int
    /// The registration in `from`, or the reference in `from`.
    var site: DependencyID
    /// For a reference edge, the registration that provides it.
    var provider: DependencyID?
  }

  private let resolved: ResolvedGraph
  private var adjacency: [[Edge]]
  private(set) var diagnostics: [Diagnostic] = []

  init(_ resolved: ResolvedGraph) {
    self.resolved = resolved
    adjacency = Self.edges(of: resolved)
    for component in stronglyConnectedComponents() {
      if let loop = shortestLoop(in: component) {
        diagnostics.append(diagnostic(for: loop))
      }
    }
  }

  private static func edges(of resolved: ResolvedGraph) -> [[Edge]] {
    let graph = resolved.graph
    var adjacency = Array(repeating: [Edge](), count: graph.types.count)
    for site in graph.dependencyIDs {
      let typeIndex = site.type
      // Scopes read in place: a copy of a registration retains its types and strings.
      if let scope = graph[site].registrationScope {
        if !scope.isDeferred, let built = resolved.edges.builtType[site] {
          adjacency[typeIndex].append(Edge(from: typeIndex, to: built, site: site, provider: nil))
        }
      } else if graph[site].isReference && graph[site].isReadWhenBuilt {
        for provider in resolved.ultimateProviders(of: site) {
          guard let scope = graph[provider].registrationScope, !scope.isDeferred,
            let built = resolved.edges.builtType[provider]
          else { continue }
          adjacency[typeIndex].append(Edge(from: typeIndex, to: built, site: site, provider: provider))
        }
      }
    }
    return adjacency
  }

  /// Components with a loop (more than one type, or a type that needs itself), each sorted.
  private func stronglyConnectedComponents() -> [[Int]] {
    let components = StronglyConnectedComponents(count: adjacency.count) { node, successors in
      for edge in adjacency[node] { successors.append(edge.to) }
    }
    return components.indices.filter(components.isLoop).map { Array(components[$0]) }.sorted { $0[0] < $1[0] }
  }

  /// The shortest loop from the component's first type back to itself, by breadth-first search
  /// over edges in a fixed order, so the report is the same on every run.
  private func shortestLoop(in component: [Int]) -> [Edge]? {
    let members = Set(component)
    let start = component[0]
    var cameBy: [Int: Edge] = [:]
    var queue = [start]
    var next = 0
    while next < queue.count {
      let node = queue[next]
      next += 1
      for edge in adjacency[node] where members.contains(edge.to) {
        if edge.to == start {
          var loop = [edge]
          var current = node
          while current != start, let previous = cameBy[current] {
            loop.append(previous)
            current = previous.from
          }
          return loop.reversed()
        }
        if cameBy[edge.to] == nil && edge.to != start {
          cameBy[edge.to] = edge
          queue.append(edge.to)
        }
      }
    }
    return nil
  }

  private func diagnostic(for found: [Edge]) -> Diagnostic {
    let graph = resolved.graph
    // Reported at an edge of the module's own: a type of another module only closes the loop.
    let start = found.firstIndex { graph.types[$0.from].external == nil } ?? 0
    let loop = Array(found[start...] + found[..<start])
    let names = loop.map { graph.types[$0.from].name } + [graph.types[loop[0].from].name]
    var notes: [DiagnosticNote] = []
    // The registrations whose scope the fix changes: each edge's own, or the one its reference
    // resolves to, which gets a note of its own so that the fix points at an annotation to edit.
    var registrations: [DependencyID] = []
    // Whether the generated code can build each registration, made deferred, without the
    // container: what it reads next on the loop is an object a loop cell holds weakly.
    var buildsAlone: [Bool] = []
    for (position, edge) in loop.enumerated() {
      let next = graph.types[loop[(position + 1) % loop.count].to].kind
      let readsObject = next == .class || next == .actor
      let from = graph.types[edge.from].name
      let dependency = graph[edge.site]
      guard let provider = edge.provider else {
        notes.append(
          DiagnosticNote(GraphMessages.cycleRegistrationEdge(from, dependency.signature), at: dependency.location))
        registrations.append(edge.site)
        buildsAlone.append(readsObject)
        continue
      }
      let owner = resolved.owner(of: provider)
      notes.append(
        DiagnosticNote(
          GraphMessages.cycleReferenceEdge(from, dependency.signature, providedBy: owner), at: dependency.location))
      notes.append(
        DiagnosticNote(GraphMessages.cycleProvider(owner, graph[provider].signature), at: graph[provider].location))
      if !registrations.contains(provider) {
        registrations.append(provider)
        buildsAlone.append(readsObject)
      }
    }
    // A loop through a reference runs through one shared instance: once a scope breaks it, the
    // types on it still hold one another. A loop of registrations alone builds new instances.
    let holders = loop.contains { $0.provider != nil } ? Array(names.dropLast()) : []
    // The fix points at a registration that then builds without the container
    // (`RegistrationLoops`), and says when none does.
    let first = holders.isEmpty ? 0 : buildsAlone.firstIndex(of: true) ?? 0
    let suggested = Array(registrations[first...] + registrations[..<first])
    notes.append(
      DiagnosticNote(
        GraphMessages.cycleFix(
          suggested.map { (graph[$0].name, resolved.owner(of: $0)) }, heldBy: holders,
          throughContainer: !holders.isEmpty && !buildsAlone.contains(true)),
        at: graph[suggested[0]].location))
    return .error(
      .dependencyCycle, GraphMessages.dependencyCycle(names), at: graph[loop[0].site].location, notes: notes)
  }
}
