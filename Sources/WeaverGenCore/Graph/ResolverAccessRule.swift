/// A public (or package) type whose `init(injecting:)` is public (or package) too gets a public
/// (or package) resolver protocol, which lists its
/// dependencies with their types (docs/language.md, "Access"). A type of the module that is less visible
/// than the protocol cannot appear there: Swift would reject the generated file, far from the
/// annotation, with an error about code the user did not write. Report it at the annotation.
///
/// Types declared outside the module are not checked: their access is unknown here.
enum ResolverAccessRule {
  static func check(_ resolved: ResolvedGraph) -> [Diagnostic] {
    let graph = resolved.graph
    let lookup = TypeLookup(graph: graph)
    var diagnostics: [Diagnostic] = []
    // Asked in place first: most types are internal, and a copy of a type retains its lists.
    for typeIndex in graph.types.indices where graph.types[typeIndex].external == nil {
      let access = InjectableType.resolverAccessLevel(
        accessLevel: graph.types[typeIndex].accessLevel, initializers: graph.types[typeIndex].initializers)
      guard access >= .package else { continue }
      let type = graph.types[typeIndex]
      for (dependencyIndex, dependency) in type.dependencies.enumerated() {
        let site = DependencyID(type: typeIndex, dependency: dependencyIndex)
        for name in memberTypeNames(of: dependency, at: site, in: resolved) {
          guard let (qualified, declared) = lookup.declaredType(named: name, from: type.name),
            declared.accessLevel < access
          else { continue }
          diagnostics.append(
            .error(
              .inaccessibleType,
              GraphMessages.inaccessibleType(
                dependency.signature, owner: type.name, access: access, named: qualified,
                namedAccess: declared.accessLevel),
              at: dependency.location,
              notes: [DiagnosticNote(GraphMessages.declaredHere(qualified), at: declared.location)]
            )
          )
          break
        }
      }
    }
    return diagnostics
  }

  /// The types the protocol member for `dependency` names: its exposed type, and for a
  /// registration of a type that takes parameters, the parameters' types (the member is then a
  /// function of them).
  private static func memberTypeNames(
    of dependency: Dependency, at site: DependencyID, in resolved: ResolvedGraph
  ) -> [String] {
    var names = dependency.exposedType.namedTypes
    if let built = resolved.edges.builtType[site] {
      for parameter in resolved.graph.types[built].dependencies where parameter.isParameter {
        names += parameter.exposedType.namedTypes
      }
    }
    return names
  }
}
