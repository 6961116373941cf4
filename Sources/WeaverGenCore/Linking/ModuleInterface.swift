/// What other modules may know of a module's injectable types (docs/generated-code.md, "Across
/// modules"): for each, its name, kind, access and location, and, for a public or package type,
/// how another module builds it — its entry initializer, `ProfileScreen(api: …, userID: …)`, with
/// each argument's type, where it is declared, and whether building the type reads it at once.
///
/// A module that imports this one registers these types as it registers its own: the types'
/// parameters and inputs become its obligations, checked on every path (`ModuleLinker`). Nothing
/// of the module's internals is in it beyond the names of its internal injectable types, which
/// let a consumer say why it cannot register one.
package struct ModuleInterface: Hashable, Sendable {
  package var module: String
  /// Sorted by name.
  package var types: [ExportedType]

  package init(module: String, types: [ExportedType]) {
    self.module = module
    self.types = types.sorted { $0.name < $1.name }
  }

  /// The exported type with this qualified name, if any.
  func type(named name: String) -> ExportedType? {
    let found = types.indices.partitioningIndex { types[$0].name >= name }
    return found < types.count && types[found].name == name ? types[found] : nil
  }
}

/// One injectable type as another module sees it.
package struct ExportedType: Hashable, Sendable {
  /// The qualified name inside its module (`Outer.Inner`).
  package var name: String
  var kind: DeclarationKind
  var access: AccessLevel
  package var location: SourceLocation
  /// How another module builds it; `nil` for an internal type, or when it cannot be built from
  /// outside (`unavailability` says why).
  package var entry: EntryInitializer?
  package var unavailability: Unavailability?

  /// Why a public type has no entry initializer, and where the reason is.
  package struct Unavailability: Hashable, Sendable {
    package var reason: String
    package var location: SourceLocation
  }
}

/// The initializer another module calls to build a type: declared in the type's own module,
/// `public` (or `package`), taking what the type's container needs as values: its parameters,
/// then what it needs from whoever builds it.
package struct EntryInitializer: Hashable, Sendable {
  /// Where calling it must run: a global actor, or nowhere in particular; never the module's
  /// default, which means something else in another module.
  var isolation: ActorIsolation
  package var arguments: [Argument]

  package struct Argument: Hashable, Sendable {
    /// The argument label, unique among the arguments.
    package var label: String
    /// The dependency name it stands for, which the registering module must provide (an input)
    /// or pass (a parameter).
    package var name: String
    var type: TypeExpression
    package var isParameter: Bool
    /// The annotation in the type's module that needs it: the parameter, or the nearest
    /// reference below the type.
    package var location: SourceLocation
    /// Whether building the type may read it (its own reference, or one of what it builds when it
    /// is created needs it): an edge for cycle detection in the registering module.
    package var isReadWhenBuilt: Bool
  }
}

extension ModuleInterface {
  /// The interface of a module from its graph and, when it has no error, the plans its code is
  /// printed from: a public type of a module with errors is there, without an entry.
  init(resolved: ResolvedGraph, plans: [ContainerPlan]?, defaultIsolation: DefaultIsolation) {
    let graph = resolved.graph
    let origins = plans.map(InputOrigins.init)
    var types: [ExportedType] = []
    for (index, type) in graph.types.enumerated() where type.external == nil {
      var exported = ExportedType(name: type.name, kind: type.kind, access: type.accessLevel, location: type.location)
      if type.accessLevel >= .package {
        if let plans, let origins, let entry = plans[index].entry {
          if let unavailability = entry.unavailability {
            exported.unavailability = unavailability
          } else {
            exported.entry = Self.entry(of: plans[index], origins: origins, defaultIsolation: defaultIsolation)
          }
        } else if plans == nil {
          exported.unavailability = .init(reason: ModuleMessages.moduleHasErrors(graph.name), location: type.location)
        } else {
          exported.unavailability = .init(reason: ModuleMessages.bridgedClass, location: type.location)
        }
      }
      types.append(exported)
    }
    self.init(module: graph.name, types: types)
  }

  private static func entry(of plan: ContainerPlan, origins: InputOrigins, defaultIsolation: DefaultIsolation)
    -> EntryInitializer
  {
    let parameters = plan.parameters.map { parameter in
      EntryInitializer.Argument(
        label: parameter.name, name: parameter.name, type: parameter.exposedType, isParameter: true,
        location: parameter.location, isReadWhenBuilt: true)
    }
    let inputs = plan.inputs.indices.map { position in
      let input = plan.inputs[position]
      return EntryInitializer.Argument(
        label: input.label, name: input.need.name, type: input.need.type, isParameter: false,
        location: origins.location(of: position, in: plan.typeIndex),
        isReadWhenBuilt: origins.isReadWhenBuilt(position, in: plan.typeIndex))
    }
    let actor = plan.initializerIsolation.globalActor(defaultingTo: defaultIsolation)
    return EntryInitializer(isolation: actor.map { .globalActor($0) } ?? .nonisolated, arguments: parameters + inputs)
  }
}

/// For each input of each container: the reference below that asked for it, and whether building
/// the type reads it (its own reference, or an input of something it builds when it is created —
/// a `.container` or `.transient` registration, which `init(injecting:)` may read — that reads it
/// in turn), worked out from the plans and remembered, so each input is settled once.
private final class InputOrigins {
  private let plans: [ContainerPlan]
  private var read: [Key: Bool] = [:]
  private var origin: [Key: SourceLocation] = [:]

  private struct Key: Hashable {
    var type: Int
    var position: Int
  }

  init(_ plans: [ContainerPlan]) { self.plans = plans }

  func isReadWhenBuilt(_ position: Int, in type: Int) -> Bool {
    let key = Key(type: type, position: position)
    if let known = read[key] { return known }
    let plan = plans[type]
    if plan.inputs[position].dependencyIndex != nil { return true }
    // Settled as unread while it is worked out: an eager loop does not pass validation.
    read[key] = false
    let result = forwards(position, in: plan).contains { registration, child in
      !registration.registration.isDeferred && isReadWhenBuilt(child.position, in: child.type)
    }
    read[key] = result
    return result
  }

  func location(of position: Int, in type: Int) -> SourceLocation {
    let key = Key(type: type, position: position)
    if let known = origin[key] { return known }
    let plan = plans[type]
    if let dependencyIndex = plan.inputs[position].dependencyIndex {
      return plan.type.dependencies[dependencyIndex].location
    }
    origin[key] = plan.type.location
    let result =
      forwards(position, in: plan).first.map { location(of: $0.1.position, in: $0.1.type) } ?? plan.type.location
    origin[key] = result
    return result
  }

  /// The registrations of `plan` that hand the input at `position` to the type they build, with
  /// the input of that type it becomes.
  private func forwards(_ position: Int, in plan: ContainerPlan) -> [(RegistrationPlan, Key)] {
    plan.registrations.compactMap { registration in
      guard let built = registration.builtType,
        let argument = registration.arguments.first(where: { $0.source == .input(position) }),
        let childPosition = plans[built].inputs.firstIndex(where: { $0.label == argument.label })
      else { return nil }
      return (registration, Key(type: built, position: childPosition))
    }
  }
}
