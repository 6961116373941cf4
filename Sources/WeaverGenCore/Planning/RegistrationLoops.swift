/// The loops among one container's registrations: registrations that need each other, which
/// validation accepts when a `.lazy`, `.weak` or `.transient` one breaks the loop (its value is not
/// read while the others are built), and how each can be built without the container.
///
/// By hand one would write such a loop as its providers first, then its `.container` members, each
/// handed the providers it needs, and the providers reach the members made after them without
/// keeping them alive (`[weak a]`). The generated code does the same with a `LoopCell` per such
/// member: a box the initializer makes before the providers, fills right after building the
/// member, and that the providers hold, holding the member weakly. So no container is held, and a
/// member nothing else keeps is released. A provider reads the member only when it builds its own
/// value, which it does for a child of the loop, itself kept by a member or by the container that
/// keeps the members, so the member is alive then (docs/generated-code.md, "What a container
/// holds").
///
/// A loop cannot be built this way, and stays built through the container, when its providers
/// need each other (no order makes them one after another), when a provider reads a member that
/// is not an object a cell can hold weakly (a struct, an optional, a value exposed only as a
/// protocol), or when the provider runs on a global actor the initializer filling the cell does not
/// (the cell would be shared between the two, which the compiler rightly refuses unless it is a
/// locked cell of a `Sendable` value).
struct RegistrationLoops {
  struct Loop {
    /// Its registrations (indices into the container's registrations), sorted.
    let members: [Int]
    /// `(provider, member)`: a deferred registration of the loop reading a `.container` one made
    /// after it, through the member's cell; `nil` when the loop must be built through the container.
    let lateReads: [(provider: Int, member: Int)]?
  }

  /// The loops, each after the loops it needs, so that a loop needing one built through the
  /// container is seen to be built so too.
  let loops: [Loop]

  /// - Parameters:
  ///   - open: the registrations still built without the container; loops are found among them.
  ///   - canReadLate: whether the provider at the first index can read the `.container`
  ///     registration at the second through a cell: the cell holds it weakly, and may be handed
  ///     into the provider's isolation.
  init(
    _ registrations: [RegistrationPlan], successors: [[Int]], open: [Bool],
    canReadLate: (_ provider: Int, _ member: Int) -> Bool
  ) {
    // A loop needs an edge between open registrations; most containers have none (their
    // registrations need nothing of each other), and then no component is looked for: the two
    // searches made a list per registration.
    guard open.indices.contains(where: { node in open[node] && successors[node].contains { open[$0] } }) else {
      loops = []
      return
    }
    let isDeferred = registrations.map { $0.registration.scope != .container }
    let components = StronglyConnectedComponents(count: registrations.count) { node, edges in
      guard open[node] else { return }
      for successor in successors[node] where open[successor] { edges.append(successor) }
    }
    let providersOnLoops = StronglyConnectedComponents(count: registrations.count) { node, edges in
      guard open[node] && isDeferred[node] else { return }
      for successor in successors[node] where open[successor] && isDeferred[successor] { edges.append(successor) }
    }.nodesOnLoops
    loops = components.compactMap { nodes in
      // A registration that reads itself is a loop whether or not it is open, as the successors
      // say: `isLoop` reads the open edges alone. Only a loop's nodes are copied into a list.
      let first = nodes[nodes.startIndex]
      guard nodes.count > 1 || successors[first].contains(first) else { return nil }
      let component = Array(nodes)
      let members = Set(component)
      var reads: [(provider: Int, member: Int)] = []
      for provider in component where isDeferred[provider] {
        for member in Set(successors[provider]).sorted() where members.contains(member) && !isDeferred[member] {
          reads.append((provider, member))
        }
      }
      let isBuiltAlone =
        component.allSatisfy { !providersOnLoops.contains($0) } && reads.allSatisfy { canReadLate($0, $1) }
      return Loop(members: component, lateReads: isBuiltAlone ? reads : nil)
    }
  }
}
