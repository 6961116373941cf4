/// Reports references that no declaration on some path has the name of, where the nearest
/// ancestor declaring their type declares several (`ambiguous-reference`): a match by type is
/// only taken when it is the only one (docs/language.md, "Found by type"). One diagnostic per
/// reference, with every candidate and the paths to their owners as notes.
enum AmbiguousReferenceRule {
  static func check(_ resolved: ResolvedGraph) -> [Diagnostic] {
    let ambiguous = resolved.resolutions.references { !$0.ambiguities.isEmpty }
    return ambiguous.map { reference in
      let ambiguities = resolved.resolutions[reference]?.ambiguities ?? []
      let found = diagnostic(for: reference, ambiguities: ambiguities, in: resolved)
      // Another module's type's need is the registering module's to settle, as `ReferenceRule` says.
      let owner = resolved.graph.types[reference.type]
      guard owner.external != nil, let site = ambiguities.first?.chain.first else { return found }
      return ReferenceRule.relocated(found, to: site, owner: owner, in: resolved)
    }
  }

  private static func diagnostic(
    for reference: DependencyID, ambiguities: [ReferenceResolution.Ambiguity], in resolved: ResolvedGraph
  ) -> Diagnostic {
    let graph = resolved.graph
    let dependency = graph[reference]
    var candidates: [DependencyID] = []
    for ambiguity in ambiguities {
      for candidate in ambiguity.candidates where !candidates.contains(candidate) { candidates.append(candidate) }
    }
    var notes = candidates.map { candidate in
      DiagnosticNote(GraphMessages.candidateDeclaredHere(graph[candidate].signature), at: graph[candidate].location)
    }
    // Each hop once, nearest first, as the chains of a missing reference are printed.
    var printed: Set<DependencyID> = []
    for ambiguity in ambiguities {
      for site in ambiguity.chain where printed.insert(site).inserted {
        let built = graph.types[resolved.edges.builtType[site] ?? site.type].name
        let owner = graph.types[site.type].name
        let message =
          site == ambiguity.chain.last
          ? GraphMessages.builtByAmbiguousOwner(built, by: owner, type: dependency.exposedType.description)
          : GraphMessages.builtHere(built, by: owner, isRoot: false, missing: dependency.name, declaresOtherType: false)
        notes.append(DiagnosticNote(message, at: graph[site].location))
      }
    }
    let names = candidates.map { graph[$0].name }
    notes.append(
      DiagnosticNote(GraphMessages.ambiguousReferenceFix(dependency.name, candidates: names), at: dependency.location))
    let owners = candidates.map { resolved.owner(of: $0) }
    return .error(
      .ambiguousReference,
      GraphMessages.ambiguousReference(dependency.signature, count: candidates.count, owners: owners),
      at: dependency.location,
      notes: notes)
  }
}
