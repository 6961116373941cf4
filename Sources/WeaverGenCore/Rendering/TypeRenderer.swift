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
  var requirement: String { declaration(binding: LocalNames([])) + (parameters.isEmpty ? " { get }" : "") }

  /// `var name: T` or `func name(a: A) -> T`, without body; a parameter that `locals` renames is
  /// written `label local: A`.
  func declaration(binding locals: LocalNames) -> String {
    if parameters.isEmpty { return "var \(spelledName): \(type)" }
    let list = parameters.map { locals.parameter($0.name, type: "\($0.exposedType)") }.joined(separator: ", ")
    return "func \(spelledName)(\(list)) -> \(type)"
  }

  /// The locals a container's implementation of this member binds its parameters to: they must
  /// not hide the private members its body reads.
  func locals(in plan: ContainerPlan) -> LocalNames {
    LocalNames(parameters.map(\.name), avoiding: plan.privateMembers)
  }
}
