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
    /// The dependency or input name, without back-quotes: the argument's label and local name.
    var name: String
    var type: String
    /// The value stored from this argument: the closure for a provider.
    var stored: String
    var target: String

    /// `name: Type` in the initializer's declaration.
    var declaration: String { "\(SwiftIdentifier.spelling(of: name)): \(type)" }
  }

  func write(to writer: inout CodeWriter) {
    let providerArguments = self.providerArguments
    let valueArguments = self.valueArguments
    if plan.hasProviderInitializer {
      writeDesignated(providerArguments, to: &writer)
      if plan.hasValueInitializer && signature(valueArguments) != signature(providerArguments) {
        writer.line()
        writeConvenience(valueArguments, delegatingTo: providerArguments, to: &writer)
      }
    } else {
      writeDesignated(valueArguments, to: &writer)
    }
  }

  private var providerArguments: [Argument] {
    plan.parameters.map(parameterArgument)
      + plan.inputs.map { input in
        Argument(
          name: input.label,
          type: "@escaping \(ClosureType(input.need.parameters, input.need.type))",
          stored: SwiftIdentifier.spelling(of: input.label),
          target: input.storage
        )
      }
  }

  private var valueArguments: [Argument] {
    var arguments: [Argument] = []
    for (index, dependency) in plan.type.dependencies.enumerated() {
      if dependency.isParameter {
        arguments.append(parameterArgument(dependency))
      } else if let input = plan.inputs.first(where: { $0.dependencyIndex == index }) {
        arguments.append(valueArgument(input))
      }
    }
    return arguments + plan.inputs.filter { $0.dependencyIndex == nil }.map(valueArgument)
  }

  private func parameterArgument(_ parameter: Dependency) -> Argument {
    let spelled = SwiftIdentifier.spelling(of: parameter.name)
    return Argument(name: parameter.name, type: "\(parameter.exposedType)", stored: spelled, target: spelled)
  }

  /// A value stands for a provider that always returns it; a function value is its own provider.
  private func valueArgument(_ input: ContainerPlan.Input) -> Argument {
    let spelled = SwiftIdentifier.spelling(of: input.label)
    if input.need.parameters.isEmpty {
      return Argument(name: input.label, type: "\(input.need.type)", stored: "{ \(spelled) }", target: input.storage)
    }
    return Argument(
      name: input.label,
      type: "@escaping \(ClosureType(input.need.parameters, input.need.type))",
      stored: spelled,
      target: input.storage
    )
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
    _ arguments: [Argument], delegatingTo designated: [Argument], to writer: inout CodeWriter
  ) {
    let list = arguments.map(\.declaration).joined(separator: ", ")
    let valueByTarget = Dictionary(uniqueKeysWithValues: arguments.map { ($0.target, $0.stored) })
    let forwarded = designated.map { argument in
      let value = valueByTarget[argument.target] ?? SwiftIdentifier.spelling(of: argument.name)
      return "\(SwiftIdentifier.labelSpelling(of: argument.name)): \(value)"
    }.joined(separator: ", ")
    writer.block("\(memberAccess)convenience init(\(list)) {") { writer in
      writer.line("self.init(\(forwarded))")
    }
  }
}
