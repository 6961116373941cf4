/// Writes the Swift expressions that build a registration and hand its children what they need,
/// in the three places a container builds things (docs/generated-code.md):
///
/// * in its initializer, before the container is complete: what it was given are the
///   initializer's arguments, registrations already built are read from `self`, and no closure
///   may capture `self`;
/// * in a provider closure the initializer makes: it captures what it reads, never the container;
/// * through the container (a `lazy var`, an accessor, an initializer's last lines): members are
///   read from `self`.
///
/// In a test's container (`XDependencyContainer.Overriding`), each build first looks for the
/// test's replacement (`Replacements`).
struct BuildExpression {
  enum Context {
    case initializer
    /// A provider closure: `captures` names the registrations it reads (by dependency index),
    /// `replacement` the test's replacement of the registration it builds, when it takes one, and
    /// `cellReads` the loop members it captured as their cells (`RegistrationLoops`).
    case providerClosure(captures: [Int: String], replacement: String? = nil, cellReads: Set<Int> = [])
    case container
  }

  let plan: ContainerPlan
  let plans: [ContainerPlan]
  /// The names the initializer binds its arguments to, by dependency or input label.
  let locals: LocalNames
  /// Where a test's container finds its replacements; `nil` in the module's own containers.
  var replacements: Replacements? = nil

  /// `Movie(injecting: MovieDependencyContainer(movie: movie, session: self.session))`, the builder
  /// call, or `Concrete()`; `parameters` are the local names of the built type's parameters.
  func build(_ registration: RegistrationPlan, in context: Context, parameters: [String]) -> Code {
    let built = productionBuild(registration, in: context, parameters: parameters)
    guard let replacements else { return built }
    return replacements.choosing(registration, over: built, in: context, parameters: parameters, locals: locals)
  }

  /// The build as the module's own container writes it.
  private func productionBuild(_ registration: RegistrationPlan, in context: Context, parameters: [String]) -> Code {
    if let builder = registration.registration.builder {
      // Inside an accessor named `self`, a bare `self` would name the accessor.
      var text: Code = "\(builder)(\(registration.name == "self" ? "self.self" : "self")"
      for (parameter, local) in zip(registration.parameters, parameters) {
        text.appendLiteral(", ")
        text.write(SwiftIdentifier.labelSpelling(of: parameter.name))
        text.appendLiteral(": ")
        text.write(local)
      }
      text.appendLiteral(")")
      return text
    }
    guard let built = registration.builtType else { return "\(registration.registration.constructedType)()" }
    let builtParameters =
      parameters.isEmpty
      ? [:] : Dictionary(zip(registration.parameters.map(\.name), parameters)) { first, _ in first }
    // Another module's type, through its entry initializer, as the registration spells it.
    let isExternal = plans[built].type.external != nil
    var text: Code =
      isExternal
      ? "\(registration.registration.constructedType)("
      : "\(plans[built].type.name)(injecting: \(plans[built].names.container)("
    // The arguments appended one by one: a string per argument, a list of them and their join
    // copied every argument of every build twice more, and builds are most of the code. The list
    // is read once: each read of the plan's shared list, element by element, copied the element.
    let arguments = registration.arguments
    for index in arguments.indices {
      if index > 0 { text.appendLiteral(", ") }
      text.write(SwiftIdentifier.labelSpelling(of: arguments[index].label))
      text.appendLiteral(": ")
      text.write(value(of: arguments[index], in: context, builtParameters: builtParameters))
    }
    text.appendLiteral(isExternal ? ")" : "))")
    return text
  }

  /// The expression giving a child's container one argument, shaped as the child takes it.
  private func value(
    of argument: RegistrationPlan.Argument, in context: Context, builtParameters: [String: String]
  ) -> String {
    let source = self.source(of: argument, in: context, builtParameters: builtParameters)
    // A provider where the child takes a value (another module's type takes values): its value
    // now, read through the accessor when the container builds it itself.
    guard argument.shape.isProvider else {
      guard source.isProvider else { return source.expression }
      if case .registration(let index) = argument.source,
        let position = plan.registrationPosition(forDependency: index),
        plan.registrations[position].strategy == .throughContainer, case .container = context
      {
        return Self.call(plan.registrations[position], arguments: [])
      }
      return "\(source.expression)()"
    }
    guard source.isProvider else {
      // A value where the child takes a provider: a closure returning it, holding the value only.
      // A loop member read through its cell is read now, so the child holds it and not the cell.
      switch context {
      case .container: return "{ [value = \(source.expression)] in value }"
      case .providerClosure(_, _, let cellReads) where argument.source.isCellRead(cellReads):
        return "{ [value = \(source.expression)] in value }"
      case .initializer, .providerClosure: return "{ \(source.expression) }"
      }
    }
    // A `@Sendable` provider may go where a plain one is taken, not the reverse.
    let matches =
      source.result.map { $0.isEquivalent(to: argument.type) } ?? true
      && source.shape.map { ($0.isSendable || !argument.shape.isSendable) && $0.isolation == argument.shape.isolation }
        ?? true
    if matches { return source.expression }
    // Another type or shape: a closure calling the provider, typed by the child's initializer.
    let names = argument.parameters.indices.map { "p\($0)" }
    let list = names.isEmpty ? "" : " " + names.joined(separator: ", ")
    return "{ [provider = \(source.expression)]\(list) in provider(\(names.joined(separator: ", "))) }"
  }

  /// What the container has for an argument, and whether it is a provider (with its result type
  /// and shape, when known, to tell whether it fits the child as it is).
  private struct Source {
    var expression: String
    var isProvider: Bool
    var result: TypeExpression?
    var shape: InputShape?
  }

  private func source(
    of argument: RegistrationPlan.Argument, in context: Context, builtParameters: [String: String]
  ) -> Source {
    switch argument.source {
    case .builtParameter(let name):
      return Source(expression: builtParameters[name] ?? SwiftIdentifier.spelling(of: name), isProvider: false)
    case .parameter(let name):
      if case .container = context {
        return Source(expression: "self.\(SwiftIdentifier.spelling(of: name))", isProvider: false)
      }
      return Source(expression: locals[name], isProvider: false)
    case .input(let position):
      let input = plan.inputs[position]
      let expression = if case .container = context { "self.\(input.storage)" } else { locals[input.label] }
      return Source(
        expression: expression, isProvider: input.shape.isProvider, result: input.need.type, shape: input.shape)
    case .registration(let dependencyIndex):
      guard let position = plan.registrationPosition(forDependency: dependencyIndex) else {
        return Source(expression: "self.\(SwiftIdentifier.spelling(of: argument.label))", isProvider: false)
      }
      return self.source(of: plan.registrations[position], in: context)
    }
  }

  private func source(of registration: RegistrationPlan, in context: Context) -> Source {
    let member = Self.memberExpression(of: registration)
    switch registration.strategy {
    case .created:
      if case .providerClosure(let captures, _, let cellReads) = context,
        let captured = captures[registration.dependencyIndex]
      {
        let read = cellReads.contains(registration.dependencyIndex) ? "\(captured).value" : captured
        return Source(expression: read, isProvider: false)
      }
      return Source(expression: "self.\(member)", isProvider: false)
    case .provided:
      let result = heldType(of: registration)
      if case .providerClosure(let captures, _, _) = context, let captured = captures[registration.dependencyIndex] {
        return Source(expression: captured, isProvider: true, result: result, shape: registration.providerShape)
      }
      return Source(
        expression: "self.\(registration.storage)", isProvider: true, result: result, shape: registration.providerShape)
    case .throughContainer:
      guard registration.registration.scope != .container else {
        return Source(expression: "self.\(member)", isProvider: false)
      }
      // Container-bound: the provider holds the container (see `RetainCycleRule`). A transient
      // one is built in place rather than through its accessor, which may be named `self`.
      let names = registration.parameters.indices.map { "p\($0)" }
      let list = names.isEmpty ? "" : " " + names.joined(separator: ", ")
      let body =
        registration.registration.scope == .transient
        ? build(registration, in: .container, parameters: names).text : Self.call(registration, arguments: names)
      return Source(expression: "{ [self]\(list) in \(body) }", isProvider: true)
    }
  }

  /// The type a provided registration's provider returns and its box keeps: the concrete type in
  /// the module's container, and in a test's the type a replacement gives.
  func heldType(of registration: RegistrationPlan) -> TypeExpression {
    replacements == nil ? registration.registration.storedType : registration.replaceableType
  }

  /// How the container reads a registration it keeps: its accessor, or the private member that
  /// holds its concrete value.
  static func memberExpression(of registration: RegistrationPlan) -> String {
    registration.keepsConcreteType ? registration.storage : SwiftIdentifier.spelling(of: registration.name)
  }

  /// `self.name`, or `self.name(a: a0, b: a1)` for a registration built from parameters.
  static func call(_ registration: RegistrationPlan, arguments: [String]) -> String {
    let name = SwiftIdentifier.spelling(of: registration.name)
    guard !registration.parameters.isEmpty else { return "self.\(name)" }
    let list = zip(registration.parameters, arguments).map { parameter, argument in
      "\(SwiftIdentifier.labelSpelling(of: parameter.name)): \(argument)"
    }
    return "self.\(name)(\(list.joined(separator: ", ")))"
  }
}

extension RegistrationPlan.Source {
  /// Whether this is a registration a provider reads through its loop cell.
  fileprivate func isCellRead(_ cellReads: Set<Int>) -> Bool {
    if case .registration(let index) = self { return cellReads.contains(index) }
    return false
  }
}
