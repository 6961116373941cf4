/// One registration, reference or parameter of an injectable type.
struct Dependency: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    /// `name = Concrete <- Abstract`: the owner builds `concrete` and exposes it as `abstract`.
    /// Boxed: a registration is 112 bytes, a type expression 8, and most dependencies are
    /// references and parameters, which would otherwise each be as large as a registration (a
    /// `Dependency` of 200 bytes instead of 96, held by every type's list through printing).
    indirect case registration(Registration)
    /// `name <- Type`: the owner needs it from an ancestor.
    case reference(TypeExpression)
    /// `name <= Type`: whoever builds the owner passes it.
    case parameter(TypeExpression)
  }

  var name: String
  var kind: Kind
  /// Where the name is written in the annotation.
  var location: SourceLocation
  /// `name.platforms` (Weaver 1.x): the platforms it exists on, sorted; `nil` for all of them.
  var platforms: [Platform]?
  /// `name.projects` (Weaver 1.x): the projects it belongs to; `nil` for all of them.
  var projects: [String]?
  /// For a reference of another module's type (`ModuleLinker`): whether building that type reads
  /// it. One that only a `.lazy` or `.weak` registration below it needs is not an edge for cycles.
  var isReadWhenBuilt: Bool = true
  /// For a registration of another module's type: the index of that type in the module's graph
  /// (`ModuleLinker`), which the type's name, looked up in this module, would not find.
  var externalBuiltType: Int?

  /// Whether the dependency exists on `platform` (`nil`: a platform no dependency names).
  func exists(on platform: Platform?) -> Bool {
    guard let platforms else { return true }
    return platform.map(platforms.contains) ?? false
  }

  var registration: Registration? {
    if case .registration(let registration) = kind { return registration }
    return nil
  }

  /// The registration's scope, `nil` for a reference or a parameter: for loops that ask only this,
  /// where `registration?.scope` copies the registration (its types, builder and locations).
  var registrationScope: Scope? {
    if case .registration(let registration) = kind { return registration.scope }
    return nil
  }

  /// The type a registration's initializer builds (`Registration.constructedType`), `nil` for a
  /// reference or a parameter: read in place, where `registration?.constructedType` copies the
  /// registration first.
  var constructedType: TypeExpression? {
    if case .registration(let registration) = kind { return registration.constructedType }
    return nil
  }

  /// Whether this is a registration built by its `builder` rather than an initializer, read in
  /// place (`registration?.builder` copies the registration to read one field).
  var isBuiltByBuilder: Bool {
    if case .registration(let registration) = kind { return registration.builder != nil }
    return false
  }

  var isReference: Bool {
    if case .reference = kind { return true }
    return false
  }

  var isParameter: Bool {
    if case .parameter = kind { return true }
    return false
  }

  /// The type the owner exposes the dependency as: a registration's abstract type (or its concrete
  /// type when it has none), a reference's or a parameter's type.
  var exposedType: TypeExpression {
    switch kind {
    case .registration(let registration): registration.abstract ?? registration.concrete
    case .reference(let type), .parameter(let type): type
    }
  }

  /// Whether a reference `name <- type` looking up to this declaration is satisfied by it (docs/language.md,
  /// "Visibility"): a registration whose concrete or abstract type is `type`, a parameter of that
  /// type, or a reference of that type (which passes the question further up). A registration built
  /// by a builder provides only the type it is exposed as: the builder promises nothing more.
  func provides(_ type: TypeExpression) -> Bool { kind.provides(type) }

  /// How the declaration reads in messages: `urlSession: URLSession`.
  var signature: String { "\(name): \(exposedType)" }
}

extension Dependency.Kind {
  /// `Dependency.provides`, for a kind read in place (`ModuleGraph.provides`).
  func provides(_ type: TypeExpression) -> Bool {
    switch self {
    case .registration(let registration):
      registration.storedType.isEquivalent(to: type) || (registration.abstract?.isEquivalent(to: type) ?? false)
    case .reference(let own), .parameter(let own):
      own.isEquivalent(to: type)
    }
  }
}

extension Dependency {
  /// Spells the dependency's types as generated code at file scope does
  /// (`TypeExpression.qualified`), where that is not as written: `detail = Detail` in `Shelf`,
  /// whose `Detail` is `Shelf.Detail`, registers and exposes `Shelf.Detail`. Changed in place,
  /// through the type's list: a dependency read out of the list to be qualified was a copy of
  /// every one of them, each of its strings and types retained.
  mutating func qualify(from owner: String, in nested: NestedTypeNames) {
    // A kind is made only when a type changes, as few do.
    switch kind {
    case .registration(let registration):
      let concrete = registration.concrete.qualified(from: owner, in: nested)
      let abstract = registration.abstract?.qualified(from: owner, in: nested)
      guard concrete != nil || abstract != nil else { return }
      var qualifiedRegistration = registration
      qualifiedRegistration.concrete = concrete ?? registration.concrete
      qualifiedRegistration.abstract = abstract ?? registration.abstract
      kind = .registration(qualifiedRegistration)
    case .reference(let type):
      guard let type = type.qualified(from: owner, in: nested) else { return }
      kind = .reference(type)
    case .parameter(let type):
      guard let type = type.qualified(from: owner, in: nested) else { return }
      kind = .parameter(type)
    }
  }
}

/// What a registration builds and how.
struct Registration: Hashable, Sendable {
  var concrete: TypeExpression
  var abstract: TypeExpression?
  var scope: Scope = .container
  /// Where the scope was configured, when it was.
  var scopeLocation: SourceLocation?
  /// A Swift expression called with the registrant's resolver instead of an initializer.
  var builder: String?
  var isObjC: Bool = false
  /// Where `name.objc = true` was written, when it was: the line that asked for bridging.
  var objcLocation: SourceLocation?

  /// The type the owner's container holds: the concrete type when weaver-gen builds it, the
  /// exposed type when a builder does (a builder may return the abstract type).
  var storedType: TypeExpression { builder == nil ? concrete : (abstract ?? concrete) }

  /// The type whose initializer builds the registration: the concrete type without its optional
  /// layers. `box = Box?` (or `Box!`, `Optional<Box>`) builds `Box()` and keeps it as the
  /// optional, as Weaver 0.12 did; an optional has no initializer worth calling.
  var constructedType: TypeExpression { concrete.withoutOptionalLayers }

  /// Registrations that are not built while their owner's container is being created, and so do
  /// not count as edges for cycle detection (docs/language.md, "Cycles").
  var isDeferred: Bool { scope.isDeferred }
}

extension Scope {
  /// Whether a registration of this scope is built after its owner's container is created
  /// (`Registration.isDeferred`).
  var isDeferred: Bool { self == .lazy || self == .weak }
}
