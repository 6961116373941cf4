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
    let names = registration.parameters.map { SwiftIdentifier.spelling(of: $0.name) }
    let parameterList = names.isEmpty ? "" : " " + names.joined(separator: ", ")
    if let builder = registration.registration.builder {
      let arguments =
        (["self"]
        + registration.parameters.map {
          "\(SwiftIdentifier.spelling(of: $0.name)): \(SwiftIdentifier.spelling(of: $0.name))"
        })
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
      let arguments = registration.arguments.map { "\(SwiftIdentifier.labelSpelling(of: $0.label)): \(value(of: $0))" }
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
      let local = SwiftIdentifier.spelling(of: argument.label)
      arguments.append("\(SwiftIdentifier.labelSpelling(of: argument.label)): \(local)")
      if case .builtParameter = argument.source { continue }
      writer.line("let \(local): \(ClosureType(argument.parameters, argument.type)) = \(value(of: argument))")
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

  /// The expression that gives a child what `argument` asks for, read from this container.
  private func value(of argument: RegistrationPlan.Argument) -> String {
    let names = argument.parameters.map { SwiftIdentifier.spelling(of: $0.name) }
    let list = names.joined(separator: ", ")
    let parameters = names.isEmpty ? "" : " " + list
    switch argument.source {
    case .builtParameter(let name):
      return SwiftIdentifier.spelling(of: name)
    case .parameter(let name):
      return "{ [value = self.\(SwiftIdentifier.spelling(of: name))] in value }"
    case .input(let index):
      return "self.\(plan.inputs[index].storage)"
    case .registration(let dependencyIndex):
      guard let source = plan.registrations.first(where: { $0.dependencyIndex == dependencyIndex }) else {
        return "self.\(SwiftIdentifier.spelling(of: plan.type.dependencies[dependencyIndex].name))"
      }
      let member = SwiftIdentifier.spelling(of: source.dependency.name)
      if source.isContainerBound {
        let call =
          names.isEmpty
          ? "self.\(member)"
          : "self.\(member)(\(zip(source.parameters, names).map { "\(SwiftIdentifier.labelSpelling(of: $0.0.name)): \($0.1)" }.joined(separator: ", ")))"
        return "{ [self]\(parameters) in \(call) }"
      }
      switch source.registration.scope {
      case .container, .lazy:
        return "{ [box = self.\(source.storage)] in box.value }"
      case .weak where names.isEmpty:
        return "{ [box = self.\(source.storage), make = self.\(source.factory)()] in box.value(orBuild: make) }"
      case .weak:
        return
          "{ [box = self.\(source.storage), make = self.\(source.factory)()]\(parameters) in box.value { make(\(list)) } }"
      case .transient:
        return "{ [make = self.\(source.factory)()]\(parameters) in make(\(list)) }"
      }
    }
  }
}
