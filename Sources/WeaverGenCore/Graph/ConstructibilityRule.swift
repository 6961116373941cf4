/// A registration without a builder is built with `Concrete(injecting:)` or `Concrete()`. That
/// cannot work for a protocol of the module or for a type that has no initializer at all (an
/// existential, a function, a tuple, a metatype): the generated file would not compile, far from
/// the annotation at fault. Report it at the annotation instead.
enum ConstructibilityRule {
  static func check(_ resolved: ResolvedGraph) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let graph = resolved.graph
    let lookup = TypeLookup(graph: graph)
    // By identifier, each dependency lent: a copy of every type and dependency of the module
    // retained each of their strings and lists, most of this rule's time.
    // The registration is copied only for a message.
    for site in graph.dependencyIDs where !graph[site].isBuiltByBuilder {
      guard let constructed = graph[site].constructedType,
        let what = unbuildableKind(of: constructed, from: graph.types[site.type].name, lookup: lookup),
        let registration = graph[site].registration
      else { continue }
      diagnostics.append(
        .error(
          .unbuildableRegistration,
          GraphMessages.unbuildableRegistration(graph[site].name, type: registration.concrete.description, kind: what),
          at: graph[site].location
        )
      )
    }
    return diagnostics
  }

  /// What `type` is when weaver-gen cannot build it with an initializer, else `nil`.
  static func unbuildableKind(of type: TypeExpression, from owner: String, lookup: TypeLookup) -> String? {
    switch type.normalized {
    case .nominal: lookup.declaredKind(of: type, from: owner) == .protocol ? "protocol" : nil
    case .existential, .composition: "protocol"
    case .opaque: "opaque type"
    case .function: "function type"
    case .tuple(let elements) where !elements.isEmpty: "tuple type"
    case .metatype: "metatype"
    default: nil
    }
  }
}
