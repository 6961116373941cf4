/// An Objective-C bridged type's resolver protocol is `@objc` on Apple platforms (docs/generated-code.md), and
/// every member of an `@objc` protocol needs a type Objective-C can represent. The `#else` branch
/// compiles on Linux whatever the types, so without this rule the mistake would surface only in
/// an Apple build, as an error in the generated file. Report it at the annotation instead.
///
/// Only what the module's declarations prove is reported: a struct, an actor, an enum or protocol
/// not marked `@objc`, a class with no superclass outside the module's own Swift classes, and
/// tuples. Types from other modules (`String`, `UIView`) are assumed representable: the compiler
/// knows them, weaver-gen does not.
enum ObjCRepresentationRule {
  static func check(_ plans: [ContainerPlan], in resolved: ResolvedGraph) -> [Diagnostic] {
    let lookup = TypeLookup(graph: resolved.graph)
    var diagnostics: [Diagnostic] = []
    for plan in plans where plan.isObjC {
      for (dependency, member) in zip(plan.type.dependencies, plan.members) {
        // A bridged type's whole resolver is `@objc`; elsewhere only what `name.objc = true` bridges.
        let bridging = dependency.registration.flatMap { $0.isObjC ? $0.objcLocation : nil }
        guard plan.type.isObjCBridged || bridging != nil else { continue }
        let types = [member.type] + member.parameters.map(\.exposedType)
        guard
          let problem = types.lazy.compactMap({ unrepresentable($0, from: plan.type.name, lookup: lookup) }).first
        else { continue }
        let declaredHere = problem.location.map { [DiagnosticNote(GraphMessages.declaredHere(problem.name), at: $0)] }
        if let bridging, !plan.type.isObjCBridged {
          diagnostics.append(
            .error(
              .objcIncompatibleType,
              ContainerMessages.objcIncompatibleDependency(
                dependency.signature, named: problem.name, kind: problem.kind),
              at: bridging,
              notes: [DiagnosticNote(GraphMessages.declaredHere(dependency.name), at: dependency.location)]
                + (declaredHere ?? [])))
          continue
        }
        diagnostics.append(
          .error(
            .objcIncompatibleType,
            ContainerMessages.objcIncompatibleType(
              dependency.signature, owner: plan.type.name, named: problem.name, kind: problem.kind),
            at: dependency.location,
            notes: declaredHere ?? []
          )
        )
      }
    }
    return diagnostics
  }

  /// The part of `type` that Objective-C provably cannot represent, with what it is.
  private struct Problem {
    var name: String
    var kind: String
    var location: SourceLocation?
  }

  private static func unrepresentable(_ type: TypeExpression, from owner: String, lookup: TypeLookup) -> Problem? {
    switch type.normalized {
    case .nominal(let components) where components.allSatisfy({ $0.genericArguments.isEmpty }):
      let name = components.map(\.name).joined(separator: ".")
      guard let (qualified, declared) = lookup.declaredType(named: name, from: owner),
        let kind = unrepresentableKind(of: qualified, declared, lookup: lookup)
      else { return nil }
      return Problem(name: qualified, kind: kind, location: declared.location)
    case .optional(let wrapped), .array(let wrapped):
      return unrepresentable(wrapped, from: owner, lookup: lookup)
    case .dictionary(let key, let value):
      return unrepresentable(key, from: owner, lookup: lookup) ?? unrepresentable(value, from: owner, lookup: lookup)
    case .composition(let members):
      return members.lazy.compactMap { unrepresentable($0, from: owner, lookup: lookup) }.first
    case .tuple(let elements) where !elements.isEmpty:
      return Problem(name: type.description, kind: "a tuple", location: nil)
    default:
      return nil
    }
  }

  private static func unrepresentableKind(of name: String, _ declared: DeclaredType, lookup: TypeLookup) -> String? {
    switch declared.kind {
    case .struct: "a struct"
    case .actor: "an actor"
    case .enum: declared.isObjC ? nil : "an enum not marked '@objc'"
    case .protocol: declared.isObjC ? nil : "a protocol not marked '@objc'"
    case .class: isPureSwiftClass(name, declared, lookup: lookup) ? "a class that does not inherit from NSObject" : nil
    case .extension: nil
    }
  }

  /// Whether the module proves the class has no Objective-C ancestor: its first inherited type is
  /// absent, a protocol (of the module, `AnyObject`, or a standard one structs may adopt), or a
  /// class of the module that is itself pure Swift. A superclass from another module could be
  /// `NSObject` or derive from it.
  private static func isPureSwiftClass(_ name: String, _ declared: DeclaredType, lookup: TypeLookup) -> Bool {
    var visited: Set<String> = []
    var current = (name, declared)
    while visited.insert(current.0).inserted {
      guard let first = current.1.inheritedTypes.first else { return true }
      if first == "AnyObject" || ClassBoundness.unboundStandardProtocols.contains(first) { return true }
      guard let superclass = lookup.declaredType(named: first, from: current.0) else { return false }
      switch superclass.declaration.kind {
      case .protocol: return true
      case .class: current = superclass
      default: return false
      }
    }
    return false
  }
}
