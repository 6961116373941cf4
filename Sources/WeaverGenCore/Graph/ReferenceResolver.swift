/// Resolves every reference of a module by walking up the registration edges from the type that
/// declares it, on every path, and stopping each walk at the nearest compatible declaration.
///
/// The walk is a breadth-first search over the types that can build the referencing type, so each
/// failing root is reported with a shortest path to it, roots nearer the reference first, and each
/// type is visited once per reference even when registrations form loops (a `.lazy` registration
/// may point back up). The paths to the roots then form a tree: two of them share the hops below
/// the type where they meet.
struct ReferenceResolver {
  let graph: ModuleGraph
  let edges: RegistrationEdges

  func resolve(_ reference: DependencyID) -> ReferenceResolution {
    let dependency = graph[reference]
    guard case .reference(let wanted) = dependency.kind else { return ReferenceResolution() }
    var providers: Set<DependencyID> = []
    var failingRoots: [Int] = []
    var reachesIsolatedRoot = false
    var visited: Set<Int> = [reference.type]
    /// For each type reached, the registration in it that leads back down towards the reference.
    var link: [Int: DependencyID] = [:]
    var queue = [reference.type]
    var next = 0
    while next < queue.count {
      let asker = queue[next]
      next += 1
      for site in edges.registrants[asker] {
        let owner = site.type
        if let index = dependencyIndex(named: dependency.name, in: owner),
          graph.types[owner].dependencies[index].provides(wanted)
        {
          providers.insert(DependencyID(type: owner, dependency: index))
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
    let failures = failingRoots.map { root in
      failureChain(from: root, to: reference.type, link: link, name: dependency.name)
    }
    return ReferenceResolution(
      providers: providers.sorted(), failures: failures, reachesIsolatedRoot: reachesIsolatedRoot)
  }

  private func failureChain(
    from root: Int,
    to referencing: Int,
    link: [Int: DependencyID],
    name: String
  ) -> ReferenceResolution.Failure {
    var chain: [DependencyID] = []
    var current = root
    while current != referencing, let site = link[current] {
      chain.append(site)
      guard let child = edges.builtType[site] else { break }
      current = child
    }
    chain.reverse()
    let mismatch = chain.lazy.compactMap { site in
      dependencyIndex(named: name, in: site.type).map { DependencyID(type: site.type, dependency: $0) }
    }.first
    return ReferenceResolution.Failure(chain: chain, mismatch: mismatch)
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
    /// The registrations along the path, nearest first: `chain[0]` builds the referencing type,
    /// `chain[i + 1]` builds the owner of `chain[i]`, and the owner of the last is a root.
    var chain: [DependencyID]
    /// The nearest declaration on the path with the same name but another type, if any: the
    /// reference is then a type mismatch rather than missing.
    var mismatch: DependencyID?
  }
}
