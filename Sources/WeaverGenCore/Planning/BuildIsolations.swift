/// What building each registration needs, and where each container's initializer must therefore
/// run (docs/generated-code.md): a container builds its `.container` registrations when it is created, so its
/// initializer takes the isolation they need, and whoever creates the container takes it in turn,
/// up to a root.
///
/// A registration's build needs the isolation of the built type's `init(injecting:)` and of its
/// container's initializer, or that of its builder, or that of a plain type's initializer.
struct BuildIsolations {
  /// What building each registration needs, by registration site (`nil` for the other
  /// dependencies).
  private(set) var builds: DependencyTable<ActorIsolation?>
  /// Where each type's container initializer runs, by type index.
  private(set) var initializers: [ActorIsolation]
  /// For a type whose container initializer needs a global actor its `init(injecting:)` does not
  /// have: its first `.container` registration that needs it.
  private(set) var carriers: [DependencyID?]
  private(set) var diagnostics: [Diagnostic] = []

  init(_ resolved: ResolvedGraph, concurrency: [TypeConcurrency], inference: IsolationInference) {
    let graph = resolved.graph
    let defaultIsolation = inference.settings.defaultIsolation
    initializers = concurrency.map(\.initializerIsolation)
    carriers = Array(repeating: nil, count: graph.types.count)
    builds = DependencyTable(graph, filledWith: nil)
    // Types after the ones they build eagerly: `.container` registrations never form a loop in a
    // graph without errors, and a loop would only make a build use a partial answer.
    // Each type and dependency read in place: a copy retains each of its lists and strings.
    for typeIndex in Self.eagerPostOrder(resolved) {
      var isolation = concurrency[typeIndex].initializerIsolation
      for dependencyIndex in graph.types[typeIndex].dependencies.indices {
        let site = DependencyID(type: typeIndex, dependency: dependencyIndex)
        guard graph[site].registrationScope == .container else { continue }
        let need = buildIsolation(of: site, in: graph, edges: resolved.edges, inference: inference)
        builds[site] = need
        guard let joined = isolation.joined(with: need, defaultIsolation: defaultIsolation) else {
          diagnostics.append(
            .isolationConflict(
              building: graph[site], needs: need, in: graph.types[typeIndex], isolatedTo: isolation,
              defaultIsolation: defaultIsolation))
          continue
        }
        if joined != isolation, carriers[typeIndex] == nil { carriers[typeIndex] = site }
        isolation = joined
      }
      initializers[typeIndex] = isolation
    }
    // The other registrations, once each: a `.container` registration's need was worked out above,
    // after the initializer of the type it builds, and is kept there. Worked out again, each
    // builder's name was parsed and looked up twice, on one core beside the inputs' fixed point.
    for typeIndex in graph.types.indices {
      for dependencyIndex in graph.types[typeIndex].dependencies.indices {
        let site = DependencyID(type: typeIndex, dependency: dependencyIndex)
        guard let scope = graph[site].registrationScope, scope != .container else { continue }
        builds[site] = buildIsolation(of: site, in: graph, edges: resolved.edges, inference: inference)
      }
    }
  }

  /// A warning for each root or isolated type that is not isolated to the global actor its
  /// container's initializer needs: whoever creates that container by hand must be on that actor,
  /// which the type's own isolation does not say (`isolated-root-container`).
  func startingPointWarnings(
    _ resolved: ResolvedGraph, concurrency: [TypeConcurrency], defaultIsolation: DefaultIsolation
  ) -> [Diagnostic] {
    let graph = resolved.graph
    return graph.types.indices.compactMap { typeIndex in
      guard resolved.edges.isRoot(typeIndex) || graph.types[typeIndex].isIsolated,
        let site = carriers[typeIndex],
        let actor = initializers[typeIndex].globalActor(defaultingTo: defaultIsolation),
        concurrency[typeIndex].isolation.globalActor(defaultingTo: defaultIsolation) != actor
      else { return nil }
      let type = graph.types[typeIndex]
      let dependency = graph[site]
      // Named as the module's default at first, when it is that, then as the actor.
      let (need, needed) = (
        initializers[typeIndex].described(with: defaultIsolation), ActorIsolation.globalActor(actor)
      )
      var notes: [DiagnosticNote] = []
      var carrier = site
      // Down the `.container` registrations that carry the actor, to the one whose type needs it.
      var seen: Set<Int> = [typeIndex]
      while let built = resolved.edges.builtType[carrier], seen.insert(built).inserted, let next = carriers[built] {
        let nextDependency = graph[next]
        notes.append(
          DiagnosticNote(
            ConcurrencyMessages.isolationComesFrom(
              nextDependency.signature, type: graph.types[built].name, needs: needed),
            at: nextDependency.location))
        carrier = next
      }
      notes.append(
        DiagnosticNote(
          ConcurrencyMessages.isolatedRootContainerFix(type.name, registration: dependency.name, actor: actor),
          at: type.location))
      return .warning(
        .isolatedRootContainer,
        ConcurrencyMessages.isolatedRootContainer(
          type.name, container: GeneratedNames(typeName: type.name).container, registration: dependency.signature,
          needs: need, actor: needed),
        at: dependency.location,
        notes: notes
      )
    }
  }

  /// What building the registration at `site` needs.
  private func buildIsolation(
    of site: DependencyID, in graph: ModuleGraph, edges: RegistrationEdges, inference: IsolationInference
  ) -> ActorIsolation {
    guard case .registration(let registration) = graph[site].kind else { return .nonisolated }
    if let builder = registration.builder {
      return inference.isolation(ofBuilder: builder, from: graph.types[site.type].name)
    }
    if let built = edges.builtType[site] { return initializers[built] }
    return inference.isolation(of: registration.constructedType, from: graph.types[site.type].name)
  }

  /// Every type, each after the types it registers with `.container` scope.
  private static func eagerPostOrder(_ resolved: ResolvedGraph) -> [Int] {
    let graph = resolved.graph
    var children = Array(repeating: [Int](), count: graph.types.count)
    for site in graph.dependencyIDs where graph[site].registrationScope == .container {
      if let built = resolved.edges.builtType[site] { children[site.type].append(built) }
    }
    return DepthFirstOrder.postOrder(successors: children)
  }
}

extension Diagnostic {
  /// `isolation-conflict` for a dependency of `type` whose build, or whose provider, needs `need`
  /// where the type's container runs on `isolation`.
  static func isolationConflict(
    building dependency: Dependency, needs need: ActorIsolation, in type: InjectableType,
    isolatedTo isolation: ActorIsolation, defaultIsolation: DefaultIsolation
  ) -> Diagnostic {
    let (described, fix) = (need.described(with: defaultIsolation), need.resolved(defaultIsolation))
    let owner = isolation.described(with: defaultIsolation)
    let message =
      dependency.isReference
      ? ConcurrencyMessages.referenceConflict(
        dependency.signature, needs: described, owner: type.name, isolatedTo: owner, fix: fix)
      : ConcurrencyMessages.buildConflict(
        dependency.signature, needs: described, owner: type.name, isolatedTo: owner, fix: fix)
    return .error(
      .isolationConflict, message, at: dependency.location,
      notes: [DiagnosticNote(ConcurrencyMessages.isolatedHere(type.name, owner), at: type.location)])
  }
}
