/// A root (a type nobody registers) has nobody above it to provide its references. That is an
/// error unless the root is public or open, whose container then takes the references as
/// initializer arguments, or isolated, which is not checked until something registers it. The
/// fixes: make the root public, register it in a type that provides the value, or let it build the
/// value itself.
enum RootReferenceRule {
  static func check(_ resolved: ResolvedGraph) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let lookup = TypeLookup(graph: resolved.graph)
    for (index, type) in resolved.graph.types.enumerated() where resolved.edges.isRoot(index) {
      guard type.accessLevel < .public, !type.isIsolated, type.external == nil else { continue }
      for reference in type.references {
        diagnostics.append(
          .error(
            .unresolvableReference,
            GraphMessages.rootReference(reference.signature, root: type.name),
            at: reference.location,
            notes: [
              DiagnosticNote(GraphMessages.rootReferenceFix(root: type.name, name: reference.name), at: type.location),
              DiagnosticNote(
                GraphMessages.registerInRootFix(
                  reference.name, type: reference.exposedType.description, in: type.name,
                  unbuildableKind: ConstructibilityRule.unbuildableKind(
                    of: reference.exposedType, from: type.name, lookup: lookup)),
                at: reference.location),
            ]
          )
        )
      }
    }
    return diagnostics
  }
}
