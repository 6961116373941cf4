/// Points at one dependency of one injectable type: `graph.types[type].dependencies[dependency]`.
struct DependencyReference: Hashable, Sendable, Comparable {
  var type: Int
  var dependency: Int

  static func < (lhs: DependencyReference, rhs: DependencyReference) -> Bool {
    (lhs.type, lhs.dependency) < (rhs.type, rhs.dependency)
  }
}

extension ModuleGraph {
  subscript(reference: DependencyReference) -> Dependency {
    types[reference.type].dependencies[reference.dependency]
  }
}
