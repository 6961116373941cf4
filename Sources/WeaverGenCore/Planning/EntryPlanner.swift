/// Decides whether a public or package type gets an entry initializer, the initializer other
/// modules build it with (docs/generated-code.md, "Across modules"): `public init(api: API,
/// userID: Int)` on the type, taking its parameters and inputs as values and starting its
/// container, as Weaver's public convenience initializers did.
///
/// The type's `init(injecting:)`, resolver and container stay as visible as the user wrote them:
/// the entry initializer is all another module needs. It cannot be generated when its signature
/// would name a type less visible than itself, when it would take a value built per call from
/// parameters (which another module has no way to hand over as a value), or when the type already
/// declares an initializer that the same call would reach. Its module does not report that (no
/// one may build the type from outside); a module that registers the type is told why.
struct EntryPlanner {
  let resolved: ResolvedGraph
  let inputs: ContainerInputs

  /// The entry of the type at `index`, whose inputs take `inputLabels`; `nil` for a type that is
  /// not public or package, or is a bridged Objective-C class (built through `initWithInjecting:`).
  func entry(ofType index: Int, inputLabels: [String]) -> ContainerPlan.Entry? {
    // Asked in place first: most types are internal, and a copy of a type retains its lists.
    guard resolved.graph.types[index].external == nil, resolved.graph.types[index].accessLevel >= .package,
      !resolved.graph.types[index].isObjCBridged
    else { return nil }
    let type = resolved.graph.types[index]
    let access = min(type.accessLevel, .public)
    return ContainerPlan.Entry(
      access: access, unavailability: unavailability(of: type, at: index, access: access, inputLabels: inputLabels))
  }

  private func unavailability(
    of type: InjectableType, at index: Int, access: AccessLevel, inputLabels: [String]
  ) -> ExportedType.Unavailability? {
    let names = GeneratedNames(typeName: type.name)
    let injecting = type.initializers.filter(\.declaration.isInjecting)
    guard
      injecting.contains(where: {
        InjectingInitializerRule.problem(with: $0.declaration, ofTypeNamed: type.name, names: names) == nil
      })
    else {
      return .init(reason: ModuleMessages.noInjectingInitializer, location: injecting.first?.location ?? type.location)
    }
    let needs = inputs.needs[index]
    if let built = needs.first(where: { !$0.parameters.isEmpty }) {
      return .init(reason: ModuleMessages.builtPerCall("\(built.name): \(built.type)"), location: type.location)
    }
    let lookup = TypeLookup(graph: resolved.graph)
    let types = type.parameters.map(\.exposedType) + needs.map(\.type)
    for name in types.flatMap(\.namedTypes) {
      guard let (qualified, declared) = lookup.declaredType(named: name, from: type.name),
        declared.accessLevel < access
      else { continue }
      return .init(
        reason: ModuleMessages.entryNamesLessVisibleType(qualified, declared.accessLevel, access: access),
        location: declared.location)
    }
    let labels = type.parameters.map(\.name) + inputLabels
    if let clash = type.otherInitializers.first(where: { $0.accepts(labels: labels) }) {
      return .init(reason: ModuleMessages.entryCollides(clash.signature), location: clash.location)
    }
    return nil
  }
}
