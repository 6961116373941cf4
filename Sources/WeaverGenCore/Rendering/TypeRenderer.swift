/// Writes one injectable type's resolver protocol and container. An Objective-C enabled type gets
/// both twice, `@objc` and `NSObject`-based inside `#if canImport(ObjectiveC)` and plain Swift in
/// the `#else` branch, so the same file compiles on Linux and on Apple platforms.
struct TypeRenderer {
  let plan: ContainerPlan
  /// All plans of the module, by type index: a container builds its children's containers.
  let plans: [ContainerPlan]

  func write(to writer: inout CodeWriter) {
    if plan.isObjC {
      writer.line("#if canImport(ObjectiveC)")
      writeDeclarations(objc: true, to: &writer)
      writer.line("#else")
      writeDeclarations(objc: false, to: &writer)
      writer.line("#endif")
      if plan.type.isObjCBridged {
        writer.line()
        writer.line(
          SwiftRenderer.modifier(plan.protocolAccess)
            + "protocol \(plan.type.simpleName)ObjCDependencyInjectable: AnyObject {}"
        )
      }
    } else {
      writeDeclarations(objc: false, to: &writer)
    }
  }

  private func writeDeclarations(objc: Bool, to writer: inout CodeWriter) {
    writer.line()
    writeProtocol(objc: objc, to: &writer)
    writer.line()
    ContainerRenderer(plan: plan, plans: plans, objc: objc).write(to: &writer)
  }

  private func writeProtocol(objc: Bool, to writer: inout CodeWriter) {
    let attribute = objc ? "@objc " : ""
    writer.block("\(attribute)\(SwiftRenderer.modifier(plan.protocolAccess))protocol \(plan.names.resolver) {") {
      writer in
      for member in Member.all(of: plan) {
        writer.line(member.requirement)
      }
    }
  }
}

/// One member of a resolver protocol: a property, or a function when the value is built from
/// parameters.
struct Member {
  let name: String
  let type: TypeExpression
  let parameters: [Dependency]

  /// The members in declaration order: parameters, references and registrations alike.
  static func all(of plan: ContainerPlan) -> [Member] {
    plan.type.dependencies.enumerated().map { index, dependency in
      switch dependency.kind {
      case .parameter(let type):
        return Member(name: dependency.name, type: type, parameters: [])
      case .reference(let type):
        return Member(name: dependency.name, type: type, parameters: plan.referenceParameters[index] ?? [])
      case .registration:
        let parameters = plan.registrations.first { $0.dependencyIndex == index }?.parameters ?? []
        return Member(name: dependency.name, type: dependency.exposedType, parameters: parameters)
      }
    }
  }

  var spelledName: String { SwiftIdentifier.spelling(of: name) }

  /// `var name: T { get }` or `func name(a: A) -> T`.
  var requirement: String { declaration + (parameters.isEmpty ? " { get }" : "") }

  /// `var name: T` or `func name(a: A) -> T`, without body.
  var declaration: String {
    if parameters.isEmpty { return "var \(spelledName): \(type)" }
    let list = parameters.map { "\(SwiftIdentifier.spelling(of: $0.name)): \($0.exposedType)" }.joined(separator: ", ")
    return "func \(spelledName)(\(list)) -> \(type)"
  }

  /// `name: name, other: other`: forwarding the function's parameters to a call.
  var forwardedArguments: String {
    parameters.map { "\(SwiftIdentifier.labelSpelling(of: $0.name)): \(SwiftIdentifier.spelling(of: $0.name))" }
      .joined(separator: ", ")
  }

  /// `name, other`: the parameters as closure arguments or positional values.
  var parameterNames: String {
    parameters.map { SwiftIdentifier.spelling(of: $0.name) }.joined(separator: ", ")
  }
}
