/// Reports references that some registration path does not provide (`unresolvable-reference`),
/// or provides under the same name with another type (`type-mismatch`), with the paths as notes:
/// one diagnostic per reference, and a chain for every root on whose paths it is missing.
///
/// The "did you mean" search reads every declaration on a failing path, so it is made for the first
/// `NameSuggestion.searchLimit` failing references of a module (by type, then declaration) only;
/// the first reference left out says how many were (so no one takes a missing note for "nothing
/// near"). A missing reference is always offered the usual fix: registering it in the root of
/// each failing path.
enum ReferenceRule {
  static func check(_ resolved: ResolvedGraph) -> [Diagnostic] {
    let failing = resolved.resolutions.references { !$0.failures.isEmpty }
    var diagnostics = failing.enumerated().flatMap { position, reference in
      let failures = resolved.resolutions[reference]?.failures ?? []
      let suggesting = position < NameSuggestion.searchLimit
      guard resolved.graph.types[reference.type].external != nil else {
        return [diagnostic(for: reference, failures: failures, suggesting: suggesting, in: resolved)]
      }
      // What another module's type needs is the registering module's obligation: reported at each
      // registration that builds the type, where the user can act, with a note into the module.
      var sites: [DependencyID] = []
      var bySite: [DependencyID: [ReferenceResolution.Failure]] = [:]
      for failure in failures {
        let site = failure.chain.site
        if bySite[site] == nil { sites.append(site) }
        bySite[site, default: []].append(failure)
      }
      return sites.map { site in
        let found = diagnostic(for: reference, failures: bySite[site] ?? [], suggesting: suggesting, in: resolved)
        return relocated(found, to: site, owner: resolved.graph.types[reference.type], in: resolved)
      }
    }
    let leftOut = diagnostics.dropFirst(NameSuggestion.searchLimit).filter { $0.id == .unresolvableReference }
    if let first = leftOut.first, let index = diagnostics.firstIndex(of: first) {
      diagnostics[index].notes.append(
        DiagnosticNote(
          GraphMessages.suggestionsLeftOut(leftOut.count, limit: NameSuggestion.searchLimit), at: first.location))
    }
    return diagnostics
  }

  /// A problem of another module's type's need, moved to the registration `site` that builds it:
  /// the need itself becomes the first note.
  static func relocated(
    _ diagnostic: Diagnostic, to site: DependencyID, owner: InjectableType, in resolved: ResolvedGraph
  ) -> Diagnostic {
    let registration = resolved.graph[site]
    var moved = diagnostic
    moved.message = ModuleMessages.neededByModuleType(
      diagnostic.message, type: owner.name, registration: registration.signature)
    moved.location = registration.location
    let module = owner.external?.module ?? ""
    moved.notes.insert(DiagnosticNote(ModuleMessages.neededHere(module), at: diagnostic.location), at: 0)
    return moved
  }

  /// The first failure decides between a type mismatch and a missing reference, and gives the
  /// candidate and the "did you mean" note; every failure gives its chain.
  private static func diagnostic(
    for reference: DependencyID,
    failures: [ReferenceResolution.Failure],
    suggesting: Bool,
    in resolved: ResolvedGraph
  ) -> Diagnostic {
    let graph = resolved.graph
    let dependency = graph[reference]
    let first = failures[0]
    var notes = chainNotes(for: dependency, failures: failures, in: resolved)
    if let mismatch = first.mismatch {
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
    var meantAnotherName = false
    // A declaration of the type that a name on another path kept from matching says why it did not.
    let kept = keptByNameNotes(for: reference, in: resolved)
    notes += kept
    if suggesting, kept.isEmpty,
      let suggestion = suggestion(for: dependency, failure: first, failureCount: failures.count, in: resolved)
    {
      notes.append(suggestion.note)
      meantAnotherName = suggestion.isAnotherName
    }
    // A name that is likely a typo of one on the path is fixed by renaming, not by registering
    // the typo.
    if !meantAnotherName { notes += registerFixes(for: dependency, failures: failures, in: resolved) }
    return .error(
      .unresolvableReference, GraphMessages.unresolvableReference(dependency.signature), at: dependency.location,
      notes: notes)
  }

  /// The most hops printed of one path, and the most failing roots printed for one reference. A
  /// longer path is cut in the middle and further roots are counted, so that the report on a
  /// module grows with the module, not with the square of its depth: a chain of types that each
  /// miss a value of their own once printed the whole chain for each of them (issue 18).
  static let printedHopLimit = 12
  static let printedRootLimit = 8

  /// One note per type whose declaration of the reference's type would have provided it by type,
  /// but for the reference's name declared on another path above it (docs/language.md, "Found by
  /// type", "One answer per type").
  private static func keptByNameNotes(for reference: DependencyID, in resolved: ResolvedGraph) -> [DiagnosticNote] {
    let graph = resolved.graph
    let name = graph[reference].name
    var owners: Set<Int> = []
    return (resolved.resolutions[reference]?.keptByName ?? []).compactMap { candidate in
      guard owners.insert(candidate.type).inserted else { return nil }
      let declaration = graph[candidate]
      return DiagnosticNote(
        GraphMessages.keptByName(declaration.signature, owner: resolved.owner(of: candidate), name: name),
        at: declaration.location)
    }
  }

  /// One note per hop, each at the registration that builds the type below it: the first chain
  /// whole, from the referencing type up to its root; then, for each further failing root, the
  /// hops not printed yet, nearest first, up to that root. The chains meet in a tree, so each hop
  /// is printed once. A public root adds how to receive the value from outside. A path longer
  /// than `printedHopLimit` keeps its nearest hops and its root, with the count of those between.
  private static func chainNotes(
    for dependency: Dependency,
    failures: [ReferenceResolution.Failure],
    in resolved: ResolvedGraph
  ) -> [DiagnosticNote] {
    let graph = resolved.graph
    let name = dependency.name
    var printed: Set<DependencyID> = []
    var notes: [DiagnosticNote] = []
    func printHop(_ site: DependencyID, isRoot: Bool) {
      printed.insert(site)
      let built = graph.types[resolved.edges.builtType[site] ?? site.type].name
      let owner = graph.types[site.type]
      let declaresOtherType = owner.dependency(named: name) != nil
      let message = GraphMessages.builtHere(
        built, by: owner.name, isRoot: isRoot, missing: name, declaresOtherType: declaresOtherType)
      notes.append(DiagnosticNote(message, at: graph[site].location))
      if isRoot && owner.accessLevel >= .public {
        notes.append(DiagnosticNote(GraphMessages.publicRootFix(owner.name, name: name), at: owner.location))
      }
    }
    for failure in failures.prefix(printedRootLimit) {
      let path = failure.chain
      var shared = 0
      let unprinted = path.lazy.drop { site in
        guard printed.contains(site) else { return false }
        shared += 1
        return true
      }
      let nearest = Array(unprinted.prefix(printedHopLimit))
      let unprintedCount = path.count - shared
      guard unprintedCount > printedHopLimit else {
        for site in nearest { printHop(site, isRoot: site == path.root) }
        continue
      }
      for site in nearest.dropLast() { printHop(site, isRoot: false) }
      let leftOut = unprintedCount - nearest.count
      notes.append(
        DiagnosticNote(
          GraphMessages.hopsLeftOut(leftOut, missing: name, root: graph.types[path.root.type].name),
          at: graph[nearest[nearest.count - 1]].location))
      printHop(path.root, isRoot: true)
    }
    if failures.count > printedRootLimit {
      notes.append(
        DiagnosticNote(
          GraphMessages.rootsLeftOut(failures.count - printedRootLimit, missing: name), at: dependency.location))
    }
    return notes
  }

  /// One note per root of a failing path, at its declaration: registering the value there
  /// provides it to every type that root builds, on that path and any other.
  private static func registerFixes(
    for dependency: Dependency, failures: [ReferenceResolution.Failure], in resolved: ResolvedGraph
  ) -> [DiagnosticNote] {
    let graph = resolved.graph
    var roots: [Int] = []
    for failure in failures.prefix(printedRootLimit) where !roots.contains(failure.chain.root.type) {
      roots.append(failure.chain.root.type)
    }
    let lookup = TypeLookup(graph: graph)
    return roots.map { root in
      let owner = graph.types[root]
      let kind = ConstructibilityRule.unbuildableKind(of: dependency.exposedType, from: owner.name, lookup: lookup)
      return DiagnosticNote(
        GraphMessages.registerFix(
          dependency.name, type: dependency.exposedType.description, in: owner.name, unbuildableKind: kind),
        at: owner.location)
    }
  }

  /// A "did you mean" note: a declaration on the first failing path with the wanted type under
  /// another name, else one with a near name (`isAnotherName`), else a registration of that name
  /// off the failing paths.
  private static func suggestion(
    for dependency: Dependency,
    failure: ReferenceResolution.Failure,
    failureCount: Int,
    in resolved: ResolvedGraph
  ) -> (note: DiagnosticNote, isAnotherName: Bool)? {
    let graph = resolved.graph
    let visible = failure.chain.flatMap { graph.types[$0.type].dependencies }
    if let sameType = visible.first(where: { $0.provides(dependency.exposedType) }) {
      return (
        DiagnosticNote(GraphMessages.didYouMean(sameType.name, provides: sameType.signature), at: sameType.location),
        true
      )
    }
    if let near = NameSuggestion.closest(to: dependency.name, among: visible.map(\.name)),
      let declaration = visible.first(where: { $0.name == near })
    {
      return (
        DiagnosticNote(GraphMessages.didYouMean(near, provides: declaration.signature), at: declaration.location), true
      )
    }
    for type in graph.types {
      if let elsewhere = type.dependency(named: dependency.name), elsewhere.registration != nil,
        elsewhere.provides(dependency.exposedType)
      {
        return (
          DiagnosticNote(
            GraphMessages.registeredElsewhere(dependency.name, by: type.name, pathCount: failureCount),
            at: elsewhere.location),
          false
        )
      }
    }
    return nil
  }
}
