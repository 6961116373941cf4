/// Generated code builds each injectable type that is registered without a builder by calling
/// `X(injecting: XDependencyContainer(…))`. That initializer is the user's: check it where the user
/// wrote it (docs/generated-code.md), so that the generated file is never where a wrong label, a wrong type,
/// `async`, `throws` or a missing initializer is first reported.
///
/// The initializers are the scanner's (`FileSummary.initializers`): those declared in the type's
/// body and its extensions in the module. A class whose module superclass declares an
/// `init(injecting:)` may inherit it, and is left to the compiler.
enum InjectingInitializerRule {
  static func check(_ resolved: ResolvedGraph) -> [Diagnostic] {
    let graph = resolved.graph
    let lookup = TypeLookup(graph: graph)
    var diagnostics: [Diagnostic] = []
    let firstSites = firstSitesBuildingWithoutBuilder(resolved)
    for typeIndex in graph.types.indices {
      // Only the types a registration builds without a builder; each type's fields read in place
      // (a copy of a type retains each of its lists).
      guard let firstSite = firstSites[typeIndex] else { continue }
      let name = graph.types[typeIndex].name
      // A class the module does not declare (written in Objective-C, made injectable by its
      // bridging extension) declares its initializer where the scanner cannot see it, as
      // `initWithInjecting:` in its header: the compiler checks that one.
      guard graph.declaredTypes.contains(name) else { continue }
      let initializers = graph.types[typeIndex].initializers
      // The injecting initializers read in place; the first one's problem is the one reported.
      var firstProblem: (message: String, location: SourceLocation)?
      var isBuildable = false
      for index in initializers.indices where initializers[index].declaration.isInjecting {
        // The names are made only if the initializer needs more than a comparison of bytes.
        guard
          let message = problem(
            with: initializers[index].declaration, ofTypeNamed: name, names: GeneratedNames(typeName: name))
        else {
          isBuildable = true
          break
        }
        if firstProblem == nil { firstProblem = (message, initializers[index].location) }
      }
      if isBuildable { continue }
      let names = GeneratedNames(typeName: name)
      if let firstProblem {
        diagnostics.append(.error(.invalidInitializer, firstProblem.message, at: firstProblem.location))
        continue
      }
      if let mislabelled = initializers.first(where: { takesResolver($0.declaration, names: names) }) {
        let label = mislabelled.declaration.parameters.first?.label
        diagnostics.append(
          .error(
            .invalidInitializer, InitializerMessages.wrongLabel(name, label: label, resolver: names.resolver),
            at: mislabelled.location))
        continue
      }
      let type = graph.types[typeIndex]
      guard !inheritsInjectingInitializer(type, lookup: lookup) else { continue }
      let owner = graph.types[firstSite.type].name
      diagnostics.append(
        .error(
          .missingInitializer,
          InitializerMessages.missing(type.name, resolver: names.resolver, container: names.container),
          at: type.location,
          notes: [DiagnosticNote(InitializerMessages.builtHere(type.name, by: owner), at: graph[firstSite].location)]
        ))
    }
    return diagnostics
  }

  /// For each type, the first registration (in the order of the sites) that builds it without a
  /// builder, found in one pass over the dependencies in the order they are stored: asked of each
  /// type's registrants, each site was a read somewhere else in memory, half the rule's time.
  private static func firstSitesBuildingWithoutBuilder(_ resolved: ResolvedGraph) -> [DependencyID?] {
    let graph = resolved.graph
    var firstSites = [DependencyID?](repeating: nil, count: graph.types.count)
    for owner in graph.types.indices {
      for dependency in graph.types[owner].dependencies.indices {
        let site = DependencyID(type: owner, dependency: dependency)
        guard let built = resolved.edges.builtType[site], firstSites[built] == nil, !graph[site].isBuiltByBuilder
        else { continue }
        firstSites[built] = site
      }
    }
    return firstSites
  }

  /// Why generated code's call `X(injecting: XDependencyContainer(…))` cannot use `initializer`,
  /// or `nil` when it can.
  static func problem(
    with initializer: InitializerDeclaration, ofTypeNamed typeName: String, names: @autoclosure () -> GeneratedNames
  ) -> String? {
    guard let parameter = initializer.parameters.first else { return nil }
    if let access = initializer.modifiers.first(where: { $0 == "private" || $0 == "fileprivate" }) {
      return InitializerMessages.hidden(typeName, access: access)
    }
    if initializer.isFailable { return InitializerMessages.failable(typeName) }
    if initializer.isAsync { return InitializerMessages.async(typeName) }
    if let throwsClause = initializer.throwsClause {
      return InitializerMessages.throwing(typeName, clause: throwsClause)
    }
    // Nearly every initializer names the file-scope resolver, or a nested type's short one, as it
    // is, which its bytes settle.
    if !GeneratedNames.isFileScopeName(parameter.type, ofTypeNamed: typeName),
      !GeneratedNames.isShortName(parameter.type, ofTypeNamed: typeName)
    {
      let names = names()
      if !accepts(parameter.type, names: names) {
        return InitializerMessages.wrongType(
          typeName, parameterType: parameter.type, resolver: names.resolver, container: names.container)
      }
    }
    if initializer.parameters.dropFirst().contains(where: { !$0.hasDefaultValue }) {
      return InitializerMessages.extraParameters(typeName)
    }
    return nil
  }

  /// Whether an initializer takes the type's resolver or container under another label.
  private static func takesResolver(_ initializer: InitializerDeclaration, names: GeneratedNames) -> Bool {
    initializer.parameters.count >= 1 && accepts(initializer.parameters[0].type, names: names)
  }

  /// Whether a parameter written with type `text` accepts the generated container: the resolver
  /// protocol or the container, by its file-scope or (nested types) short name, possibly
  /// module-qualified, `any`/`some`, `sending`, `borrowing` or `consuming`.
  /// Read in place, without building strings: every type's initializers are checked, so this runs
  /// once per initializer of a large module.
  static func accepts(_ text: String, names: GeneratedNames) -> Bool {
    // As nearly every initializer writes it: the file-scope name, or a nested type's short one
    // (splitting the text into words and components cost 35,000 instructions; docs/performance.md,
    // stop 45).
    if text == names.resolver || text == names.container { return true }
    if let nested = names.nested, text == nested.resolver || text == nested.container { return true }
    var typeWord: Substring?
    for word in text.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ")" })
    where !parameterModifiers.contains(where: { word == $0 }) {
      guard typeWord == nil else { return false }
      typeWord = word
    }
    guard let last = typeWord?.split(separator: ".").last else { return false }
    return last == names.resolver || last == names.container
      || names.nested.map { last == $0.resolver || last == $0.container } ?? false
  }

  /// What may stand before the type of a parameter and is not part of it.
  private static let parameterModifiers = ["any", "some", "sending", "borrowing", "consuming", "__owned", "__shared"]

  /// Whether a superclass declared in the module has an `init(injecting:)` that the type may
  /// inherit: the compiler, which sees the whole hierarchy, decides then.
  private static func inheritsInjectingInitializer(_ type: InjectableType, lookup: TypeLookup) -> Bool {
    guard type.kind == .class, let declared = lookup.graph.declaredTypes[type.name] else { return false }
    var visited: Set<String> = [type.name]
    var pending = declared.inheritedTypes.compactMap { IsolationInference.nominalName($0) }.map { ($0, type.name) }
    while let (name, from) = pending.popLast() {
      guard let found = lookup.declaredType(named: name, from: from), found.declaration.kind == .class,
        visited.insert(found.name).inserted
      else { continue }
      if lookup.graph.typesWithInjectingInitializer.contains(found.name) { return true }
      pending += found.declaration.inheritedTypes.compactMap { IsolationInference.nominalName($0) }.map {
        ($0, found.name)
      }
    }
    return false
  }
}
