/// Points at one dependency of one injectable type: `graph.types[type].dependencies[dependency]`.
public struct DependencyReference: Hashable, Sendable, Comparable {
  public var type: Int
  public var dependency: Int

  public init(type: Int, dependency: Int) {
    self.type = type
    self.dependency = dependency
  }

  public static func < (lhs: DependencyReference, rhs: DependencyReference) -> Bool {
    (lhs.type, lhs.dependency) < (rhs.type, rhs.dependency)
  }
}

extension ModuleGraph {
  public subscript(reference: DependencyReference) -> Dependency {
    types[reference.type].dependencies[reference.dependency]
  }
}
