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

  func resolve(_ reference: DependencyReference) -> ReferenceResolution {
    let dependency = graph[reference]
    guard case .reference(let wanted) = dependency.kind else { return ReferenceResolution() }
    var providers: Set<DependencyReference> = []
    var failingRoots: [Int] = []
    var reachesIsolatedRoot = false
    var visited: Set<Int> = [reference.type]
    /// For each type reached, the registration in it that leads back down towards the reference.
    var link: [Int: DependencyReference] = [:]
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
          providers.insert(DependencyReference(type: owner, dependency: index))
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
    link: [Int: DependencyReference],
    name: String
  ) -> ReferenceResolution.Failure {
    var chain: [DependencyReference] = []
    var current = root
    while current != referencing, let site = link[current] {
      chain.append(site)
      guard let child = edges.builtType[site] else { break }
      current = child
    }
    chain.reverse()
    let mismatch = chain.lazy.compactMap { site in
      dependencyIndex(named: name, in: site.type).map { DependencyReference(type: site.type, dependency: $0) }
    }.first
    return ReferenceResolution.Failure(chain: chain, mismatch: mismatch)
  }

  /// By the type's name index: a type with thousands of dependencies is asked for each of the
  /// references below it, so a walk over its list would make the resolution quadratic.
  private func dependencyIndex(named name: String, in type: Int) -> Int? {
    graph.types[type].dependencyIndexByName[name]
  }
}
