/// Checks each registration's scope against what it builds (docs/language.md, "Parameters", "Scopes"):
/// a type that takes parameters must be built anew for each call (`.transient`; `.weak` is
/// allowed with a warning), and `.weak` needs a class instance (`WeakValueProblem`).
enum RegistrationScopeRule {
  static func check(_ resolved: ResolvedGraph) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let graph = resolved.graph
    let lookup = TypeLookup(graph: graph)
    for (typeIndex, type) in graph.types.enumerated() {
      for (dependencyIndex, dependency) in type.dependencies.enumerated() {
        guard let registration = dependency.registration else { continue }
        let site = DependencyID(type: typeIndex, dependency: dependencyIndex)
        let scopeLocation = registration.scopeLocation ?? dependency.location
        if let built = resolved.edges.builtType[site], let parameter = graph.types[built].parameters.first {
          let builtName = graph.types[built].name
          let note = DiagnosticNote(GraphMessages.parameterDeclaredHere(parameter.signature), at: parameter.location)
          switch registration.scope {
          case .container, .lazy:
            diagnostics.append(
              .error(
                .parametersNeedTransientScope,
                GraphMessages.parametersNeedTransient(
                  builtName, registration: dependency.name, scope: registration.scope),
                at: scopeLocation,
                notes: [note]
              )
            )
          case .weak:
            diagnostics.append(
              .warning(
                .weakParameters, GraphMessages.weakParameters(builtName, registration: dependency.name),
                at: scopeLocation, notes: [note])
            )
          case .transient:
            break
          }
        }
        if registration.scope == .weak,
          let problem = WeakValueProblem.find(in: registration, from: type.name, lookup: lookup)
        {
          diagnostics.append(
            .error(
              .weakValueType,
              problem.message(registration: dependency.name),
              at: scopeLocation,
              notes: problem.notes
            )
          )
        }
      }
    }
    return diagnostics
  }
}
