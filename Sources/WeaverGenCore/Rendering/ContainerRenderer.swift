/// Writes one container class: for each dependency, in declaration order, what stores it and the
/// accessor its resolver protocol requires; then the forwarded inputs it keeps; then its
/// initializers (`InitializerRenderer`).
///
/// What a container keeps is what a careful person would keep by hand (docs/generated-code.md): values as
/// constants, a `.lazy` value as a `lazy var` (a locked box in a `Sendable` container), a `.weak`
/// one in a box that holds it weakly, a `.transient` one built by a method, and a provider closure
/// only where a child needs to build the value later.
///
/// With `replacements`, it writes the same container for a test instead, `Overriding`, nested in an
/// extension of the module's container in the test doubles' file (`OverridingContainerRenderer`).
struct ContainerRenderer {
  let plan: ContainerPlan
  let plans: [ContainerPlan]
  let objc: Bool
  /// Where a test's container reads its replacements; `nil` for the module's own container.
  var replacements: Replacements? = nil

  /// `public ` on members of a public root's container, which satisfy a public protocol.
  private var memberAccess: String { replacements == nil ? SwiftRenderer.modifier(plan.containerAccess) : "" }

  func write(to writer: inout CodeWriter) {
    let superclass = objc ? "NSObject, " : ""
    let isolation = objc ? "" : plan.isolation.fileScopeAttribute
    if replacements == nil, let documentation = Documentation.container(plan) { writer.line(documentation) }
    if plan.isPlainStruct {
      // Its stored constants in the initializer's order: parameters, then references.
      writer.block("\(isolation)struct \(plan.names.container): \(plan.names.resolver) {") { writer in
        for parameter in plan.parameters {
          writer.line("let \(SwiftIdentifier.spelling(of: parameter.name)): \(parameter.exposedType.storable)")
        }
        for input in plan.inputs {
          writer.line("let \(input.storage): \(input.need.type.storable)")
        }
      }
      return
    }
    writer.block(header(isolation: isolation, superclass: superclass)) { writer in
      var expressions = BuildExpression(plan: plan, plans: plans, locals: InitializerRenderer.locals(of: plan))
      expressions.replacements = replacements
      for (index, member) in plan.members.enumerated() {
        writeMember(member, at: index, expressions: expressions, to: &writer)
      }
      for input in plan.inputs where input.isStored && input.dependencyIndex == nil {
        writer.line("private let \(input.storage): \(inputType(input))")
      }
      if let replacements, replacements.isStored {
        writer.line("private let \(SwiftIdentifier.spelling(of: replacements.member)): Overrides")
      }
      InitializerRenderer(plan: plan, objc: objc, memberAccess: memberAccess, expressions: expressions)
        .write(to: &writer)
    }
  }

  /// The class's first line. A test's container names its isolation, since the test target's
  /// default isolation need not be the module's.
  private func header(isolation: String, superclass: String) -> Code {
    guard replacements != nil else {
      return "\(isolation)\(memberAccess)final class \(plan.names.container): \(superclass)\(plan.names.resolver) {"
    }
    let explicit = plan.isolation.globalActor(defaultingTo: plan.defaultIsolation).map { "@\($0) " } ?? "nonisolated "
    return "\(explicit)final class Overriding: \(plan.names.resolver) {"
  }

  private func writeMember(_ member: Member, at index: Int, expressions: BuildExpression, to writer: inout CodeWriter) {
    let attribute =
      objc ? "" : member.isolation.memberAttribute(inside: plan.isolation, defaultIsolation: plan.defaultIsolation)
    let declaration: Code = "\(attribute)\(memberAccess)"
    switch plan[dependencyOf: member].kind {
    case .parameter(let type):
      writer.line("\(memberAccess)let \(member.spelledName): \(type.storable)")
    case .reference(let type):
      guard let input = plan.input(forDependency: index) else { return }
      guard input.shape.isProvider else {
        writer.line("\(memberAccess)let \(member.spelledName): \(type.storable)")
        return
      }
      writer.line("private let \(input.storage): \(inputType(input))")
      writer.line("\(declaration)\(signature(of: member)) { self.\(input.storage)(\(arguments(of: member))) }")
    case .registration:
      guard let position = plan.registrationPosition(forDependency: index) else { return }
      writeRegistration(
        plan.registrations[position], member: member, attribute: attribute, declaration: declaration,
        expressions: expressions,
        to: &writer)
    }
  }

  /// - Parameters:
  ///   - attribute: the accessor's isolation attribute, if it needs one.
  ///   - declaration: the attribute, then the access modifier of public members.
  private func writeRegistration(
    _ registration: RegistrationPlan, member: Member, attribute: String, declaration: Code,
    expressions: BuildExpression, to writer: inout CodeWriter
  ) {
    let exposed = registration.exposedType.storable
    let stored = registration.registration.storedType.storable
    let name = member.spelledName
    let locals = member.locals
    let parameters = member.parameters.map { locals[$0.name] }
    switch (registration.strategy, registration.registration.scope) {
    case (.created, _):
      if registration.keepsConcreteType {
        writer.line("private let \(registration.storage): \(stored)")
        writer.line("\(memberAccess)var \(name): \(exposed) { self.\(registration.storage) }")
      } else {
        writer.line("\(memberAccess)let \(name): \(exposed)")
      }
    case (.provided, _):
      let held = expressions.heldType(of: registration)
      let type = ProviderType(registration.parameters.map(\.exposedType), held, registration.providerShape, plan)
      writer.line("private let \(registration.storage): \(type)")
      writer.line("\(declaration)\(signature(of: member)) { self.\(registration.storage)(\(arguments(of: member))) }")
    case (.throughContainer, .transient):
      let build = expressions.build(registration, in: .container, parameters: parameters)
      writer.line("\(declaration)\(signature(of: member)) { \(build) }")
    case (.throughContainer, .weak):
      let box = plan.storage == .shared ? "WeaverGenSharedWeak" : "WeaverGenWeak"
      let build = expressions.build(registration, in: .container, parameters: parameters)
      writer.line(
        "private let \(registration.storage) = \(box)<\(registration.registration.storedType.genericArgument)>()")
      writer.line("\(declaration)\(signature(of: member)) { self.\(registration.storage).value { \(build) } }")
    case (.throughContainer, _):
      let build = builtByTheInitializer(expressions.build(registration, in: .container, parameters: []), registration)
      switch plan.storage {
      case .confined where registration.keepsConcreteType:
        writer.line("\(attribute)private lazy var \(registration.storage): \(stored) = \(build)")
        writer.line("\(declaration)var \(name): \(exposed) { self.\(registration.storage) }")
      case .confined:
        writer.line("\(declaration)private(set) lazy var \(name): \(exposed) = \(build)")
      case .shared:
        let kept =
          registration.keepsConcreteType ? registration.registration.storedType : registration.exposedType
        writer.line("private let \(registration.storage) = WeaverGenSharedLazy<\(kept.genericArgument)>()")
        writer.line("\(declaration)var \(name): \(exposed) { self.\(registration.storage).value { \(build) } }")
      }
    }
  }

  /// The build of a registration whose value only the main-actor initializer builds is wrapped in
  /// `MainActor.assumeIsolated`, which states what that initializer guarantees
  /// (`ContainerPlan.isBuiltByTheMainActorInitializer`).
  private func builtByTheInitializer(_ build: Code, _ registration: RegistrationPlan) -> Code {
    plan.isBuiltByTheMainActorInitializer(registration) ? "MainActor.assumeIsolated { \(build) }" : build
  }

  private func inputType(_ input: ContainerPlan.Input) -> Code {
    guard input.shape.isProvider else { return "\(input.need.type.storable)" }
    return "\(ProviderType(input.need.parameters.map(\.exposedType), input.need.type, input.shape, plan))"
  }

  /// `var name: T` or `func name(a: A) -> T`, binding the parameters to `member.locals`.
  private func signature(of member: Member) -> Code {
    if member.parameters.isEmpty { return "var \(member.spelledName): \(member.type.storable)" }
    let locals = member.locals
    let list = member.parameters.map { locals.parameter($0.name, type: $0.exposedType.declarationParameter) }
    return "func \(member.spelledName)(\(list.joined(separator: ", "))) -> \(member.type.storable)"
  }

  /// The accessor's parameters, passed on in order to the provider it calls.
  private func arguments(of member: Member) -> String {
    let locals = member.locals
    return member.parameters.map { locals[$0.name] }.joined(separator: ", ")
  }
}

extension Member {
  /// The locals an accessor binds its parameters to: never `self`, which its body reads. Made
  /// afresh on each call, from every parameter: read it once per accessor, not once per parameter.
  var locals: LocalNames { LocalNames(parameters.map(\.name)) }
}

/// The type of a provider closure: `() -> T`, `(A, B) -> T` for a value built per call, with the
/// global actor calling it needs and `@Sendable` where a shared container holds it.
struct ProviderType: CustomStringConvertible, TextOutputStreamable {
  let parameters: [TypeExpression]
  let result: TypeExpression
  let shape: InputShape
  let defaultIsolation: DefaultIsolation

  init(_ parameters: [TypeExpression], _ result: TypeExpression, _ shape: InputShape, _ plan: ContainerPlan) {
    self.parameters = parameters
    self.result = result
    self.shape = shape
    defaultIsolation = plan.defaultIsolation
  }

  var description: String {
    var text = ""
    write(to: &text)
    return text
  }

  func write<Target: TextOutputStream>(to target: inout Target) {
    if let actor = shape.isolation.globalActor(defaultingTo: defaultIsolation) {
      target.write("@")
      target.write(actor)
      target.write(" ")
    }
    if shape.isSendable { target.write("@Sendable ") }
    target.write("(")
    for index in parameters.indices {
      if index > 0 { target.write(", ") }
      parameters[index].closureParameter.write(to: &target)
    }
    target.write(") -> ")
    result.genericArgument.write(to: &target)
  }
}
