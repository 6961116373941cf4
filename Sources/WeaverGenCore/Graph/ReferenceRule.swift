/// Reports references that some registration path does not provide (`unresolvable-reference`),
/// or provides under the same name with another type (`type-mismatch`), with the path as notes.
enum ReferenceRule {
  static func check(_ resolved: ResolvedGraph) -> [Diagnostic] {
    resolved.resolutions.compactMap { reference, resolution in
      resolution.failure.map { diagnostic(for: reference, failure: $0, in: resolved) }
    }
  }

  private static func diagnostic(
    for reference: DependencyReference,
    failure: ReferenceResolution.Failure,
    in resolved: ResolvedGraph
  ) -> Diagnostic {
    let graph = resolved.graph
    let dependency = graph[reference]
    var notes = chainNotes(for: dependency.name, failure: failure, in: resolved)
    if let mismatch = failure.mismatch {
      let candidate = graph[mismatch]
      notes.insert(
        DiagnosticNote(GraphMessages.candidateDeclaredHere(candidate.signature), at: candidate.location),
        at: 0
      )
      return .error(
        .typeMismatch,
        GraphMessages.typeMismatch(
          dependency.signature, candidate: candidate.signature, owner: resolved.owner(of: mismatch)),
        at: dependency.location,
        notes: notes
      )
    }
    if let suggestion = suggestion(for: dependency, failure: failure, in: resolved) {
      notes.append(suggestion)
    }
    return .error(
      .unresolvableReference, GraphMessages.unresolvableReference(dependency.signature), at: dependency.location,
      notes: notes)
  }

  /// One note per hop, from the referencing type up to the root, each at the registration that
  /// builds the type below it; then, for a public root, how to receive the value from outside.
  private static func chainNotes(
    for name: String,
    failure: ReferenceResolution.Failure,
    in resolved: ResolvedGraph
  ) -> [DiagnosticNote] {
    let graph = resolved.graph
    var notes: [DiagnosticNote] = []
    for (position, site) in failure.chain.enumerated() {
      let built = graph.types[resolved.edges.builtType[site] ?? site.type].name
      let owner = graph.types[site.type]
      let isRoot = position == failure.chain.count - 1
      let declaresOtherType = owner.dependency(named: name) != nil
      let message = GraphMessages.builtHere(
        built, by: owner.name, isRoot: isRoot, missing: name, declaresOtherType: declaresOtherType)
      notes.append(DiagnosticNote(message, at: graph[site].location))
      if isRoot && owner.accessLevel >= .public {
        notes.append(DiagnosticNote(GraphMessages.publicRootFix(owner.name, name: name), at: owner.location))
      }
    }
    return notes
  }

  /// A "did you mean" note: a declaration on the failing path with the wanted type under another
  /// name, else one with a near name, else a registration of that name elsewhere in the module.
  private static func suggestion(
    for dependency: Dependency,
    failure: ReferenceResolution.Failure,
    in resolved: ResolvedGraph
  ) -> DiagnosticNote? {
    let graph = resolved.graph
    let visible = failure.chain.flatMap { graph.types[$0.type].dependencies }
    if let sameType = visible.first(where: { $0.provides(dependency.exposedType) }) {
      return DiagnosticNote(
        GraphMessages.didYouMean(sameType.name, provides: sameType.signature), at: sameType.location)
    }
    if let near = NameSuggestion.closest(to: dependency.name, among: visible.map(\.name)),
      let declaration = visible.first(where: { $0.name == near })
    {
      return DiagnosticNote(GraphMessages.didYouMean(near, provides: declaration.signature), at: declaration.location)
    }
    for type in graph.types {
      if let elsewhere = type.dependency(named: dependency.name), elsewhere.registration != nil,
        elsewhere.provides(dependency.exposedType)
      {
        return DiagnosticNote(GraphMessages.registeredElsewhere(dependency.name, by: type.name), at: elsewhere.location)
      }
    }
    return nil
  }
}
