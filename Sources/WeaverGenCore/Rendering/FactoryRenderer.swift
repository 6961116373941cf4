/// Writes the factory method of each registration: `_makeX()` returns a closure that builds one
/// instance, taking the built type's parameters.
///
/// The closure captures exactly the providers the build needs, computed when the factory runs,
/// so that a box or a child holding it never holds the container. Builds that must go through
/// the container (see `CaptureAnalysis`) capture it `unowned` instead and read providers when they
/// run.
struct FactoryRenderer {
  let plan: ContainerPlan
  let plans: [ContainerPlan]

  func write(_ registration: RegistrationPlan, to writer: inout CodeWriter) {
    let type = ClosureType(registration.parameters, registration.registration.storedType)
    writer.block("private func \(registration.factory)() -> \(type) {") { writer in
      writeBody(of: registration, to: &writer)
    }
  }

  private func writeBody(of registration: RegistrationPlan, to writer: inout CodeWriter) {
    // One scope: the built type's parameters are the closure's parameters and, with the locals
    // holding providers, the labels of the built container.
    let locals = LocalNames(registration.parameters.map(\.name) + registration.arguments.map(\.label))
    let names = registration.parameters.map { locals[$0.name] }
    let parameterList = names.isEmpty ? "" : " " + names.joined(separator: ", ")
    if let builder = registration.registration.builder {
      let arguments =
        (["self"]
        + registration.parameters.map { "\(SwiftIdentifier.labelSpelling(of: $0.name)): \(locals[$0.name])" })
        .joined(separator: ", ")
      writer.line("{ [unowned self]\(parameterList) in \(builder)(\(arguments)) }")
      return
    }
    guard let built = registration.builtType else {
      writer.line("{ \(registration.registration.concrete)() }")
      return
    }
    let builtPlan = plans[built]
    if registration.buildsThroughContainer {
      let arguments = registration.arguments.map {
        "\(SwiftIdentifier.labelSpelling(of: $0.label)): \(value(of: $0, locals: locals))"
      }
      writer.block("{ [unowned self]\(parameterList) in") { writer in
        writer.line(construction(of: builtPlan, arguments: arguments))
      }
      return
    }
    // Providers are computed now, into locals the returned closure captures; a built type's own
    // parameters are the closure's arguments. With locals written, the closure needs `return`.
    var arguments: [String] = []
    var wroteLocals = false
    for argument in registration.arguments {
      let local = locals[argument.label]
      arguments.append("\(SwiftIdentifier.labelSpelling(of: argument.label)): \(local)")
      if case .builtParameter = argument.source { continue }
      let type = ClosureType(argument.parameters, argument.type)
      writer.line("let \(local): \(type) = \(value(of: argument, locals: locals))")
      wroteLocals = true
    }
    let capture = names.isEmpty ? "" : "\(names.joined(separator: ", ")) in "
    let body = "{ \(capture)\(construction(of: builtPlan, arguments: arguments)) }"
    writer.line(wroteLocals ? "return \(body)" : body)
  }

  /// `Movie(injecting: MovieDependencyContainer(movie: movie, session: session))`
  private func construction(of built: ContainerPlan, arguments: [String]) -> String {
    "\(built.type.name)(injecting: \(built.names.container)(\(arguments.joined(separator: ", "))))"
  }

  /// The expression that gives a child what `argument` asks for, read from this container;
  /// `locals` names the built type's parameters in the factory.
  private func value(of argument: RegistrationPlan.Argument, locals: LocalNames) -> String {
    // The provider's own parameters are bound by the closure written here, beside its captures.
    let closureLocals = LocalNames(argument.parameters.map(\.name), avoiding: RegistrationRead.captureNames)
    let names = argument.parameters.map { closureLocals[$0.name] }
    switch argument.source {
    case .builtParameter(let name):
      return locals[name]
    case .parameter(let name):
      return "{ [value = self.\(SwiftIdentifier.spelling(of: name))] in value }"
    case .input(let index):
      return "self.\(plan.inputs[index].storage)"
    case .registration(let dependencyIndex):
      guard let source = plan.registrations.first(where: { $0.dependencyIndex == dependencyIndex }) else {
        return "self.\(SwiftIdentifier.spelling(of: plan.type.dependencies[dependencyIndex].name))"
      }
      return source.isContainerBound
        ? RegistrationRead.boundProvider(of: source, parameters: names)
        : RegistrationRead.capturingProvider(of: source, parameters: names)
    }
  }
}
