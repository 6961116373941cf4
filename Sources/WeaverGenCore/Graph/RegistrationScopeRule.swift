/// Checks each registration's scope against what it builds (docs/language.md, "Parameters", "Scopes"):
/// a type that takes parameters must be built anew for each call (`.transient`; `.weak` is
/// allowed with a warning), and `.weak` needs a class instance (`WeakValueProblem`).
enum RegistrationScopeRule {
  static func check(_ resolved: ResolvedGraph) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let graph = resolved.graph
    let lookup = TypeLookup(graph: graph)
    // By identifier, each dependency lent: a copy of every type and dependency of the module
    // retained each of their strings and lists.
    for site in graph.dependencyIDs {
      // Scope and parameters asked in place; the registration and the parameter are copied only
      // for a registration with something to report: a copy of every registration, and of each
      // dependency of the type it builds up to its first parameter, retained each of their
      // strings and types.
      guard let scope = graph[site].registrationScope else { continue }
      let built = resolved.edges.builtType[site]
      let parameterIndex = built.flatMap { built in
        graph.types[built].dependencies.indices.first { graph.types[built].dependencies[$0].isParameter }
      }
      guard parameterIndex != nil || scope == .weak, let registration = graph[site].registration else { continue }
      let scopeLocation = registration.scopeLocation ?? graph[site].location
      if let built, let parameterIndex {
        let parameter = graph.types[built].dependencies[parameterIndex]
        let builtName = graph.types[built].name
        let note = DiagnosticNote(GraphMessages.parameterDeclaredHere(parameter.signature), at: parameter.location)
        switch registration.scope {
        case .container, .lazy:
          diagnostics.append(
            .error(
              .parametersNeedTransientScope,
              GraphMessages.parametersNeedTransient(
                builtName, registration: graph[site].name, scope: registration.scope),
              at: scopeLocation,
              notes: [note] + referenceFixes(for: built, in: resolved)
            )
          )
        case .weak:
          diagnostics.append(
            .warning(
              .weakParameters, GraphMessages.weakParameters(builtName, registration: graph[site].name),
              at: scopeLocation, notes: [note])
          )
        case .transient:
          break
        }
      }
      if registration.scope == .weak,
        let problem = WeakValueProblem.find(in: registration, from: graph.types[site.type].name, lookup: lookup)
      {
        diagnostics.append(
          .error(
            .weakValueType,
            problem.message(registration: graph[site].name),
            at: scopeLocation,
            notes: problem.notes
          )
        )
      }
    }
    return diagnostics
  }

  /// When every type that registers `built` declares each of its parameters under the same name
  /// and type, the parameters were likely meant to be shared: offer turning each into a reference
  /// (which `.transient` would not do: it rebuilds the object per access, with arguments).
  private static func referenceFixes(for built: Int, in resolved: ResolvedGraph) -> [DiagnosticNote] {
    let graph = resolved.graph
    let parameters = graph.types[built].parameters
    let registrants = resolved.edges.registrants[built].map { graph.types[$0.type] }
    let shared = parameters.allSatisfy { parameter in
      registrants.allSatisfy { $0.dependency(named: parameter.name)?.provides(parameter.exposedType) ?? false }
    }
    guard shared, let registrant = registrants.first else { return [] }
    return parameters.map { parameter in
      DiagnosticNote(
        GraphMessages.parameterAsReference(
          parameter.name, type: parameter.exposedType.description, registrant: registrant.name),
        at: parameter.location)
    }
  }
}
