/// Works out, for every injectable type of a valid graph, how its container is shaped: its
/// isolation, what it receives and in which shape, how each registration is stored and built, and
/// where each child's inputs come from (docs/generated-code.md).
///
/// A class, immutable once made: every type's plan is made on all cores from the same planner,
/// which each task then retains once instead of copying its tables.
final class ContainerPlanner: Sendable {
  /// A graph that validation accepted cannot produce this; it is reported rather than trapped on.
  struct InconsistentGraph: Error, CustomStringConvertible {
    var description: String
  }

  let resolved: ResolvedGraph
  let settings: ConcurrencySettings
  let concurrency: [TypeConcurrency]
  let referenceParameters: ReferenceParameters
  let inputs: ContainerInputs
  let builds: BuildIsolations
  let shapes: InputShapes
  /// The labels of each type's container arguments for its inputs (`inputLabels(of:)`).
  let labels: [[String]]
  let storage: [StorageKind]
  /// Made once: made for each plan, it copied the resolved graph and the inputs, two dozen
  /// references retained and released per type.
  private let entries: EntryPlanner

  init(_ resolved: ResolvedGraph, settings: ConcurrencySettings = ConcurrencySettings()) {
    self.resolved = resolved
    self.settings = settings
    // The inputs' fixed point depends on the graph alone, the isolations on the types' concurrency:
    // one task each; then where each registration finds each input, on all cores.
    let referenceParameters = ReferenceParameters(resolved)
    let (forwarding, (concurrency, builds)) = concurrently {
      ContainerInputs.needs(of: resolved, parameterLists: referenceParameters)
    } _: {
      let inference = IsolationInference(graph: resolved.graph, settings: settings)
      let concurrency = inference.injectableTypes()
      return (concurrency, BuildIsolations(resolved, concurrency: concurrency, inference: inference))
    }
    let inputs = ContainerInputs(forwarding, in: resolved)
    self.referenceParameters = referenceParameters
    self.inputs = inputs
    entries = EntryPlanner(resolved: resolved, inputs: inputs)
    self.concurrency = concurrency
    self.builds = builds
    let storage = concurrency.map { type in
      type.isDeclaredSendable && !type.isActor
        && type.initializerIsolation.globalActor(defaultingTo: settings.defaultIsolation) == nil
        ? StorageKind.shared : .confined
    }
    self.storage = storage
    // The input shapes' fixed points take one core; the labels, which read the inputs alone, the other.
    (shapes, labels) = concurrently {
      InputShapes(
        resolved, inputs: inputs, builds: builds,
        holdsSendable: zip(storage, concurrency).map { $0 == .shared || $1.isActor },
        defaultIsolation: settings.defaultIsolation)
    } _: {
      resolved.graph.types.indices.map { Self.inputLabels(of: $0, in: resolved.graph, inputs: inputs) }
    }
  }

  /// The plans of every type, by index, and what planning found: isolation conflicts, and
  /// containers that can only be created on a global actor their type does not name.
  func plans() throws(InconsistentGraph) -> (plans: [ContainerPlan], diagnostics: [Diagnostic]) {
    // Each type's plan reads only what was worked out above, so they are made on all cores.
    var results = resolved.graph.types.indices.concurrentMap { index in
      Result { () throws(InconsistentGraph) in try self.plan(ofType: index) }
    }
    // The first type's failure in the types' order, as a loop in that order would throw it.
    if let failed = results.firstIndex(where: { if case .failure = $0 { true } else { false } }),
      case .failure(let error) = results[failed]
    {
      throw error
    }
    var diagnostics = builds.diagnostics + shapes.diagnostics
    diagnostics += builds.startingPointWarnings(
      resolved, concurrency: concurrency, defaultIsolation: settings.defaultIsolation)
    // Moved out of the results, last first, not copied: a copy of a plan retains each of its
    // lists, and these loops run on one core.
    var plans: [ContainerPlan] = []
    var problems: [[Diagnostic]] = []
    plans.reserveCapacity(results.count)
    problems.reserveCapacity(results.count)
    while let result = results.popLast() {
      guard case .success(let (plan, typeProblems)) = consume result else { continue }
      plans.append(plan)
      problems.append(typeProblems)
    }
    plans.reverse()
    diagnostics += problems.reversed().joined()
    return (plans, diagnostics)
  }

  /// The labels of a type's container arguments for its inputs, unique among its arguments
  /// (parameters first).
  private static func inputLabels(of typeIndex: Int, in graph: ModuleGraph, inputs: ContainerInputs) -> [String] {
    if let external = graph.types[typeIndex].external {
      return external.entry.arguments.filter { !$0.isParameter }.map(\.label)
    }
    let dependencies = graph.types[typeIndex].dependencies
    // The parameters, a filtered list of unknown count, are at most the dependencies.
    var labels = UniqueNames(
      reserving: dependencies.indices.lazy.filter { dependencies[$0].isParameter }.map { dependencies[$0].name },
      claims: dependencies.count + inputs.needs[typeIndex].count)
    return inputs.needs[typeIndex].map { labels.claim($0.name) }
  }

  private func plan(ofType index: Int) throws(InconsistentGraph) -> (ContainerPlan, [Diagnostic]) {
    let type = resolved.graph.types[index]
    // A type's own references are its first inputs, in declaration order. Found by a loop: the
    // closure of a `filter` held a copy of the type, and read each dependency through a copy.
    // Both lists made at their final size, the registrations' counted on the way: grown from
    // empty, each was copied into a larger one at its second and third element, for most types.
    var referenceIndices: [Int] = []
    referenceIndices.reserveCapacity(type.dependencies.count)
    var parameterCount = 0
    for index in type.dependencies.indices {
      if type.dependencies[index].isReference {
        referenceIndices.append(index)
      } else if type.dependencies[index].isParameter {
        parameterCount += 1
      }
    }
    func ownReference(at position: Int) -> Int? {
      position < referenceIndices.count ? referenceIndices[position] : nil
    }
    let isolation = concurrency[index].initializerIsolation
    var diagnostics: [Diagnostic] = []
    // Dependency names are the accessors; private members take the names left, inputs first.
    // The names read in place: a `map` over the dependencies copied each one to read its name. The
    // lazy map's closure holds the list, not the type: holding the type, it copied all of it.
    let dependencies = type.dependencies
    var members = UniqueNames(
      reserving: dependencies.indices.lazy.map { dependencies[$0].name },
      claims: inputs.needs[index].count + type.dependencies.count)
    let inputStorage = inputs.needs[index].indices.map { position in
      let dependencyIndex = ownReference(at: position)
      if let dependencyIndex, !shapes.shapes[index][position].isProvider {
        return type.dependencies[dependencyIndex].name
      }
      return members.claim("_\(labels[index][position])")
    }
    var registrations: [RegistrationPlan] = []
    registrations.reserveCapacity(type.dependencies.count - referenceIndices.count - parameterCount)
    // By index, each dependency lent to what reads it: a copy retained each of its strings.
    for dependencyIndex in type.dependencies.indices {
      guard let registration = type.dependencies[dependencyIndex].registration else { continue }
      let site = DependencyID(type: index, dependency: dependencyIndex)
      // A `.container` registration is built with the container: `BuildIsolations` checks it.
      let memberIsolation =
        registration.scope == .container
        ? isolation
        : joined(isolation, builds.builds[site] ?? .nonisolated, for: site, diagnostics: &diagnostics)
      registrations.append(
        try draft(
          registration, at: site, memberIsolation: memberIsolation,
          storageName: members.claim("_\(type.dependencies[dependencyIndex].name)")))
    }
    // The own references are the first inputs: the container keeps them whatever is built.
    let ownReferences = 0..<min(referenceIndices.count, inputs.needs[index].count)
    let defaultIsolation = settings.defaultIsolation
    let initializerActor = builds.initializers[index].globalActor(defaultingTo: defaultIsolation)
    // Settling keeps the registrations' order: their positions serve it and the plan.
    let registrationPositions = DependencyPositions(
      dependencyCount: type.dependencies.count, itemCount: registrations.count
    ) { registrations[$0].dependencyIndex }
    // The planner is not retained by the closure: every type's plan is made from it on all cores,
    // and a retain and a release per call of a value both cores share made them wait on each
    // other for its count (five pairs per type). The closure cannot outlive this call, which
    // holds the planner.
    let settled = PhaseAnalysis(consume registrations, positions: registrationPositions, keptInputs: ownReferences) {
      [unowned(unsafe) self] shape, built in
      let kind = resolved.graph.types[built].kind
      guard kind == .class || kind == .actor else { return nil }
      // A cell used both by the initializer and by a provider that may run elsewhere is shared.
      guard shape.isSendable || shape.isolation.globalActor(defaultingTo: defaultIsolation) != initializerActor
      else { return .confined }
      let value = concurrency[built]
      let isSendable =
        value.isActor || value.isDeclaredSendable || storage[index] == .shared
        || value.isolation.globalActor(defaultingTo: defaultIsolation) != nil
      return isSendable ? .shared : nil
    }
    registrations = settled.registrations
    let stored = storedInputs(of: registrations, count: inputs.needs[index].count)
    let planInputs = inputs.needs[index].enumerated().map { position, need in
      ContainerPlan.Input(
        need: need, label: labels[index][position], storageName: inputStorage[position],
        dependencyIndex: ownReference(at: position), shape: shapes.shapes[index][position],
        isStored: ownReference(at: position) != nil || stored.contains(position))
    }
    let inputPositions = DependencyPositions(dependencyCount: type.dependencies.count, itemCount: planInputs.count) {
      planInputs[$0].dependencyIndex
    }
    let isRoot = resolved.edges.isRoot(index)
    let entry = entries.entry(ofType: index, inputLabels: labels[index])
    let resolverAccess = type.resolverAccessLevel
    // What the plan reads of the type is read first, so the plan takes the type itself: copied
    // for it, the type retained each of its lists and strings once more.
    let protocolMembers = self.members(
      of: type, at: index, registrations: registrations, inputs: planInputs,
      positions: (inputPositions, registrationPositions), isolation: isolation, diagnostics: &diagnostics)
    let names = GeneratedNames(typeName: type.name)
    let parameters = type.parameters
    let hasValueInitializer = isRoot || type.isIsolated || entry?.unavailability == nil && entry != nil
    let isObjC = type.isObjCBridged || registrations.contains { $0.registration.isObjC }
    let plan = ContainerPlan(
      typeIndex: index,
      type: consume type,
      names: names,
      isolation: isolation,
      typeIsolation: concurrency[index].isolation,
      initializerIsolation: builds.initializers[index],
      isSendable: concurrency[index].isDeclaredSendable,
      isActor: concurrency[index].isActor,
      storage: storage[index],
      parameters: parameters,
      inputs: planInputs,
      registrations: registrations,
      creationOrder: settled.creationOrder,
      members: protocolMembers,
      hasValueInitializer: hasValueInitializer,
      isRoot: isRoot,
      entry: entry,
      hasProviderInitializer: !isRoot,
      isObjC: isObjC,
      containerAccess: isRoot && resolverAccess >= .public ? "public" : nil,
      protocolAccess: resolverAccess >= .public ? "public" : (resolverAccess == .package ? "package" : nil),
      defaultIsolation: settings.defaultIsolation,
      inputPositions: inputPositions,
      registrationPositions: registrationPositions
    )
    return (plan, diagnostics)
  }

  /// How one registration is built, before `PhaseAnalysis` settles where.
  /// The dependency at `site` is read in place: passed in, it was copied (a retain of each string).
  private func draft(
    _ registration: Registration, at site: DependencyID, memberIsolation: ActorIsolation, storageName: String
  ) throws(InconsistentGraph) -> RegistrationPlan {
    let built = resolved.edges.builtType[site]
    // The built type's parameters, filtered out of its dependencies once for the arguments and the plan.
    // Each dependency asked in place, and only the parameters copied: `parameters`, asked of the
    // type, copied the type first, and a filter copied every dependency to ask it.
    var builtParameters: [Dependency] = []
    if let built {
      for index in resolved.graph.types[built].dependencies.indices
      where resolved.graph.types[built].dependencies[index].isParameter {
        builtParameters.append(resolved.graph.types[built].dependencies[index])
      }
    }
    var arguments: [RegistrationPlan.Argument] = []
    if let built, registration.builder == nil {
      // Plans live until the code is printed, the run's peak: made at their size, not grown.
      arguments.reserveCapacity(builtParameters.count + inputs.needs[built].count)
      for parameter in builtParameters {
        arguments.append(
          .init(
            label: parameter.name, type: parameter.exposedType, parameters: [], source: .builtParameter(parameter.name),
            shape: .value))
      }
      for (position, need) in inputs.needs[built].enumerated() {
        guard let source = inputs.source(at: site, position: position) else {
          throw InconsistentGraph(
            description:
              "'\(resolved.graph.types[site.type].name)' neither declares nor receives '\(need.name): \(need.type)'")
        }
        arguments.append(
          .init(
            label: labels[built][position], type: need.type, parameters: need.parameters, source: source,
            shape: shapes.shapes[built][position]))
      }
    }
    let isSendable = storage[site.type] == .shared || shapes.sendableProviders[site]
    let buildIsolation = builds.builds[site] ?? .nonisolated
    return RegistrationPlan(
      dependencyIndex: site.dependency,
      name: resolved.graph[site].name,
      exposedType: resolved.graph[site].exposedType,
      location: resolved.graph[site].location,
      registration: registration,
      builtType: built,
      parameters: builtParameters,
      arguments: arguments,
      storageName: storageName,
      strategy: registration.scope == .container ? .created : .throughContainer,
      isContainerBound: false,
      buildIsolation: buildIsolation,
      memberIsolation: memberIsolation,
      providerShape: InputShape(isProvider: true, isolation: buildIsolation, isSendable: isSendable),
      keepsConcreteType: false
    )
  }

  /// The forwarded inputs that something built after the initializer reads, so the container
  /// keeps them.
  private func storedInputs(of registrations: [RegistrationPlan], count: Int) -> Set<Int> {
    var stored: Set<Int> = []
    for registration in registrations where registration.strategy == .throughContainer {
      for argument in registration.arguments {
        if case .input(let position) = argument.source { stored.insert(position) }
      }
    }
    return stored
  }

  /// The protocol's members in declaration order, each with the isolation its accessor needs.
  private func members(
    of type: InjectableType, at index: Int, registrations: [RegistrationPlan], inputs: [ContainerPlan.Input],
    positions: (inputs: DependencyPositions, registrations: DependencyPositions), isolation: ActorIsolation,
    diagnostics: inout [Diagnostic]
  ) -> [Member] {
    // Each dependency, input and registration read in place: a `map` over the dependencies, and
    // the input and registration looked up for each, copied every one (a retain of each field).
    var members: [Member] = []
    members.reserveCapacity(type.dependencies.count)
    for dependencyIndex in type.dependencies.indices {
      let name = type.dependencies[dependencyIndex].name
      switch type.dependencies[dependencyIndex].kind {
      case .parameter(let type):
        members.append(
          Member(dependencyIndex: dependencyIndex, name: name, type: type, parameters: [], isolation: isolation))
      case .reference(let referenceType):
        var memberIsolation = isolation
        if let position = positions.inputs[dependencyIndex], inputs[position].shape.isProvider {
          memberIsolation = joined(
            isolation, inputs[position].shape.isolation, for: DependencyID(type: index, dependency: dependencyIndex),
            diagnostics: &diagnostics)
        }
        let parameters = referenceParameters[DependencyID(type: index, dependency: dependencyIndex)]
        members.append(
          Member(
            dependencyIndex: dependencyIndex, name: name, type: referenceType, parameters: parameters,
            isolation: memberIsolation))
      case .registration:
        let position = positions.registrations[dependencyIndex]
        members.append(
          Member(
            dependencyIndex: dependencyIndex, name: name, type: type.dependencies[dependencyIndex].exposedType,
            parameters: position.map { registrations[$0].parameters } ?? [],
            isolation: position.map {
              registrations[$0].strategy == .created ? isolation : registrations[$0].memberIsolation
            } ?? isolation))
      }
    }
    return members
  }

  /// The isolation an accessor needs to do what needs `need` in a container isolated to
  /// `isolation`; a conflict is reported at the dependency, and the container's isolation kept.
  /// The dependency at `site` is read, in place, only for the conflict's message.
  private func joined(
    _ isolation: ActorIsolation, _ need: ActorIsolation, for site: DependencyID, diagnostics: inout [Diagnostic]
  ) -> ActorIsolation {
    if let joined = isolation.joined(with: need, defaultIsolation: settings.defaultIsolation) { return joined }
    diagnostics.append(
      .isolationConflict(
        building: resolved.graph[site], needs: need, in: resolved.graph.types[site.type], isolatedTo: isolation,
        defaultIsolation: settings.defaultIsolation))
    return isolation
  }
}

/// One member of a resolver protocol: a property, or a function when the value is built from
/// parameters, with the isolation its accessor needs.
struct Member {
  /// The member's dependency, by its index in the type's `dependencies`: the type's plan lends it
  /// (`ContainerPlan[dependencyOf:]`) rather than every member keeping a copy, which was most of
  /// a plan's size.
  let dependencyIndex: Int
  let name: String
  let type: TypeExpression
  let parameters: [Dependency]
  let isolation: ActorIsolation

  var spelledName: String { SwiftIdentifier.spelling(of: name) }
}
