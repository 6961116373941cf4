/// An isolated type (`self.isIsolated = true`) is outside the graph for now; a type inside the
/// graph registering it means the marker is stale, and the checks it suppresses would be wrong.
enum IsolationRule {
  static func check(_ resolved: ResolvedGraph) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let types = resolved.graph.types
    for site in resolved.graph.dependencyIDs {
      guard let built = resolved.edges.builtType[site], let isolation = types[built].isolation,
        !types[site.type].isIsolated
      else { continue }
      diagnostics.append(
        .error(
          .isolatedTypeRegistered,
          GraphMessages.isolatedTypeRegistered(types[built].name, by: types[site.type].name),
          at: resolved.location(of: site),
          notes: [DiagnosticNote(GraphMessages.removeIsolation(types[built].name), at: isolation)]
        )
      )
    }
    return diagnostics
  }
}
