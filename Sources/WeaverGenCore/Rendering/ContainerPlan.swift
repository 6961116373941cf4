/// Everything the renderer needs to write one type's resolver protocol and container, worked out
/// in advance by `ContainerPlanner` so that printing makes no decisions.
struct ContainerPlan {
  let typeIndex: Int
  let type: InjectableType
  let names: GeneratedNames
  /// The type's own parameters, stored as values, in declaration order.
  let parameters: [Dependency]
  /// What the container receives besides parameters: references, then forwarded needs.
  let inputs: [Input]
  let registrations: [RegistrationPlan]
  /// The names of the stored inputs, boxes and factories, which the container's methods read
  /// without `self.`: a local of one of these names must be renamed (`LocalNames`).
  let privateMembers: Set<String>
  /// Roots and isolated types are started by hand with values (`XDependencyContainer(movie: m)`).
  let hasValueInitializer: Bool
  /// Types registered by others are started by their registrant with providers.
  let hasProviderInitializer: Bool
  let isObjC: Bool
  /// `public` for a public root's container, else `nil` (internal).
  let containerAccess: String?
  /// The resolver protocol's access modifier, or `nil` for internal.
  let protocolAccess: String?
  /// For each dependency that is a reference, the parameters of what it resolves to.
  let referenceParameters: [Int: [Dependency]]

  /// A value the container receives as a provider closure.
  struct Input {
    let need: ContainerInputs.Need
    /// The initializer's argument label, unique among the container's arguments.
    let label: String
    /// The stored closure's name, unique among the container's members.
    let storageName: String
    /// The index of the type's own reference this input serves, if it is one (else forwarded).
    let dependencyIndex: Int?

    /// The stored closure's name as Swift source.
    var storage: String { SwiftIdentifier.spelling(of: storageName) }
  }

  /// Whether the initializer that takes providers would have the same signature as the one that
  /// takes values (no inputs), so that only one is written.
  var initializersCoincide: Bool { inputs.isEmpty }
}

/// How one registration is stored and built.
struct RegistrationPlan {
  let dependencyIndex: Int
  let dependency: Dependency
  let registration: Registration
  /// The injectable type built, if the concrete type is one.
  let builtType: Int?
  /// The parameters of the built type: the accessor takes them.
  let parameters: [Dependency]
  /// The arguments of the built type's container, in its initializer's order (empty with a
  /// builder or for a type that is not injectable).
  let arguments: [Argument]
  /// The box's or factory's stored name (`_movieManager`) and factory method (`_makeMovieManager`),
  /// unique among the container's members.
  let storageName: String
  let factoryName: String
  /// The build reads what it needs through the container at build time (`[unowned self]`):
  /// builder expressions take the container itself, and registrations in a loop of registrations
  /// that need each other cannot capture each other when they are created.
  var buildsThroughContainer: Bool
  /// May be built after the container is gone only if the container lives on: whoever else uses it
  /// (a child's provider) holds the container rather than the box.
  var isContainerBound: Bool

  /// The stored name and the factory method as Swift source.
  var storage: String { SwiftIdentifier.spelling(of: storageName) }
  var factory: String { SwiftIdentifier.spelling(of: factoryName) }

  /// One argument of a built type's container.
  struct Argument {
    let label: String
    /// The type the built container expects.
    let type: TypeExpression
    /// Parameters of that provider (when it is a function of them).
    let parameters: [Dependency]
    let source: Source
  }

  /// Where a container finds what it hands to a child.
  enum Source: Hashable {
    /// A parameter of the built type, passed through by the accessor.
    case builtParameter(String)
    /// A parameter of this container's type.
    case parameter(String)
    /// A registration of this container's type (its index among the type's dependencies).
    case registration(Int)
    /// An input of this container (an index into `inputs`).
    case input(Int)
  }
}
