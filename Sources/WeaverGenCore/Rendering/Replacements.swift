/// Where a test's container, `XDependencyContainer.Overriding` (docs/testing.md, "The real graph
/// with a few nodes swapped"), finds what a test gives in place of the container's own
/// registrations: an `XDependencyContainer.Overrides` value, one optional closure per
/// registration.
///
/// The replacement is read where the registration would be built (in the initializer, in a
/// provider closure, through the container), not where it is read, so the registration keeps its
/// scope (a `.lazy` one is replaced once, a `.transient` one on every call) and every child handed
/// the registration, and everything below that child, gets the replacement. It is a closure of the
/// registration's parameters rather than of the container, because a `.container` registration is
/// built before the container is complete.
struct Replacements {
  /// The initializer's argument holding the replacements, which provider closures capture from.
  let local: String
  /// The container's stored member holding them, for what is built through the container.
  let member: String
  /// Whether the container keeps them: something is built through it, after the initializer.
  let isStored: Bool

  init(plan: ContainerPlan) {
    var locals = UniqueNames(reserving: InitializerRenderer.locals(of: plan).boundNames + ["self"])
    local = locals.claim("overrides")
    let members =
      plan.members.map(\.name) + plan.registrations.map(\.storageName) + plan.inputs.map(\.storageName)
    var unique = UniqueNames(reserving: members)
    member = unique.claim("overrides")
    isStored = plan.registrations.contains { $0.strategy == .throughContainer }
  }

  /// `if let replacement = overrides.name { replacement(a) } else { <built> }`: the test's value
  /// when it gave one, else the registration built as in production. An `if` expression, not
  /// `??`, whose autoclosure would capture `self` before the initializer has set every member.
  func choosing(
    _ registration: RegistrationPlan, over built: Code, in context: BuildExpression.Context, parameters: [String],
    locals: LocalNames
  ) -> Code {
    let call = "(\(parameters.joined(separator: ", ")))"
    if case .providerClosure(_, let replacement?, _) = context {
      return "if let \(replacement) { \(replacement)\(call) } else { \(built) }"
    }
    let holder = if case .container = context { "self.\(SwiftIdentifier.spelling(of: member))" } else { local }
    var names = UniqueNames(reserving: locals.boundNames + parameters + [local, "self"])
    let binding = names.claim("replacement")
    let field = SwiftIdentifier.spelling(of: registration.name)
    return "if let \(binding) = \(holder).\(field) { \(binding)\(call) } else { \(built) }"
  }

  /// The type of a registration's replacement, `(@MainActor (Movie) -> MovieViewController)?`:
  /// a function of its parameters, run where building the registration runs, and `@Sendable`
  /// where what calls it may be shared between tasks.
  static func closureType(of registration: RegistrationPlan, in plan: ContainerPlan) -> String {
    let isSendable =
      plan.storage == .shared || plan.isActor
      || (registration.strategy == .provided && registration.providerShape.isSendable)
    let shape = InputShape(isProvider: true, isolation: registration.buildIsolation, isSendable: isSendable)
    return "(\(ProviderType(registration.parameters.map(\.exposedType), registration.replaceableType, shape, plan)))?"
  }
}

extension RegistrationPlan {
  /// The type a replacement gives: the type the registration is exposed as, unless the container
  /// must hold its concrete type, because a child takes it as that type or because it is held
  /// weakly (which needs a class).
  var replaceableType: TypeExpression {
    keepsConcreteType || registration.scope == .weak ? registration.storedType : exposedType
  }
}
