/// Checks each registration's scope against what it builds (DESIGN §4, "Parameters", "Scopes"):
/// a type that takes parameters must be built anew for each call (`.transient`; `.weak` is
/// allowed with a warning), and `.weak` needs a class instance.
enum RegistrationScopeRule {
  static func check(_ resolved: ResolvedGraph) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let graph = resolved.graph
    let lookup = TypeLookup(graph: graph)
    for (typeIndex, type) in graph.types.enumerated() {
      for (dependencyIndex, dependency) in type.dependencies.enumerated() {
        guard let registration = dependency.registration else { continue }
        let site = DependencyReference(type: typeIndex, dependency: dependencyIndex)
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
          let valueKind = valueKind(of: registration.concrete, from: type.name, lookup: lookup)
        {
          diagnostics.append(
            .error(
              .weakValueType,
              GraphMessages.weakValueType(dependency.name, type: registration.concrete.description, kind: valueKind),
              at: scopeLocation
            )
          )
        }
      }
    }
    return diagnostics
  }

  /// What makes `type` a value that cannot be held weakly, or `nil` when it may be a class: a
  /// struct or enum of the module, or a form that is always a value (array, dictionary, tuple,
  /// function, optional).
  private static func valueKind(of type: TypeExpression, from owner: String, lookup: TypeLookup) -> String? {
    switch type.normalized {
    case .nominal:
      switch lookup.declaredKind(of: type, from: owner) {
      case .struct: return "struct"
      case .enum: return "enum"
      default: return nil
      }
    case .array: return "array"
    case .dictionary: return "dictionary"
    case .tuple: return "tuple"
    case .function: return "function"
    case .optional, .implicitlyUnwrappedOptional: return "optional"
    default: return nil
    }
  }
}
