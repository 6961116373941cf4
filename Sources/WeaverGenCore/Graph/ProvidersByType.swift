/// Each injectable type's declarations indexed by the types they provide, for finding a reference
/// by type where no declaration on its path has its name (docs/language.md, "Found by type").
///
/// A declaration provides what `Dependency.provides` accepts: a registration its stored (concrete)
/// type and its abstract type, a parameter or a reference its type, each compared in normalized
/// spelling. Built once per graph, and only when some reference is not found by name, so that
/// looking a type up is one dictionary read rather than a walk over a type's declarations.
struct ProvidersByType: Sendable {
  /// For each type, its declarations by normalized provided type, in declaration order.
  private let index: [[TypeExpression: [Int]]]

  init(_ graph: ModuleGraph) {
    index = graph.types.map { type in
      var byType: [TypeExpression: [Int]] = [:]
      for (position, dependency) in type.dependencies.enumerated() {
        var provided = [dependency.exposedType.normalized]
        if let registration = dependency.registration {
          let stored = registration.storedType.normalized
          if stored != provided[0] { provided.append(stored) }
        }
        for key in provided { byType[key, default: []].append(position) }
      }
      return byType
    }
  }

  /// The declarations of `type` that provide `wanted` (normalized), in declaration order.
  func candidates(in type: Int, providing wanted: TypeExpression) -> [Int] {
    index[type][wanted] ?? []
  }
}
