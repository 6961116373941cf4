/// Writes a container's initializers.
///
/// A type that others register gets the initializer its registrants call, taking parameters as
/// values and everything else as provider closures. A root or isolated type is started by hand, so
/// it gets one taking plain values, labelled by the dependency names in declaration order, then
/// the values it forwards to the types below it; when it has both, the value initializer delegates.
struct InitializerRenderer {
  let plan: ContainerPlan
  let objc: Bool
  let memberAccess: String

  private struct Argument {
    /// The dependency or input name, without back-quotes: the argument's label.
    var name: String
    /// `name: Type`, or `name local: Type` when the local is renamed (`LocalNames`).
    var declaration: String
    /// The value stored from this argument: the closure for a provider.
    var stored: String
    var target: String

    init(_ name: String, type: String, stored: String, target: String, locals: LocalNames) {
      self.name = name
      declaration = locals.parameter(name, type: type)
      self.stored = stored
      self.target = target
    }
  }

  /// Both initializers bind the same names (the parameters and the inputs' labels); the body
  /// assigns `self.…` and then reads the boxes without `self.`.
  private var locals: LocalNames {
    LocalNames(plan.parameters.map(\.name) + plan.inputs.map(\.label), avoiding: plan.privateMembers)
  }

  func write(to writer: inout CodeWriter) {
    let locals = self.locals
    let providerArguments =
      plan.parameters.map { parameterArgument($0, locals) }
      + plan.inputs.map { providerArgument($0, locals) }
    let valueArguments = self.valueArguments(locals)
    if plan.hasProviderInitializer {
      writeDesignated(providerArguments, to: &writer)
      if plan.hasValueInitializer && signature(valueArguments) != signature(providerArguments) {
        writer.line()
        writeConvenience(valueArguments, delegatingTo: providerArguments, locals: locals, to: &writer)
      }
    } else {
      writeDesignated(valueArguments, to: &writer)
    }
  }

  private func valueArguments(_ locals: LocalNames) -> [Argument] {
    var arguments: [Argument] = []
    for (index, dependency) in plan.type.dependencies.enumerated() {
      if dependency.isParameter {
        arguments.append(parameterArgument(dependency, locals))
      } else if let input = plan.inputs.first(where: { $0.dependencyIndex == index }) {
        arguments.append(valueArgument(input, locals))
      }
    }
    return arguments + plan.inputs.filter { $0.dependencyIndex == nil }.map { valueArgument($0, locals) }
  }

  private func parameterArgument(_ parameter: Dependency, _ locals: LocalNames) -> Argument {
    Argument(
      parameter.name, type: "\(parameter.exposedType)", stored: locals[parameter.name],
      target: SwiftIdentifier.spelling(of: parameter.name), locals: locals)
  }

  private func providerArgument(_ input: ContainerPlan.Input, _ locals: LocalNames) -> Argument {
    Argument(
      input.label, type: "@escaping \(ClosureType(input.need.parameters, input.need.type))",
      stored: locals[input.label], target: input.storage, locals: locals)
  }

  /// A value stands for a provider that always returns it; a function value is its own provider.
  private func valueArgument(_ input: ContainerPlan.Input, _ locals: LocalNames) -> Argument {
    guard input.need.parameters.isEmpty else { return providerArgument(input, locals) }
    return Argument(
      input.label, type: "\(input.need.type)", stored: "{ \(locals[input.label]) }", target: input.storage,
      locals: locals)
  }

  private func signature(_ arguments: [Argument]) -> [String] { arguments.map(\.declaration) }

  private func writeDesignated(_ arguments: [Argument], to writer: inout CodeWriter) {
    let list = arguments.map(\.declaration).joined(separator: ", ")
    let override = objc && arguments.isEmpty ? "override " : ""
    writer.block("\(memberAccess)\(override)init(\(list)) {") { writer in
      for argument in arguments {
        writer.line("self.\(argument.target) = \(argument.stored)")
      }
      if objc { writer.line("super.init()") }
      for registration in plan.registrations
      where registration.registration.scope == .container || registration.registration.scope == .lazy {
        writer.line("_ = \(registration.storage)")
      }
      for registration in plan.registrations where registration.registration.scope == .container {
        writer.line("_ = \(registration.storage).value")
      }
    }
  }

  private func writeConvenience(
    _ arguments: [Argument], delegatingTo designated: [Argument], locals: LocalNames, to writer: inout CodeWriter
  ) {
    let list = arguments.map(\.declaration).joined(separator: ", ")
    let valueByTarget = Dictionary(uniqueKeysWithValues: arguments.map { ($0.target, $0.stored) })
    let forwarded = designated.map { argument in
      let value = valueByTarget[argument.target] ?? locals[argument.name]
      return "\(SwiftIdentifier.labelSpelling(of: argument.name)): \(value)"
    }.joined(separator: ", ")
    writer.block("\(memberAccess)convenience init(\(list)) {") { writer in
      writer.line("self.init(\(forwarded))")
    }
  }
}
