/// How each container receives each of its inputs (docs/generated-code.md, "What a container holds").
///
/// * **Value or provider.** A value that never changes once its container exists (a parameter, a
///   `.container` registration, an input received as a value) is handed down as itself: no
///   closure, no lock. A `.lazy`, `.weak` or `.transient` registration is handed down as a
///   provider closure. When the registrants of a type disagree, it takes a provider, and those
///   holding a value wrap it.
/// * **Isolation.** A provider that builds a main-actor type must be called on the main actor:
///   its type says so (`@MainActor () -> HomeViewController`), and so does every accessor that
///   calls it.
/// * **Sendable.** A provider that a `Sendable` container or an actor's container holds is shared
///   between isolation domains, so it must be `@Sendable`, and so must everything it is made of,
///   up to the registration that creates it: the compiler then checks that what it captures can
///   be shared, as it would in hand-written code.
///
/// Shapes flow down the registration edges (a registrant decides what it hands over) and the
/// `@Sendable` requirement flows up (a holder decides what it accepts); registrations may loop
/// through `.lazy`, so both are fixed points, each input changing at most twice.
struct InputShapes {
  /// The shape of each input, parallel to `ContainerInputs.needs`.
  private(set) var shapes: [[InputShape]]
  /// Whether some `@Sendable` holder receives the provider closure of a deferred registration.
  private(set) var sendableProviders: DependencyTable<Bool>
  private(set) var diagnostics: [Diagnostic] = []

  /// - Parameter holdsSendable: by type, whether its container may only hold `@Sendable`
  ///   providers: it is shared between tasks, or it is an actor's.
  init(
    _ resolved: ResolvedGraph, inputs: ContainerInputs, builds: BuildIsolations, holdsSendable: [Bool],
    defaultIsolation: DefaultIsolation
  ) {
    let graph = resolved.graph
    sendableProviders = DependencyTable(graph, filledWith: false)
    shapes = inputs.needs.map { needs in
      needs.map { need in
        InputShape(isProvider: !need.parameters.isEmpty, isolation: .nonisolated, isSendable: false)
      }
    }
    let (order, acyclicCount) = Self.registrantsFirst(resolved.edges)
    // The first pass settles every type whose registrants all come before it; the types on loops,
    // and those below them, are passed over again until nothing changes. (Every type was, on each
    // pass: the bench app's, which has no loop, were all visited twice.)
    var pending = order[...]
    var changed = true
    while changed {
      changed = false
      // Another module's type takes every input as a value, through its entry initializer.
      for built in pending where graph.types[built].external == nil {
        for (position, need) in inputs.needs[built].enumerated() {
          var shape = shapes[built][position]
          for site in resolved.edges.registrants[built] {
            guard
              let given = handedDown(
                inputs.source(at: site, position: position), by: site.type, graph: graph, builds: builds)
            else {
              continue
            }
            shape.isProvider = shape.isProvider || given.isProvider
            guard let isolation = shape.isolation.joined(with: given.isolation, defaultIsolation: defaultIsolation)
            else {
              reportConflict(
                need, at: built, graph: graph,
                shape.isolation.described(with: defaultIsolation), given.isolation.described(with: defaultIsolation))
              continue
            }
            shape.isolation = isolation
          }
          if shape != shapes[built][position] {
            shapes[built][position] = shape
            changed = true
          }
        }
      }
      pending = order[acyclicCount...]
    }
    markSendable(resolved, inputs: inputs, holdsSendable: holdsSendable)
  }

  /// What the container of `owner` hands a child for a need it finds at `source`: the shape of
  /// its own declaration of it, or of the input it forwards.
  private func handedDown(
    _ source: RegistrationPlan.Source?, by owner: Int, graph: ModuleGraph, builds: BuildIsolations
  ) -> InputShape? {
    switch source {
    case .parameter, .builtParameter:
      return .value
    case .registration(let index):
      // The scope alone, read in place: the registration, copied, retained its types and strings
      // for every input of every registration, on each pass.
      let id = DependencyID(type: owner, dependency: index)
      guard let scope = graph[id].registrationScope, scope != .container else { return .value }
      let isolation = builds.builds[id] ?? .nonisolated
      return InputShape(isProvider: true, isolation: isolation, isSendable: false)
    case .input(let position):
      return shapes[owner][position]
    case nil:
      return nil
    }
  }

  private mutating func reportConflict(
    _ need: ContainerInputs.Need, at type: Int, graph: ModuleGraph, _ first: String, _ second: String
  ) {
    let owner = graph.types[type]
    let location = owner.dependency(named: need.name)?.location ?? owner.location
    diagnostics.append(
      .error(
        .isolationConflict,
        ConcurrencyMessages.inputConflict("\(need.name): \(need.type)", owner: owner.name, first, second),
        at: location))
  }

  /// Marks `@Sendable` every provider input of a container that holds only `@Sendable` ones, then
  /// whatever hands it down, up to the registrations that create them (a worklist: each input is
  /// marked once).
  private mutating func markSendable(_ resolved: ResolvedGraph, inputs: ContainerInputs, holdsSendable: [Bool]) {
    var pending: [(type: Int, position: Int)] = []
    for (type, holds) in holdsSendable.enumerated() where holds {
      for position in shapes[type].indices where shapes[type][position].isProvider {
        shapes[type][position].isSendable = true
        pending.append((type, position))
      }
    }
    while let (built, position) = pending.popLast() {
      for site in resolved.edges.registrants[built] {
        switch inputs.source(at: site, position: position) {
        case .input(let ownerPosition):
          guard shapes[site.type][ownerPosition].isProvider, !shapes[site.type][ownerPosition].isSendable else {
            continue
          }
          shapes[site.type][ownerPosition].isSendable = true
          pending.append((site.type, ownerPosition))
        case .registration(let index):
          sendableProviders[DependencyID(type: site.type, dependency: index)] = true
        case .parameter, .builtParameter, nil:
          continue
        }
      }
    }
  }

  /// Every type after the types that register it, where registrations do not loop (Kahn's
  /// algorithm), and how many those are; types on loops and below them come last, and the fixed
  /// point above revisits them.
  static func registrantsFirst(_ edges: RegistrationEdges) -> (order: [Int], acyclicCount: Int) {
    let count = edges.registrants.count
    let children = edges.childLists()
    var waiting = Array(repeating: 0, count: count)
    for (built, sites) in edges.registrants.enumerated() {
      for site in sites where site.type != built { waiting[built] += 1 }
    }
    var order = (0..<count).filter { waiting[$0] == 0 }
    var next = 0
    while next < order.count {
      for child in children[order[next]] {
        waiting[child] -= 1
        if waiting[child] == 0 { order.append(child) }
      }
      next += 1
    }
    // A type that registers itself hands down to itself: it, and what follows it, are revisited.
    let acyclicCount =
      order.firstIndex { type in edges.registrants[type].contains { $0.type == type } } ?? order.count
    if order.count < count {
      var placed = Array(repeating: false, count: count)
      for type in order { placed[type] = true }
      order += (0..<count).filter { !placed[$0] }
    }
    return (order, acyclicCount)
  }
}
