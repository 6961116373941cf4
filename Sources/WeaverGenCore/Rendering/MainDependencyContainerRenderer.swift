/// Writes Weaver 1.x's entry point, so that the code that starts a Weaver app compiles unchanged
/// (docs/generated-code.md, "Weaver's entry point"): `MainDependencyContainer`, a namespace with one
/// static function per root (and per isolated type), named as Weaver named it
/// (`appDelegateDependencyResolver`), taking the root's parameters and inputs as labelled arguments
/// and returning its resolver, built by its container's initializer. `XDependencyContainer(…)` stays
/// the documented way; this is for code written for Weaver.
///
/// Nothing is written when a type of the module would clash with the namespace (a type named
/// `MainDependencyContainer`, or an injectable `Main`, whose container has that name), and a
/// function name two types would share is left out rather than given to one of them.
enum MainDependencyContainerRenderer {
  static let namespace = "MainDependencyContainer"

  /// The namespace and its functions, or nothing when no type is started by hand or the name is
  /// taken. `declaredTypes` is the graph's table of the module's declared types: asked by digest,
  /// where a search of every name took 5.1 M instructions for the bench app's 60,000
  /// (docs/performance.md, stop 59).
  static func text(for plans: [ContainerPlan], declaredTypes: NameTable<DeclaredType>) -> String {
    let started = plans.filter { $0.isRoot || $0.type.isIsolated }
    guard !started.isEmpty, !declaredTypes.contains(namespace),
      !plans.contains(where: { $0.names.container == namespace })
    else { return "" }
    var plansByFunction: [String: [ContainerPlan]] = [:]
    for plan in started { plansByFunction[functionName(of: plan.type.name), default: []].append(plan) }
    var writer = CodeWriter()
    writer.line()
    writer.line("// MARK: - Weaver's entry point")
    writer.line()
    writer.line("/// Weaver 1.x's way to start a root, kept so that code written for Weaver compiles unchanged;")
    writer.line("/// `XDependencyContainer(…)` is the way to write new code.")
    writer.block("enum \(namespace) {") { writer in
      for (name, plans) in plansByFunction.sorted(by: { $0.key < $1.key }) where plans.count == 1 {
        writeFunction(name, for: plans[0], to: &writer)
      }
    }
    return writer.text
  }

  private static func writeFunction(_ name: String, for plan: ContainerPlan, to writer: inout CodeWriter) {
    let locals = InitializerRenderer.locals(of: plan)
    let parameters = InitializerRenderer.valueParameters(of: plan, locals: locals)
    let arguments =
      plan.parameters.map { "\(SwiftIdentifier.labelSpelling(of: $0.name)): \(locals[$0.name])" }
      + plan.inputs.map { "\(SwiftIdentifier.labelSpelling(of: $0.label)): \(locals[$0.label])" }
    let isolation = plan.initializerIsolation.memberAttribute(
      inside: .moduleDefault, defaultIsolation: plan.defaultIsolation)
    writer.block(
      "\(isolation)static func \(name)(\(parameters.joined(separator: ", "))) -> \(plan.names.resolver) {"
    ) { writer in
      writer.line("\(plan.names.container)(\(arguments.joined(separator: ", ")))")
    }
  }

  /// Weaver's name: the type's name without dots, its leading capitals lower-cased except the one
  /// that starts the next word (`URLSession` gives `urlSession`), then `DependencyResolver`, with an
  /// underscore between when the name holds one.
  static func functionName(of typeName: String) -> String {
    let name = typeName.filter { $0 != "." }
    let capitals = name.prefix { $0.isUppercase }
    let rest = name.dropFirst(capitals.count)
    let lowered =
      capitals.count > 1
      ? capitals.dropLast().lowercased() + capitals.suffix(1) + rest : capitals.lowercased() + rest
    return lowered + (name.contains("_") ? "_" : "") + "DependencyResolver"
  }
}
