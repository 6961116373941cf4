/// Writes a public or package type's entry initializer (docs/generated-code.md, "Across
/// modules"), in an extension of the type:
///
/// ```swift
/// extension ProfileScreen {
///   public convenience init(userID: Int, api: API) {
///     self.init(injecting: ProfileScreenDependencyContainer(userID: userID, api: api))
///   }
/// }
/// ```
///
/// Its arguments are the container's value initializer's: the type's parameters, then what it
/// needs from whoever builds it, which is Weaver 1.x's order; when the type has both, Weaver
/// 0.12's order (inputs first) is written too, so code written against either keeps compiling.
/// When the initializer cannot be generated, a comment says why.
struct EntryInitializerRenderer {
  let plan: ContainerPlan

  func write(to writer: inout CodeWriter) {
    guard let entry = plan.entry else { return }
    writer.line()
    if let unavailable = entry.unavailability {
      writer.line("// `\(plan.type.name)` has no \(entry.access) entry initializer: \(unavailable.reason).")
      return
    }
    let locals = InitializerRenderer.locals(of: plan)
    let parameters = plan.parameters.map { locals.parameter($0.name, type: $0.exposedType.declarationParameter) }
    let inputs = plan.inputs.map { locals.parameter($0.label, type: $0.need.type.declarationParameter) }
    let forwarded = (plan.parameters.map(\.name) + plan.inputs.map(\.label)).map {
      "\(SwiftIdentifier.labelSpelling(of: $0)): \(locals[$0])"
    }
    let attribute = plan.initializerIsolation.memberAttribute(
      inside: plan.typeIsolation, defaultIsolation: plan.defaultIsolation)
    let head: Code = "\(attribute)\(entry.access) \(plan.type.kind == .class ? "convenience init" : "init")"
    let body: Code = "self.init(injecting: \(plan.names.container)(\(forwarded.joined(separator: ", "))))"
    writer.block("extension \(plan.type.name) {") { writer in
      writer.line("/// Builds `\(plan.type.simpleName)` with what it needs, from code that does not see its container.")
      writer.block("\(head)(\((parameters + inputs).joined(separator: ", "))) {") { $0.line(body) }
      guard !parameters.isEmpty, !inputs.isEmpty else { return }
      let reordered = plan.inputs.map(\.label) + plan.parameters.map(\.name)
      guard !plan.type.otherInitializers.contains(where: { $0.accepts(labels: reordered) }) else { return }
      writer.line("/// The same, with its arguments in Weaver 0.12's order.")
      writer.block("\(head)(\((inputs + parameters).joined(separator: ", "))) {") { $0.line(body) }
    }
  }
}
