/// Everything the renderer needs to write one type's resolver protocol and container, worked out
/// in advance by `ContainerPlanner` so that printing makes no decisions, and so that the rules
/// that read plans (`RetainCycleRule`, `ObjCRepresentationRule`) see exactly what is printed.
///
/// A class, immutable once made: the rules and the renderers pass plans around and read them
/// from several tasks, and a reference is one retain where a copy of a plan retained each of its
/// two dozen lists and strings.
final class ContainerPlan: Sendable {
  let typeIndex: Int
  let type: InjectableType
  let names: GeneratedNames
  /// The isolation of the resolver protocol and of the container class: that of the type's
  /// `init(injecting:)`, the first code to read the resolver.
  let isolation: ActorIsolation
  /// The isolation of the type itself, which members of an extension of it take.
  let typeIsolation: ActorIsolation
  /// The isolation of the container's initializer: the class's, or the global actor that what it
  /// builds when it is created needs (`.container` registrations, and theirs).
  let initializerIsolation: ActorIsolation
  /// Whether the resolver protocol refines `Sendable`: the type is declared `Sendable`.
  let isSendable: Bool
  /// Whether the type is an actor, whose container is handed into it.
  let isActor: Bool
  /// How cached values are stored: plain `lazy var`s where one isolation domain owns the
  /// container, locked boxes where a `Sendable` container is shared between tasks.
  let storage: StorageKind
  /// The type's own parameters, stored as values, in declaration order.
  let parameters: [Dependency]
  /// What the container receives besides parameters: its own references, then what it forwards.
  let inputs: [Input]
  let registrations: [RegistrationPlan]
  /// The registrations the initializer creates before the container is complete, in an order
  /// where each comes after what it needs: indices into `registrations`.
  let creationOrder: [Int]
  /// The resolver protocol's members, in declaration order.
  let members: [Member]
  /// Roots, isolated types and types with an entry initializer are started with values
  /// (`XDependencyContainer(movie: m)`).
  let hasValueInitializer: Bool
  /// Whether nobody in the module registers the type: it is started by hand.
  let isRoot: Bool
  /// For a public or package type: the initializer other modules build it with, or why it has
  /// none (`EntryPlanner`).
  let entry: Entry?
  /// Types registered by others are started by their registrants, with values and providers.
  let hasProviderInitializer: Bool
  let isObjC: Bool
  /// `public` for a public root's container, else `nil` (internal).
  let containerAccess: String?
  /// The resolver protocol's access modifier, or `nil` for internal.
  let protocolAccess: String?
  let defaultIsolation: DefaultIsolation
  /// Where the input serving each own reference is, by dependency index; where each
  /// registration's plan is, likewise: looked up for every member and argument, so never searched.
  let inputPositions: DependencyPositions
  let registrationPositions: DependencyPositions

  init(
    typeIndex: Int,
    type: InjectableType,
    names: GeneratedNames,
    isolation: ActorIsolation,
    typeIsolation: ActorIsolation,
    initializerIsolation: ActorIsolation,
    isSendable: Bool,
    isActor: Bool,
    storage: StorageKind,
    parameters: [Dependency],
    inputs: [Input],
    registrations: [RegistrationPlan],
    creationOrder: [Int],
    members: [Member],
    hasValueInitializer: Bool,
    isRoot: Bool,
    entry: Entry?,
    hasProviderInitializer: Bool,
    isObjC: Bool,
    containerAccess: String?,
    protocolAccess: String?,
    defaultIsolation: DefaultIsolation,
    inputPositions: DependencyPositions,
    registrationPositions: DependencyPositions
  ) {
    self.typeIndex = typeIndex
    self.type = type
    self.names = names
    self.isolation = isolation
    self.typeIsolation = typeIsolation
    self.initializerIsolation = initializerIsolation
    self.isSendable = isSendable
    self.isActor = isActor
    self.storage = storage
    self.parameters = parameters
    self.inputs = inputs
    self.registrations = registrations
    self.creationOrder = creationOrder
    self.members = members
    self.hasValueInitializer = hasValueInitializer
    self.isRoot = isRoot
    self.entry = entry
    self.hasProviderInitializer = hasProviderInitializer
    self.isObjC = isObjC
    self.containerAccess = containerAccess
    self.protocolAccess = protocolAccess
    self.defaultIsolation = defaultIsolation
    self.inputPositions = inputPositions
    self.registrationPositions = registrationPositions
  }

  /// The entry initializer of a public or package type (docs/generated-code.md, "Across
  /// modules"): `public init(<parameters>, <inputs>)` on the type, taking values.
  struct Entry {
    /// `public` or `package`.
    let access: AccessLevel
    /// Why it cannot be generated, if it cannot; it is then left out, and a module that
    /// registers the type is told why.
    let unavailability: ExportedType.Unavailability?
  }

  /// The entry initializer, when the type has one.
  var availableEntry: Entry? { entry.flatMap { $0.unavailability == nil ? $0 : nil } }

  /// A value the container receives, as the value itself or as a provider that builds or reads it.
  struct Input {
    let need: ContainerInputs.Need
    /// The initializer's argument label, unique among the container's arguments.
    let label: String
    /// The stored member's name, unique among the container's members: the dependency's own name
    /// for a reference received as a value (it is its accessor), else `_label`.
    let storageName: String
    /// The index of the type's own reference this input serves, if it is one (else forwarded).
    let dependencyIndex: Int?
    let shape: InputShape
    /// Whether the container keeps it: its own references do, and forwarded values that something
    /// built after the initializer needs; the rest is only read while the initializer runs.
    let isStored: Bool

    /// The stored member's name as Swift source.
    var storage: String { SwiftIdentifier.spelling(of: storageName) }
  }

  /// The dependency `member` is the accessor of, lent: a function returning it copied it (a
  /// retain and a release of each of its strings) for every member printed.
  subscript(dependencyOf member: Member) -> Dependency {
    _read { yield type.dependencies[member.dependencyIndex] }
  }

  /// The input that serves the type's own reference at `dependencyIndex`, if any.
  func input(forDependency dependencyIndex: Int) -> Input? {
    inputPositions[dependencyIndex].map { inputs[$0] }
  }

  /// Where the plan of the registration at `dependencyIndex` is in `registrations`, if it is one.
  /// The printers read it there, in place: a function returning it copied it (a retain and a
  /// release of each of its dozen strings and lists) for every member and argument printed.
  func registrationPosition(forDependency dependencyIndex: Int) -> Int? { registrationPositions[dependencyIndex] }

  /// The initializer has no provider to take apart from values: one initializer serves both.
  var initializersCoincide: Bool { inputs.allSatisfy { !$0.shape.isProvider } }

  /// A container that only holds the values its type is given, builds nothing and forwards
  /// nothing is a `struct` of constants with its memberwise initializer, as one would write it by
  /// hand. Not when it must be an `NSObject` (Objective-C) or public (a memberwise initializer is
  /// internal).
  var isPlainStruct: Bool {
    registrations.isEmpty && initializersCoincide && inputs.allSatisfy { $0.dependencyIndex != nil } && !isObjC
      && containerAccess == nil
  }
}

/// How a container holds what it caches.
enum StorageKind: Hashable {
  /// One isolation domain owns the container (it is not `Sendable`, or it is isolated to a global
  /// actor): `lazy var`s and unlocked boxes, and the compiler keeps other threads out.
  case confined
  /// A `Sendable` container that tasks share: locked boxes and `@Sendable` providers.
  case shared
}

/// How a value reaches a container: as itself, or as a provider closure called on each read.
struct InputShape: Hashable {
  /// A closure rather than the value: the value is built later, or per call, or read from a box.
  var isProvider: Bool
  /// Where calling the provider must run (what building the value needs).
  var isolation: ActorIsolation
  /// Whether the provider must be `@Sendable`: a container shared between isolation domains, or
  /// an actor's, holds it.
  var isSendable: Bool

  static let value = InputShape(isProvider: false, isolation: .nonisolated, isSendable: false)
}

/// Where the items of a plan that serve its type's dependencies sit (an input, a registration's
/// plan), by dependency index: a list as long as the type's dependencies. Two per plan, read for
/// every member and argument: dictionaries were an allocation each and a hash at every read.
struct DependencyPositions {
  private var positions: [Int?]

  /// `dependencyIndex(position)` is the dependency the item at `position` (of `itemCount`) serves,
  /// if any. A plain loop, not a generic sequence: a debug build runs those unspecialised.
  init(dependencyCount: Int, itemCount: Int, dependencyIndex: (Int) -> Int?) {
    positions = Array(filledWith: nil, count: dependencyCount)
    var position = 0
    while position < itemCount {
      if let index = dependencyIndex(position) { positions[index] = position }
      position += 1
    }
  }

  subscript(dependencyIndex: Int) -> Int? { positions[dependencyIndex] }
}

/// How one registration is stored and built.
///
/// What planning settles when the plan is made, and never changes, is kept in one object that
/// every copy shares (`Settled`): the plan's own passes and the printers copy a registration's
/// plan about 70,000 times in the bench app, and each copy of those fields retained a dozen
/// strings and lists, the same ones on both cores. What the plan's passes change is kept inline.
struct RegistrationPlan {
  private final class Settled: Sendable {
    let dependencyIndex: Int
    let name: String
    let exposedType: TypeExpression
    let location: SourceLocation
    let registration: Registration
    let builtType: Int?
    let parameters: [Dependency]
    let arguments: [Argument]
    let storageName: String
    let buildIsolation: ActorIsolation
    let memberIsolation: ActorIsolation

    init(
      dependencyIndex: Int, name: String, exposedType: TypeExpression, location: SourceLocation,
      registration: Registration, builtType: Int?, parameters: [Dependency], arguments: [Argument],
      storageName: String, buildIsolation: ActorIsolation, memberIsolation: ActorIsolation
    ) {
      self.dependencyIndex = dependencyIndex
      self.name = name
      self.exposedType = exposedType
      self.location = location
      self.registration = registration
      self.builtType = builtType
      self.parameters = parameters
      self.arguments = arguments
      self.storageName = storageName
      self.buildIsolation = buildIsolation
      self.memberIsolation = memberIsolation
    }
  }

  private let settled: Settled

  var dependencyIndex: Int { settled.dependencyIndex }
  /// The registration's name, the type its accessor returns, and where it is written: what the
  /// printers and rules read of the dependency, kept instead of a copy of all of it (a plan copies
  /// its registrations while it settles them).
  var name: String { settled.name }
  var exposedType: TypeExpression { settled.exposedType }
  var location: SourceLocation { settled.location }
  var registration: Registration { settled.registration }
  /// The injectable type built, if the concrete type is one.
  var builtType: Int? { settled.builtType }
  /// The parameters of the built type: the accessor takes them.
  var parameters: [Dependency] { settled.parameters }
  /// The arguments of the built type's container, in its initializer's order (empty with a
  /// builder or for a type that is not injectable).
  var arguments: [Argument] { settled.arguments }
  /// The private member's name (`_movieManager`: a box, a provider, or the concrete value behind
  /// an accessor), unique among the container's members.
  var storageName: String { settled.storageName }
  /// What building it needs: the isolation of the built type's initializer and container, or of
  /// the builder.
  var buildIsolation: ActorIsolation { settled.buildIsolation }
  /// The isolation of its accessor: the container's, or what building it needs.
  var memberIsolation: ActorIsolation { settled.memberIsolation }

  var strategy: Strategy
  /// Whether children that need it receive a provider holding the container: a deferred
  /// registration built through the container (`retain-cycle` warns where such a child is kept).
  var isContainerBound: Bool
  /// For a `.container` registration of a loop that a provider made before it reads: how the
  /// `LoopCell` the provider reads it through is kept, `.shared` (locked) when a `@Sendable`
  /// provider reads it (`RegistrationLoops`).
  var loopCell: StorageKind? = nil
  /// For a provider of a loop: the registrations (by dependency index) it reads through their
  /// loop cells, since they are made after it.
  var cellReads: Set<Int> = []
  /// For a provided registration, the provider closure's shape.
  var providerShape: InputShape
  /// Whether a child needs it as its concrete type while it is exposed as another: the container
  /// then keeps the concrete value privately behind the accessor.
  var keepsConcreteType: Bool

  init(
    dependencyIndex: Int, name: String, exposedType: TypeExpression, location: SourceLocation,
    registration: Registration, builtType: Int?, parameters: [Dependency], arguments: [Argument],
    storageName: String, strategy: Strategy, isContainerBound: Bool, buildIsolation: ActorIsolation,
    memberIsolation: ActorIsolation, providerShape: InputShape, keepsConcreteType: Bool
  ) {
    settled = Settled(
      dependencyIndex: dependencyIndex, name: name, exposedType: exposedType, location: location,
      registration: registration, builtType: builtType, parameters: parameters, arguments: arguments,
      storageName: storageName, buildIsolation: buildIsolation, memberIsolation: memberIsolation)
    self.strategy = strategy
    self.isContainerBound = isContainerBound
    self.providerShape = providerShape
    self.keepsConcreteType = keepsConcreteType
  }

  /// The stored name as Swift source.
  var storage: String { SwiftIdentifier.spelling(of: storageName) }

  /// Where a registration is built.
  enum Strategy: Hashable {
    /// A `.container` registration the initializer builds from what it was given, before the
    /// container is complete, and keeps as a constant.
    case created
    /// A deferred registration (`.lazy`, `.weak`, `.transient`) that children need: the
    /// initializer makes a provider closure that holds exactly what building it needs, which the
    /// accessor calls and children receive.
    case provided
    /// Built by reading the container (`self`): a builder, registrations that need each other and
    /// cannot be built without it (`RegistrationLoops`), and what needs those; and deferred registrations no child needs. `.container` ones are built
    /// when the initializer ends.
    case throughContainer
  }

  /// One argument of a built type's container.
  struct Argument {
    let label: String
    /// The type the built container expects.
    let type: TypeExpression
    /// Parameters of that provider (when it is a function of them).
    let parameters: [Dependency]
    let source: Source
    /// How the built container takes it.
    let shape: InputShape
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

  /// Whether the container keeps the instance for as long as it lives.
  var isCached: Bool { registration.scope == .container || registration.scope == .lazy }
}

extension ContainerPlan {
  /// Whether `registration` is a `.container` value built through the container that needs the
  /// main actor while the container class is not on it: the container's initializer, isolated to
  /// the main actor for it (`initializerIsolation`), is the first to read it, but the compiler checks
  /// a `lazy var`'s initial value, or a box's closure, in the class's own isolation, so a nonisolated
  /// root's container keeping a main-actor screen would not compile without saying so.
  func isBuiltByTheMainActorInitializer(_ registration: RegistrationPlan) -> Bool {
    guard registration.registration.scope == .container,
      let actor = registration.buildIsolation.globalActor(defaultingTo: defaultIsolation), actor == "MainActor"
    else { return false }
    return isolation.globalActor(defaultingTo: defaultIsolation) != actor
      && initializerIsolation.globalActor(defaultingTo: defaultIsolation) == actor
  }
}
