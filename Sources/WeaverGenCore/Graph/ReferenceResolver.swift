/// Resolves every reference of a module by walking up the registration edges from the type that
/// declares it, on every path, and stopping each walk at the nearest compatible declaration.
///
/// The walk is a breadth-first search over the types that can build the referencing type, so each
/// failing root is reported with a shortest path to it, roots nearer the reference first, and each
/// type is visited once per reference even when registrations form loops (a `.lazy` registration
/// may point back up). The paths to the roots then form a tree: two of them share the hops below
/// the type where they meet.
///
/// A reference is looked up by name (`resolveByName`). One that some path does not find by name
/// (and no path finds under its name with another type) is walked again by type (`resolveByType`,
/// docs/language.md, "Found by type"): an ancestor that does not declare the name, above which no
/// path declares it either, provides the reference when exactly one of its declarations has the
/// reference's type; several are an ambiguity. That the choice depends only on the ancestor, the
/// name and the type is what lets one generated container serve every path through it
/// (`ContainerInputs`).
///
/// A reference whose name no other type declares (most missing references: a value nobody has)
/// stops nowhere on the way up by name, so its walk is the same for every such reference of its
/// type, and is the walk of the types that register it, one hop longer. Those walks are worked out
/// once per type, ancestors first, with shared paths (`RegistrationPath`): a chain of `n` types
/// that each miss a reference of their own would otherwise walk `n²/2` hops (issue 18).
struct ReferenceResolver {
  let graph: ModuleGraph
  let edges: RegistrationEdges
  /// Whether each name is declared by one type or by more.
  private let declarationCounts: DeclaredNameCounts
  /// The types that lie on a registration loop, whose walks can come back to where they started.
  private let onLoops: Set<Int>
  /// For each type off loops that has a reference of its own name, and each type above it: where
  /// a walk by name that stops nowhere fails.
  private var unstoppedWalks: [Int: UnstoppedWalk] = [:]

  /// The roots a walk from a type reaches, with the path to each, nearest root first.
  private struct UnstoppedWalk {
    var failures: [RegistrationPath] = []
    var reachesIsolatedRoot = false
  }

  init(graph: ModuleGraph, edges: RegistrationEdges) {
    self.graph = graph
    self.edges = edges
    // The names' counts read the types, the loops the edges: one task each, where both ran on one
    // core before the walks.
    let (counts, (components, onLoops)) = concurrently {
      Self.declarationCounts(in: graph)
    } _: {
      let components = StronglyConnectedComponents(count: graph.types.count) { type, owners in
        for site in edges.registrants[type] { owners.append(site.type) }
      }
      return (components, components.nodesOnLoops)
    }
    declarationCounts = counts
    self.onLoops = onLoops
    unstoppedWalks = unstoppedWalks(inOrder: components)
  }

  /// Whether each name is declared by one type or by more.
  private static func declarationCounts(in graph: ModuleGraph) -> DeclaredNameCounts {
    // Made at the size of every type's names, which the distinct ones cannot pass.
    var total = 0
    for type in graph.types.indices { total += graph.types[type].dependencies.count }
    var counts = DeclaredNameCounts(capacity: total)
    for type in graph.types.indices {
      // Each name counted once per type: at its first declaration, where a type declares a name
      // twice (another module's type can), and at every one otherwise, without asking.
      let declaresANameTwice = graph.types[type].declaresANameTwice
      for dependency in graph.types[type].dependencies.indices {
        let name = graph[DependencyID(type: type, dependency: dependency)].name
        guard !declaresANameTwice || graph.dependencyIndex(named: name, in: type) == dependency else { continue }
        counts.count(name)
      }
    }
    return counts
  }

  /// The walks of the types that need one and of every type above them, in the order Tarjan's
  /// algorithm closed their components: a type's registrants come before it.
  private func unstoppedWalks(inOrder components: StronglyConnectedComponents) -> [Int: UnstoppedWalk] {
    var needed = Array(repeating: false, count: graph.types.count)
    var pending: [Int] = []
    // Each dependency read in place, by index: `contains(where:)` handed the closure a copy of
    // each (a retain and a release of its name, type and location), on one core before the walks.
    for index in graph.types.indices where !onLoops.contains(index) {
      for dependency in graph.types[index].dependencies.indices {
        let id = DependencyID(type: index, dependency: dependency)
        guard graph[id].isReference, declarationCounts.isDeclaredOnce(graph[id].name) else { continue }
        needed[index] = true
        pending.append(index)
        break
      }
    }
    while let type = pending.popLast() {
      for site in edges.registrants[type] where !needed[site.type] {
        needed[site.type] = true
        pending.append(site.type)
      }
    }
    var walks: [Int: UnstoppedWalk] = [:]
    for type in components.nodesInOrder where needed[type] {
      walks[type] = onLoops.contains(type) ? breadthFirstWalk(from: type) : mergedWalk(of: type, from: walks)
    }
    return walks
  }

  /// The walk of a type off loops, from those of the types that register it: each of their paths
  /// one hop longer, shortest first, one per root.
  private func mergedWalk(of type: Int, from walks: [Int: UnstoppedWalk]) -> UnstoppedWalk {
    var walk = UnstoppedWalk()
    var candidates: [RegistrationPath] = []
    for site in edges.registrants[type] {
      if edges.isRoot(site.type) {
        if graph.types[site.type].isIsolated {
          walk.reachesIsolatedRoot = true
        } else {
          candidates.append(RegistrationPath(site))
        }
      } else if let above = walks[site.type] {
        walk.reachesIsolatedRoot = walk.reachesIsolatedRoot || above.reachesIsolatedRoot
        candidates += above.failures.map { RegistrationPath(site, above: $0) }
      }
    }
    var roots: Set<Int> = []
    walk.failures = candidates.enumerated()
      .sorted { ($0.element.count, $0.offset) < ($1.element.count, $1.offset) }
      .map(\.element)
      .filter { roots.insert($0.root.type).inserted }
    return walk
  }

  /// The walk of a type on a loop, breadth first, stopping nowhere: a walk by a name no type
  /// declares.
  private func breadthFirstWalk(from type: Int) -> UnstoppedWalk {
    let resolution = walk(from: type, name: nil, wanted: .nominal([]), typeMatching: nil, records: false).resolution
    return UnstoppedWalk(
      failures: resolution.failures.map(\.chain), reachesIsolatedRoot: resolution.reachesIsolatedRoot)
  }

  /// The resolution by name, and whether some type the walk reached declares the name (with any
  /// type): when none does, `resolveByType` need not work out where the name is above.
  func resolveByName(_ reference: DependencyID) -> (resolution: ReferenceResolution, meetsName: Bool) {
    // The name and type read in place: a copy of the dependency retained each of its fields.
    guard case .reference(let wanted) = graph[reference].kind else { return (ReferenceResolution(), false) }
    let name = graph[reference].name
    if declarationCounts.isDeclaredOnce(name), !onLoops.contains(reference.type),
      let walk = unstoppedWalks[reference.type]
    {
      let resolution = ReferenceResolution(
        failures: walk.failures.map { ReferenceResolution.Failure(chain: $0) },
        reachesIsolatedRoot: walk.reachesIsolatedRoot)
      return (resolution, false)
    }
    let walk = walk(from: reference.type, name: name, wanted: wanted, typeMatching: nil, records: false)
    return (walk.resolution, walk.meetsName)
  }

  /// The resolution of a reference that `resolveByName` did not find on some path, with matches by
  /// type in `index`.
  func resolveByType(_ reference: DependencyID, meetsName: Bool, index: ProvidersByType) -> ReferenceResolution {
    let dependency = graph[reference]
    guard case .reference(let wanted) = dependency.kind else { return ReferenceResolution() }
    // The types above which the name is declared: only a reference whose walk met the name pays
    // for recording the walk's shape to find them.
    let namedAbove =
      meetsName
      ? walk(from: reference.type, name: dependency.name, wanted: wanted, typeMatching: nil, records: true).namedAbove
      : []
    let matching = TypeMatching(index: index, wanted: wanted.normalized, namedAbove: namedAbove)
    return walk(from: reference.type, name: dependency.name, wanted: wanted, typeMatching: matching, records: false)
      .resolution
  }

  /// What the walk by type needs: the index, the wanted type, and the types above which some path
  /// declares the name, where a match by type would contradict the name found on that path.
  private struct TypeMatching {
    let index: ProvidersByType
    let wanted: TypeExpression
    let namedAbove: Set<Int>
  }

  /// One walk up from a reference, with what it saw: the askers some of whose registrants declare
  /// the name, and for each type reached the types below it on the walk.
  private struct Walk {
    /// Whether to keep `askersBelowName` and `below`, which only a reference about to be walked by
    /// type needs.
    let records: Bool
    var resolution = ReferenceResolution()
    /// Whether some owner reached declares the name.
    var meetsName = false
    var askersBelowName: [Int] = []
    var below: [Int: [Int]] = [:]

    /// The types the walk reached from which some path up reaches a declaration of the name.
    func namedAbove() -> Set<Int> {
      var marked = Set(askersBelowName)
      var pending = askersBelowName
      while let type = pending.popLast() {
        for child in below[type] ?? [] where marked.insert(child).inserted { pending.append(child) }
      }
      return marked
    }
  }

  /// A node of the walk: a type, and whether a match by type may still be taken above it (not
  /// once the path met the name with another type, whose paths are settled by name).
  private struct Node: Hashable {
    var type: Int
    var matchesType: Bool
  }

  /// The walk up from `type` for the reference `name` of type `wanted`; without a name, a walk that
  /// stops nowhere. What it found, and with `records`, the types above which the name is declared
  /// (`Walk.namedAbove()`; empty without). Its parts, not the `Walk`: a walk returned whole was
  /// copied whole to be taken apart by the caller, its lists retained and released, for each of the
  /// bench app's 41,000 walks (docs/performance.md, stop 64).
  private func walk(
    from type: Int, name: String?, wanted: TypeExpression, typeMatching: TypeMatching?, records: Bool
  ) -> (resolution: ReferenceResolution, meetsName: Bool, namedAbove: Set<Int>) {
    var result = Walk(records: records)
    // Lists sorted once at the end rather than sets kept along the way: most walks find one
    // provider, one step up, and two sets were two allocations and a hash for each.
    var providers: [DependencyID] = []
    var foundByType: [DependencyID] = []
    var failingRoots: [Node] = []
    let start = Node(type: type, matchesType: typeMatching != nil)
    // The nodes reached above the start, in the order reached, each once. The start is kept out of
    // them: most walks stop one step up, and then allocate and hash nothing.
    var queue: [Node] = []
    /// For each node reached, the registration in it that leads back down towards the reference,
    /// and the node it builds: also the set of the nodes reached, so a node is looked up in one
    /// place, not two.
    var link = ReachedNodes()
    var asker = start
    var next = 0
    while true {
      // By position, each site read in place: iterating the list retained it, and the lists of
      // the types near the roots, which nearly every walk climbs through, were retained and
      // released by all cores at once, each waiting on the others for the count.
      for position in edges.registrants[asker.type].indices {
        let site = edges.registrants[asker.type][position]
        switch step(from: asker, through: site, name: name, wanted: wanted, typeMatching: typeMatching, into: &result) {
        case .provided(let provider, let byType):
          providers.append(provider)
          if byType { foundByType.append(provider) }
        case .ambiguous(let candidates):
          let chain = self.chain(from: asker, to: start, link: link) + [site]
          result.resolution.ambiguities.append(.init(chain: chain, candidates: candidates))
        case .climb(let owner):
          if result.records { result.below[owner.type, default: []].append(asker.type) }
          guard owner != start else { continue }
          // Grown in one step for the walks that climb: from empty, a list is copied at each
          // doubling.
          if queue.isEmpty { queue.reserveCapacity(16) }
          guard link.insert(Link(site: site, below: asker), for: owner) else { continue }
          if edges.isRoot(owner.type) {
            if graph.types[owner.type].isIsolated {
              result.resolution.reachesIsolatedRoot = true
            } else {
              failingRoots.append(owner)
            }
          } else {
            queue.append(owner)
          }
        }
      }
      guard next < queue.count else { break }
      asker = queue[next]
      next += 1
    }
    result.resolution.providers = Self.sortedOnce(providers)
    result.resolution.foundByType = Self.sortedOnce(foundByType)
    result.resolution.failures = failingRoots.compactMap { root in
      guard let path = RegistrationPath(chain(from: root, to: start, link: link)) else { return nil }
      let mismatch = name.flatMap { name in
        path.lazy.compactMap { site in
          graph.dependencyIndex(named: name, in: site.type).map { DependencyID(type: site.type, dependency: $0) }
        }.first
      }
      return ReferenceResolution.Failure(chain: path, mismatch: mismatch)
    }
    return (result.resolution, result.meetsName, records ? result.namedAbove() : [])
  }

  /// `sites` sorted, each once (a site the walk reaches by two paths is found twice).
  private static func sortedOnce(_ sites: [DependencyID]) -> [DependencyID] {
    guard sites.count > 1 else { return sites }
    var result: [DependencyID] = []
    for site in sites.sorted() where site != result.last { result.append(site) }
    return result
  }

  /// What the owner of `site`, which builds `asker`, does for the reference.
  private enum Step {
    /// It provides it, by name or by type.
    case provided(DependencyID, byType: Bool)
    /// It declares several values of the reference's type and none of its name.
    case ambiguous([DependencyID])
    /// It does not provide it: the walk goes on up from this node.
    case climb(Node)
  }

  private func step(
    from asker: Node, through site: DependencyID, name: String?, wanted: TypeExpression, typeMatching: TypeMatching?,
    into result: inout Walk
  ) -> Step {
    var owner = Node(type: site.type, matchesType: asker.matchesType)
    // A type with thousands of dependencies is asked for each of the references below it: looked
    // up in constant time (`ModuleGraph.dependencyIndex(named:in:)`), not by a walk over its list.
    if let name, let index = graph.dependencyIndex(named: name, in: owner.type) {
      result.meetsName = true
      if result.records { result.askersBelowName.append(asker.type) }
      if graph.provides(DependencyID(type: owner.type, dependency: index), wanted) {
        return .provided(DependencyID(type: owner.type, dependency: index), byType: false)
      }
      owner.matchesType = false
      return .climb(owner)
    }
    guard owner.matchesType, let typeMatching else { return .climb(owner) }
    let candidates = typeMatching.index.candidates(in: owner.type, providing: typeMatching.wanted).map {
      DependencyID(type: owner.type, dependency: $0)
    }
    if candidates.isEmpty { return .climb(owner) }
    if typeMatching.namedAbove.contains(owner.type) {
      // The name above decides on some path, so not the type here on any: said in the error.
      result.resolution.keptByName.append(candidates[0])
      return .climb(owner)
    }
    return candidates.count == 1 ? .provided(candidates[0], byType: true) : .ambiguous(candidates)
  }

  /// One step of a walk down: the registration, and the node it builds.
  private struct Link {
    var site: DependencyID
    var below: Node
  }

  /// The nodes a walk reached, each with its link down: in a list while there are few, as on most
  /// walks, which climb a handful of types, where comparing a node with a handful of others is
  /// cheaper than hashing it (a table cost the bench app's walks about 2,500 instructions each: its
  /// allocation, sized by the standard library unspecialized, and a hash of every node reached);
  /// in a table past `listLimit`, so that a walk through thousands of types still finds each node
  /// in constant time (docs/performance.md, stop 54).
  private struct ReachedNodes {
    private var few: [(node: Node, link: Link)] = []
    private var many: [Node: Link]?
    private static let listLimit = 32

    subscript(node: Node) -> Link? {
      if let many { return many[node] }
      for entry in few where entry.node == node { return entry.link }
      return nil
    }

    /// Records `link` for `node` unless the node was reached before; whether it was not.
    mutating func insert(_ link: Link, for node: Node) -> Bool {
      guard self[node] == nil else { return false }
      if many != nil {
        many![node] = link
        return true
      }
      if few.isEmpty { few.reserveCapacity(Self.listLimit / 2) }
      few.append((node, link))
      if few.count > Self.listLimit {
        many = Dictionary(uniqueKeysWithValues: few.lazy.map { ($0.node, $0.link) })
        few = []
      }
      return true
    }
  }

  /// The registrations from `top` down to the start of the walk, nearest to the reference first.
  private func chain(from top: Node, to start: Node, link: ReachedNodes) -> [DependencyID] {
    var chain: [DependencyID] = []
    var current = top
    while current != start, let step = link[current] {
      chain.append(step.site)
      current = step.below
    }
    chain.reverse()
    return chain
  }
}
