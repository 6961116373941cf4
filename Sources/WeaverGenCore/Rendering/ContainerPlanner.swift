/// Works out, for every injectable type of a valid graph, how its container is shaped: what it
/// receives, how each registration is stored and built, and where each child's inputs come from.
struct ContainerPlanner {
  /// A graph that validation accepted cannot produce this; it is reported rather than trapped on.
  struct InconsistentGraph: Error, CustomStringConvertible {
    var description: String
  }

  let resolved: ResolvedGraph
  let referenceParameters: ReferenceParameters
  let inputs: ContainerInputs

  init(_ resolved: ResolvedGraph) {
    self.resolved = resolved
    referenceParameters = ReferenceParameters(resolved)
    inputs = ContainerInputs(resolved, parameterLists: referenceParameters)
  }

  func plans() throws(InconsistentGraph) -> [ContainerPlan] {
    let inputLists = resolved.graph.types.indices.map { inputList(of: $0) }
    // Each type's plan reads only the graph and the input lists, so they are made on all cores.
    let results = resolved.graph.types.indices.concurrentMap { index in
      Result { () throws(InconsistentGraph) in
        try plan(ofType: index, inputLists: inputLists)
      }
    }
    return try results.map { result throws(InconsistentGraph) in try result.get() }
  }

  private func plan(ofType index: Int, inputLists: [[ContainerPlan.Input]]) throws(InconsistentGraph) -> ContainerPlan {
    let type = resolved.graph.types[index]
    // Inputs were named first (`inputList`); boxes and factories take the names left, in
    // declaration order.
    var members = UniqueNames(reserving: type.dependencies.map(\.name) + inputLists[index].map(\.storageName))
    var registrations: [RegistrationPlan] = []
    for (dependencyIndex, dependency) in type.dependencies.enumerated() {
      guard let registration = dependency.registration else { continue }
      registrations.append(
        try plan(
          registration, dependency, at: DependencyReference(type: index, dependency: dependencyIndex),
          inputLists: inputLists, members: &members)
      )
    }
    registrations = CaptureAnalysis.settle(registrations)
    let isRoot = resolved.edges.isRoot(index)
    var parametersOfReferences: [Int: [Dependency]] = [:]
    for (dependencyIndex, dependency) in type.dependencies.enumerated() where dependency.isReference {
      parametersOfReferences[dependencyIndex] =
        referenceParameters[DependencyReference(type: index, dependency: dependencyIndex)]
    }
    return ContainerPlan(
      typeIndex: index,
      type: type,
      names: GeneratedNames(typeName: type.name),
      parameters: type.parameters,
      inputs: inputLists[index],
      registrations: registrations,
      privateMembers: Set(
        inputLists[index].map(\.storageName) + registrations.flatMap { [$0.storageName, $0.factoryName] }),
      hasValueInitializer: isRoot || type.isIsolated,
      hasProviderInitializer: !isRoot,
      isObjC: type.isObjCBridged || registrations.contains { $0.registration.isObjC },
      containerAccess: isRoot && type.accessLevel >= .public ? "public" : nil,
      protocolAccess: type.accessLevel >= .public ? "public" : (type.accessLevel == .package ? "package" : nil),
      referenceParameters: parametersOfReferences
    )
  }

  /// The inputs of a type's container with labels unique among its arguments (parameters first),
  /// and stored names unique among its members (dependency names first: they are its accessors).
  private func inputList(of typeIndex: Int) -> [ContainerPlan.Input] {
    let type = resolved.graph.types[typeIndex]
    var labels = UniqueNames(reserving: type.parameters.map(\.name))
    var members = UniqueNames(reserving: type.dependencies.map(\.name))
    let references = type.dependencies.indices.filter { type.dependencies[$0].isReference }
    return inputs.needs[typeIndex].enumerated().map { position, need in
      let label = labels.claim(need.name)
      let dependencyIndex = position < references.count ? references[position] : nil
      return ContainerPlan.Input(
        need: need, label: label, storageName: members.claim("_\(label)"), dependencyIndex: dependencyIndex)
    }
  }

  private func plan(
    _ registration: Registration,
    _ dependency: Dependency,
    at site: DependencyReference,
    inputLists: [[ContainerPlan.Input]],
    members: inout UniqueNames
  ) throws(InconsistentGraph) -> RegistrationPlan {
    let built = resolved.edges.builtType[site]
    var arguments: [RegistrationPlan.Argument] = []
    if let built, registration.builder == nil {
      let builtType = resolved.graph.types[built]
      for parameter in builtType.parameters {
        arguments.append(
          .init(
            label: parameter.name, type: parameter.exposedType, parameters: [], source: .builtParameter(parameter.name))
        )
      }
      for input in inputLists[built] {
        let source = try self.source(of: input.need, in: site.type, inputs: inputLists[site.type])
        arguments.append(
          .init(label: input.label, type: input.need.type, parameters: input.need.parameters, source: source))
      }
    }
    let capitalized = dependency.name.prefix(1).uppercased() + dependency.name.dropFirst()
    return RegistrationPlan(
      dependencyIndex: site.dependency,
      dependency: dependency,
      registration: registration,
      builtType: built,
      parameters: built.map { resolved.graph.types[$0].parameters } ?? [],
      arguments: arguments,
      storageName: members.claim("_\(dependency.name)"),
      factoryName: members.claim("_make\(capitalized)"),
      buildsThroughContainer: registration.builder != nil,
      isContainerBound: registration.builder != nil && registration.scope != .container
    )
  }

  /// Where the container of `owner` finds `need` for a child: its own declaration of that name
  /// and type, or the input it forwards.
  private func source(
    of need: ContainerInputs.Need,
    in owner: Int,
    inputs: [ContainerPlan.Input]
  ) throws(InconsistentGraph) -> RegistrationPlan.Source {
    let type = resolved.graph.types[owner]
    if let index = type.dependencies.firstIndex(where: { $0.name == need.name && $0.provides(need.type) }) {
      switch type.dependencies[index].kind {
      case .registration: return .registration(index)
      case .parameter: return .parameter(need.name)
      case .reference:
        if let input = inputs.firstIndex(where: { $0.dependencyIndex == index }) { return .input(input) }
      }
    }
    if let input = inputs.firstIndex(where: { $0.need.key == need.key }) { return .input(input) }
    throw InconsistentGraph(description: "'\(type.name)' neither declares nor receives '\(need.name): \(need.type)'")
  }
}
