/// Each injectable type's declarations indexed by the types they provide, for finding a reference
/// by type where no declaration on its path has its name (docs/language.md, "Found by type").
///
/// A declaration is found by the type it is exposed as, as Weaver 1.x found it: a registration by
/// its abstract type (its concrete type when it has none), a parameter or a reference by its type,
/// each in normalized spelling; a registration exposed as a composition `A & B` is also found by
/// `A` and by `B`. Built once per graph, and only when some reference is not found by name, so
/// that looking a type up is one dictionary read rather than a walk over a type's declarations.
struct ProvidersByType: Sendable {
  /// For each type, its declarations by normalized provided type, in declaration order.
  private let index: [[TypeExpression: [Int]]]
  /// For each provided type, how many types declare it.
  private let declaringTypeCounts: [TypeExpression: Int]

  init(_ graph: ModuleGraph) {
    index = graph.types.map { type in
      var byType: [TypeExpression: [Int]] = [:]
      for (position, dependency) in type.dependencies.enumerated() {
        let exposed = dependency.exposedType.normalized
        byType[exposed, default: []].append(position)
        if dependency.registration?.abstract != nil, case .composition(let parts) = exposed {
          for part in parts { byType[part, default: []].append(position) }
        }
      }
      return byType
    }
    var counts: [TypeExpression: Int] = [:]
    for byType in index {
      for type in byType.keys { counts[type, default: 0] += 1 }
    }
    declaringTypeCounts = counts
  }

  /// How many types declare something that provides `wanted` (normalized): a reference of a type
  /// only its own type declares can be found by type nowhere.
  func typesDeclaring(_ wanted: TypeExpression) -> Int { declaringTypeCounts[wanted] ?? 0 }

  /// The declarations of `type` that provide `wanted` (normalized), in declaration order.
  func candidates(in type: Int, providing wanted: TypeExpression) -> [Int] {
    index[type][wanted] ?? []
  }
}
