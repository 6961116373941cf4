/// Writes one container class: what it stores, the accessors its resolver protocol requires, its
/// initializers, and the factories that build its registrations (`FactoryRenderer`).
///
/// Cached registrations live in boxes created as `lazy var`s (so a box's build can capture sibling
/// boxes) and touched at the end of `init`, because a `lazy var` is not safe to initialize from
/// several threads; `.container` ones are then built, in declaration order.
struct ContainerRenderer {
  let plan: ContainerPlan
  let plans: [ContainerPlan]
  let objc: Bool

  /// `public ` on members of a public root's container, which satisfy a public protocol.
  private var memberAccess: String { SwiftRenderer.modifier(plan.containerAccess) }

  func write(to writer: inout CodeWriter) {
    let superclass = objc ? "NSObject, " : ""
    let opening =
      "\(memberAccess)final class \(plan.names.container): \(superclass)\(plan.names.resolver), @unchecked Sendable {"
    writer.block(opening) { writer in
      writeStorage(to: &writer)
      writer.separator()
      writeAccessors(to: &writer)
      writer.separator()
      InitializerRenderer(plan: plan, objc: objc, memberAccess: memberAccess).write(to: &writer)
      let factories = FactoryRenderer(plan: plan, plans: plans)
      for registration in plan.registrations {
        writer.line()
        factories.write(registration, to: &writer)
      }
    }
  }

  private func writeStorage(to writer: inout CodeWriter) {
    for parameter in plan.parameters {
      writer.line(
        "\(memberAccess)let \(SwiftIdentifier.spelling(of: parameter.name)): \(parameter.exposedType.storable)")
    }
    for input in plan.inputs {
      writer.line("private let \(input.storage): \(ClosureType(input.need.parameters, input.need.type))")
    }
    for registration in plan.registrations {
      let concrete = registration.registration.storedType.storable
      switch registration.registration.scope {
      case .container, .lazy:
        writer.line("private lazy var \(registration.storage) = WeaverGenLazy<\(concrete)>(\(registration.factory)())")
      case .weak:
        writer.line("private let \(registration.storage) = WeaverGenWeak<\(concrete)>()")
      case .transient:
        break
      }
    }
  }

  private func writeAccessors(to writer: inout CodeWriter) {
    let members = Member.all(of: plan)
    for (index, dependency) in plan.type.dependencies.enumerated() {
      let member = members[index]
      let locals = member.locals(in: plan)
      let signature = "\(memberAccess)\(member.declaration(binding: locals))"
      let arguments = member.parameters.map { locals[$0.name] }
      switch dependency.kind {
      case .parameter:
        continue
      case .reference:
        guard let input = plan.inputs.first(where: { $0.dependencyIndex == index }) else { continue }
        writer.line("\(signature) { \(input.storage)(\(arguments.joined(separator: ", "))) }")
      case .registration:
        guard let registrationPlan = plan.registrations.first(where: { $0.dependencyIndex == index }) else { continue }
        writer.line("\(signature) { \(RegistrationRead.accessorBody(of: registrationPlan, arguments: arguments)) }")
      }
    }
  }
}

/// The type of a provider closure: `() -> T`, or `(A, B) -> T` for a value built per call.
struct ClosureType: CustomStringConvertible {
  let parameters: [Dependency]
  let result: TypeExpression

  init(_ parameters: [Dependency], _ result: TypeExpression) {
    self.parameters = parameters
    self.result = result
  }

  var description: String {
    "(\(parameters.map { "\($0.exposedType)" }.joined(separator: ", "))) -> \(result.storable)"
  }
}

extension TypeExpression {
  /// The type as a stored property or a closure result may be written: `@escaping` only belongs
  /// on a function's parameter.
  var storable: TypeExpression {
    if case .attributed(let attributes, let base) = self {
      let kept = attributes.filter { $0 != "@escaping" }
      return kept.isEmpty ? base : .attributed(kept, base)
    }
    return self
  }
}
