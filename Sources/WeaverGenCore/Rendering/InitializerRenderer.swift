/// Writes a container's initializers.
///
/// The designated initializer takes the type's parameters and its inputs (values, or provider
/// closures), keeps what the container needs later, creates the registrations it can from what it
/// was given (`PhaseAnalysis`), and last builds the `.container` registrations that need the
/// complete container. It runs where building those needs (`ContainerPlan.initializerIsolation`).
/// A root or isolated type is started by hand, so when its inputs include providers it also gets
/// an initializer taking plain values, which delegates.
struct InitializerRenderer {
  let plan: ContainerPlan
  let objc: Bool
  let memberAccess: String
  let expressions: BuildExpression

  /// The names the initializers bind their arguments to: the dependency names and input labels,
  /// except where one would hide `self`.
  static func locals(of plan: ContainerPlan) -> LocalNames {
    LocalNames(plan.parameters.map(\.name) + plan.inputs.map(\.label))
  }

  func write(to writer: inout CodeWriter) {
    let locals = expressions.locals
    let attribute = plan.initializerIsolation.memberAttribute(
      inside: plan.isolation, defaultIsolation: plan.defaultIsolation)
    let arguments =
      plan.parameters.map { locals.parameter($0.name, type: $0.exposedType.declarationParameter) }
      + plan.inputs.map { input in
        input.shape.isProvider
          ? locals.parameter(input.label, type: "@escaping \(providerType(of: input))")
          : locals.parameter(input.label, type: input.need.type.declarationParameter)
      } + replacementsParameter
    let override = objc && arguments.isEmpty ? "override " : ""
    writer.block("\(attribute)\(memberAccess)\(override)init(\(arguments.joined(separator: ", "))) {") { writer in
      writeBody(locals: locals, to: &writer)
    }
    if plan.hasValueInitializer && !plan.initializersCoincide {
      writer.line()
      writeValueInitializer(attribute: attribute, locals: locals, to: &writer)
    }
  }

  private func writeBody(locals: LocalNames, to writer: inout CodeWriter) {
    for parameter in plan.parameters {
      writer.line("self.\(SwiftIdentifier.spelling(of: parameter.name)) = \(locals[parameter.name])")
    }
    for input in plan.inputs where input.isStored {
      writer.line("self.\(input.storage) = \(locals[input.label])")
    }
    if let replacements = expressions.replacements, replacements.isStored {
      writer.line("self.\(SwiftIdentifier.spelling(of: replacements.member)) = \(replacements.local)")
    }
    let cells = writeLoopCells(locals: locals, to: &writer)
    // What every provider closure's own names must avoid, gathered once for all of them.
    lazy var bound = UniqueNames(reserving: locals.boundNames + ["self"] + cells.values)
    // Each registration lent to what prints it: a copy retained and released each of its dozen
    // strings and lists, for every registration of every container.
    for index in plan.creationOrder {
      switch plan.registrations[index].strategy {
      case .created:
        writeBuiltValue(plan.registrations[index], cells: cells, to: &writer)
      case .provided:
        let closure = providerClosure(plan.registrations[index], cells: cells, avoiding: bound)
        writer.line("self.\(plan.registrations[index].storage) = \(closure)")
      case .throughContainer:
        continue
      }
    }
    if objc { writer.line("super.init()") }
    for index in plan.registrations.indices
    where plan.registrations[index].registration.scope == .container
      && plan.registrations[index].strategy == .throughContainer
    {
      writer.line("_ = self.\(BuildExpression.memberExpression(of: plan.registrations[index]))")
    }
  }

  /// The line of the initializer that builds a `.created` registration, and fills its loop cell.
  private func writeBuiltValue(_ registration: RegistrationPlan, cells: [Int: String], to writer: inout CodeWriter) {
    let build = expressions.build(registration, in: .initializer, parameters: [])
    let member = "self.\(BuildExpression.memberExpression(of: registration))"
    writer.line("\(member) = \(build)")
    if let cell = cells[registration.dependencyIndex] { writer.line("\(cell).fill(\(member))") }
  }

  /// Declares the cells the loop's providers read its members made after them through
  /// (`RegistrationLoops`): the local name of each, by dependency index.
  private func writeLoopCells(locals: LocalNames, to writer: inout CodeWriter) -> [Int: String] {
    // Gathered at the first cell: most containers have no loop, and their names, gathered for
    // nothing, were 13 M instructions on the bench app (docs/performance.md, stop 63).
    lazy var names = UniqueNames(reserving: locals.boundNames + ["self"])
    var cells: [Int: String] = [:]
    for index in plan.registrations.indices {
      guard let cell = plan.registrations[index].loopCell else { continue }
      let registration = plan.registrations[index]
      let name = SwiftIdentifier.spelling(of: names.claim("\(registration.name)Cell"))
      let box = cell == .shared ? "WeaverGenSharedLoopCell" : "WeaverGenLoopCell"
      writer.line("let \(name) = \(box)<\(expressions.heldType(of: registration).genericArgument)>()")
      cells[registration.dependencyIndex] = name
    }
    return cells
  }

  /// The closure a provided registration is read through: it holds a box for a cached value, the
  /// providers and values building needs (the loop members made after it through their `cells`),
  /// and never the container. Its names avoid `bound`: the initializer's locals, `self` and the cells.
  private func providerClosure(_ registration: RegistrationPlan, cells: [Int: String], avoiding bound: UniqueNames)
    -> Code
  {
    var names = bound
    var captureList: [Code] = []
    var captures: [Int: String] = [:]
    let scope = registration.registration.scope
    let box = scope == .transient ? nil : names.claim("box")
    if let box {
      let kind =
        switch (scope, registration.providerShape.isSendable) {
        case (.weak, true): "WeaverGenSharedWeak"
        case (.weak, false): "WeaverGenWeak"
        case (_, true): "WeaverGenSharedLazy"
        case (_, false): "WeaverGenLazy"
        }
      captureList.append("\(box) = \(kind)<\(expressions.heldType(of: registration).genericArgument)>()")
    }
    // A test's container captures the replacement alone, not all of them: only it need be `@Sendable`.
    let replacement = expressions.replacements.map { replacements in
      let name = names.claim("replacement")
      captureList.append(
        "\(name) = \(replacements.local).\(SwiftIdentifier.spelling(of: registration.name))")
      return name
    }
    for argument in registration.arguments {
      guard case .registration(let dependencyIndex) = argument.source, captures[dependencyIndex] == nil,
        let position = plan.registrationPosition(forDependency: dependencyIndex)
      else { continue }
      let sibling = plan.registrations[position]
      let name = SwiftIdentifier.spelling(of: names.claim(sibling.name))
      captures[dependencyIndex] = name
      let member = sibling.strategy == .provided ? sibling.storage : BuildExpression.memberExpression(of: sibling)
      // A loop member made after the closure is captured as its cell.
      let cell = registration.cellReads.contains(dependencyIndex) ? cells[dependencyIndex] : nil
      captureList.append("\(name) = \(cell ?? "self.\(member)")")
    }
    let parameters = registration.parameters.map { SwiftIdentifier.spelling(of: names.claim($0.name)) }
    let build = expressions.build(
      registration,
      in: .providerClosure(captures: captures, replacement: replacement, cellReads: registration.cellReads),
      parameters: parameters)
    var closure: Code = "{ "
    if !captureList.isEmpty { closure.append("[\(captureList.joined(separator: ", "))] ") }
    if !parameters.isEmpty { closure.append("\(parameters.joined(separator: ", ")) ") }
    if !captureList.isEmpty || !parameters.isEmpty { closure.appendLiteral("in ") }
    if let box {
      closure.append("\(SwiftIdentifier.spelling(of: box)).value { \(build) }")
    } else {
      closure.append(build)
    }
    closure.appendLiteral(" }")
    return closure
  }

  /// For a root or isolated type started by hand: the same arguments as plain values, each wrapped
  /// into the provider the designated initializer takes.
  private func writeValueInitializer(attribute: String, locals: LocalNames, to writer: inout CodeWriter) {
    let arguments = Self.valueParameters(of: plan, locals: locals)
    let forwarded =
      plan.parameters.map { "\(SwiftIdentifier.labelSpelling(of: $0.name)): \(locals[$0.name])" }
      + plan.inputs.map { input in
        let value =
          input.shape.isProvider && input.need.parameters.isEmpty ? "{ \(locals[input.label]) }" : locals[input.label]
        return "\(SwiftIdentifier.labelSpelling(of: input.label)): \(value)"
      } + (expressions.replacements.map { ["overriding: \($0.local)"] } ?? [])
    let parameters = arguments + replacementsParameter
    writer.block("\(attribute)\(memberAccess)convenience init(\(parameters.joined(separator: ", "))) {") { writer in
      writer.line("self.init(\(forwarded.joined(separator: ", ")))")
    }
  }

  /// A test's container takes its replacements last: `overriding overrides: Overrides`.
  private var replacementsParameter: [Code] {
    expressions.replacements.map { ["overriding \($0.local): Overrides"] } ?? []
  }

  /// The parameter list of the initializer a root or isolated type is started with by hand: its
  /// parameters and inputs as plain values (a provider only where it takes arguments).
  static func valueParameters(of plan: ContainerPlan, locals: LocalNames) -> [Code] {
    plan.parameters.map { locals.parameter($0.name, type: $0.exposedType.declarationParameter) }
      + plan.inputs.map { input in
        input.shape.isProvider && !input.need.parameters.isEmpty
          ? locals.parameter(input.label, type: "@escaping \(providerType(of: input, in: plan))")
          : locals.parameter(input.label, type: input.need.type.declarationParameter)
      }
  }

  private func providerType(of input: ContainerPlan.Input) -> ProviderType {
    Self.providerType(of: input, in: plan)
  }

  private static func providerType(of input: ContainerPlan.Input, in plan: ContainerPlan) -> ProviderType {
    ProviderType(input.need.parameters.map(\.exposedType), input.need.type, input.shape, plan)
  }
}
