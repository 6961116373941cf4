/// Resolves every reference of a module by walking up the registration edges from the type that
/// declares it, on every path, and stopping each walk at the nearest compatible declaration.
///
/// The walk is a breadth-first search over the types that can build the referencing type, so each
/// failing root is reported with a shortest path to it, roots nearer the reference first, and each
/// type is visited once per reference even when registrations form loops (a `.lazy` registration
/// may point back up). The paths to the roots then form a tree: two of them share the hops below
/// the type where they meet.
///
/// A reference whose name no other type declares (most missing references: a value nobody has)
/// stops nowhere on the way up, so its walk is the same for every such reference of its type, and
/// is the walk of the types that register it, one hop longer. Those walks are worked out once per
/// type, ancestors first, with shared paths (`RegistrationPath`): a chain of `n` types that each
/// miss a reference of their own would otherwise walk `n²/2` hops (issue 18).
struct ReferenceResolver {
  let graph: ModuleGraph
  let edges: RegistrationEdges
  /// How many types declare each name.
  private let declarationCounts: [String: Int]
  /// The types that lie on a registration loop, whose walks can come back to where they started.
  private let onLoops: Set<Int>
  /// For each type off loops that has a reference of its own name, and each type above it: where
  /// a walk that stops nowhere fails.
  private var unstoppedWalks: [Int: UnstoppedWalk] = [:]

  /// The roots a walk from a type reaches, with the path to each, nearest root first.
  private struct UnstoppedWalk {
    var failures: [RegistrationPath] = []
    var reachesIsolatedRoot = false
  }

  init(graph: ModuleGraph, edges: RegistrationEdges) {
    self.graph = graph
    self.edges = edges
    var counts: [String: Int] = [:]
    for type in graph.types {
      for name in type.dependencyIndexByName.keys { counts[name, default: 0] += 1 }
    }
    declarationCounts = counts
    let owners = { (type: Int) in edges.registrants[type].map(\.type) }
    let components = StronglyConnectedComponents.of(count: graph.types.count, successors: owners)
    var loops: Set<Int> = []
    for component in components where component.count > 1 || owners(component[0]).contains(component[0]) {
      loops.formUnion(component)
    }
    onLoops = loops
    unstoppedWalks = unstoppedWalks(inOrder: components)
  }

  /// The walks of the types that need one and of every type above them, in the order Tarjan's
  /// algorithm closed their components: a type's registrants come before it.
  private func unstoppedWalks(inOrder components: [[Int]]) -> [Int: UnstoppedWalk] {
    var needed = Array(repeating: false, count: graph.types.count)
    var pending: [Int] = []
    for (index, type) in graph.types.enumerated() where !onLoops.contains(index) {
      if type.dependencies.contains(where: { $0.isReference && declarationCounts[$0.name] == 1 }) {
        needed[index] = true
        pending.append(index)
      }
    }
    while let type = pending.popLast() {
      for site in edges.registrants[type] where !needed[site.type] {
        needed[site.type] = true
        pending.append(site.type)
      }
    }
    var walks: [Int: UnstoppedWalk] = [:]
    for type in components.joined() where needed[type] {
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

  /// The walk of a type on a loop, breadth first, stopping nowhere.
  private func breadthFirstWalk(from type: Int) -> UnstoppedWalk {
    let search = search(from: type) { _ in nil }
    return UnstoppedWalk(failures: search.failures, reachesIsolatedRoot: search.reachesIsolatedRoot)
  }

  func resolve(_ reference: DependencyID) -> ReferenceResolution {
    let dependency = graph[reference]
    guard case .reference(let wanted) = dependency.kind else { return ReferenceResolution() }
    if declarationCounts[dependency.name] == 1, !onLoops.contains(reference.type),
      let walk = unstoppedWalks[reference.type]
    {
      return ReferenceResolution(
        failures: walk.failures.map { ReferenceResolution.Failure(chain: $0) },
        reachesIsolatedRoot: walk.reachesIsolatedRoot)
    }
    let search = search(from: reference.type) { owner in
      guard let index = dependencyIndex(named: dependency.name, in: owner),
        graph.types[owner].dependencies[index].provides(wanted)
      else { return nil }
      return DependencyID(type: owner, dependency: index)
    }
    let failures = search.failures.map { path in
      let mismatch = path.lazy.compactMap { site in
        dependencyIndex(named: dependency.name, in: site.type).map { DependencyID(type: site.type, dependency: $0) }
      }.first
      return ReferenceResolution.Failure(chain: path, mismatch: mismatch)
    }
    return ReferenceResolution(
      providers: search.providers.sorted(), failures: failures, reachesIsolatedRoot: search.reachesIsolatedRoot)
  }

  /// A breadth-first walk up from `start`, stopping at each type where `provider` finds what the
  /// walk looks for: those providers, and the path to each root reached without one.
  private func search(
    from start: Int, provider: (Int) -> DependencyID?
  ) -> (providers: Set<DependencyID>, failures: [RegistrationPath], reachesIsolatedRoot: Bool) {
    var providers: Set<DependencyID> = []
    var failingRoots: [Int] = []
    var reachesIsolatedRoot = false
    var visited: Set<Int> = [start]
    /// For each type reached, the registration in it that leads back down towards `start`.
    var link: [Int: DependencyID] = [:]
    var queue = [start]
    var next = 0
    while next < queue.count {
      let asker = queue[next]
      next += 1
      for site in edges.registrants[asker] {
        let owner = site.type
        if let found = provider(owner) {
          providers.insert(found)
          continue
        }
        guard visited.insert(owner).inserted else { continue }
        link[owner] = site
        if edges.isRoot(owner) {
          if graph.types[owner].isIsolated { reachesIsolatedRoot = true } else { failingRoots.append(owner) }
        } else {
          queue.append(owner)
        }
      }
    }
    let failures = failingRoots.compactMap { root in path(from: root, to: start, link: link) }
    return (providers, failures, reachesIsolatedRoot)
  }

  /// The path from `referencing` up to `root`, following the links back down from the root.
  private func path(from root: Int, to referencing: Int, link: [Int: DependencyID]) -> RegistrationPath? {
    var hops: [DependencyID] = []
    var current = root
    while current != referencing, let site = link[current] {
      hops.append(site)
      guard let child = edges.builtType[site] else { break }
      current = child
    }
    return RegistrationPath(hops.reversed())
  }

  /// By the type's name index: a type with thousands of dependencies is asked for each of the
  /// references below it, so a walk over its list would make the resolution quadratic.
  private func dependencyIndex(named name: String, in type: Int) -> Int? {
    graph.types[type].dependencyIndexByName[name]
  }
}

/// How one reference `name <- T` is provided, across every registration path that builds its type
/// (docs/language.md, "Visibility" and "Every path").
struct ReferenceResolution: Hashable, Sendable {
  /// The nearest compatible declarations found walking up each path, sorted and unique: a
  /// registration, a parameter, or a reference that passes the question further up.
  var providers: [DependencyID] = []
  /// One failing path per root that the walk reached without finding a provider, shortest first
  /// (the order in which a breadth-first walk reaches the roots): every path must provide the
  /// reference, so each failing root is reported, not only the first.
  var failures: [Failure] = []
  /// Whether the walk reached an isolated root, whose part of the graph is not checked while
  /// nothing registers it: no failure is recorded there, and the reference is not checked further.
  var reachesIsolatedRoot: Bool = false

  /// A registration path up to a root on which no type provides the reference.
  struct Failure: Hashable, Sendable {
    /// The registrations along the path, nearest first: its first builds the referencing type,
    /// each next one builds the owner of the one before, and the owner of the last is a root.
    var chain: RegistrationPath
    /// The nearest declaration on the path with the same name but another type, if any: the
    /// reference is then a type mismatch rather than missing.
    var mismatch: DependencyID?
  }
}
