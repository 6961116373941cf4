/// Reads one type's annotations in declaration order and makes its `InjectableType`.
///
/// Enforces the rules that concern a single type: a name is declared once; a configuration
/// follows the declaration it configures, targets a registration when it sets `scope` or `objc`
/// (`builder` on a reference makes it a registration built by the builder, as in Weaver 0.11 to
/// 1.x), and sets each attribute once.
struct InjectableTypeAssembler {
  private(set) var type: InjectableType
  private(set) var diagnostics: [Diagnostic] = []
  /// Where each name is declared, for a type of more than `InjectableType.namesSearchedInOrder`
  /// declarations; a smaller one's names are searched in order (`declaredIndex(of:)`). A table for
  /// each of the bench app's 10,000 types, most of a handful of names, took 31 M of its
  /// instructions to fill (24.6 M) and ask (6.7 M), and was freed again (docs/performance.md,
  /// stop 57).
  private var indexByName: [String: Int] = [:]
  private let usesTable: Bool
  /// Where each configuration (`target.attribute`) was first set, to report repeats: searched in
  /// order while the type has set at most `configurationsSearchedInOrder`, as nearly every type
  /// has, then in `configuredTable`. A table for each type, keyed by the text `target.attribute`,
  /// made a string and a table, grown from empty, for each of the bench app's 8,000
  /// configurations: 20 M instructions on the graph stage's cores (docs/performance.md, stop 59).
  private var configuredInOrder: [(attribute: ConfiguredAttribute, location: SourceLocation)] = []
  private var configuredTable: [ConfiguredAttribute: SourceLocation] = [:]
  private static let configurationsSearchedInOrder = 8
  /// How many more unknown names get a "did you mean" search among the type's names
  /// (`NameSuggestion.searchLimit`).
  private var suggestionsLeft = NameSuggestion.searchLimit
  /// The annotations read, kept for `declaredLater`: where they are in the module's summaries,
  /// which lend them (`ModuleDeclarations.subscript(placed:)`). A list of copies made for each type,
  /// and read through further copies, retained every annotation's names and types three times.
  private let annotations: [AnnotationOwnership.Placed]
  /// Every name the type declares, with where, to tell "configured too early" from "unknown":
  /// made at the first configuration of a name not declared yet, which most types never have,
  /// where it was made for every type (a table and a hash of each name).
  private var declaredLater: [String: SourceLocation]?
  /// Names whose declaration line has an error, wherever it is: configuring them, before or
  /// after, is not reported again.
  private let unread: Set<String>

  /// `annotations` in the order they are read, each lent by `declarations`, which is borrowed: an
  /// initializer's arguments are otherwise its own, and each type's assembler retained and
  /// released every table of the module's declarations.
  init(
    type: InjectableType, annotations: [AnnotationOwnership.Placed], in declarations: borrowing ModuleDeclarations,
    project: String? = nil
  ) {
    self.type = type
    self.annotations = annotations
    // Every declaration is at most one dependency: the graph keeps these lists, so they are made
    // at their size rather than grown by doubling (a third of them unused, megabytes in a large
    // module). Counted by kind alone, without copying any annotation's names.
    var declarationCount = 0
    var hasUnread = false
    for placed in annotations {
      switch declarations.role(of: placed) {
      case .declaration: declarationCount += 1
      case .unreadDeclaration: hasUnread = true
      case .other: break
      }
    }
    self.type.dependencies.reserveCapacity(declarationCount)
    usesTable = declarationCount > InjectableType.namesSearchedInOrder
    // Made at its size by the initializer, not by `reserveCapacity`, which the standard library
    // runs unspecialized (docs/performance.md, stop 54).
    if usesTable { indexByName = Dictionary(minimumCapacity: declarationCount) }
    unread =
      hasUnread
      ? Set(
        annotations.compactMap { placed in
          if case .unreadDeclaration(let name) = declarations[placed].kind { name.text } else { nil }
        }) : []
    for placed in annotations {
      read(declarations.reading(placed), path: declarations.path(of: placed), in: declarations)
    }
    keepDependencies(of: project)
    // A second declaration of a name is reported and dropped (`declare`): the names are distinct.
    // The table made while reading holds until `--project` drops dependencies; after that the
    // type indexes what is left itself.
    self.type.indexDependencyNames(usesTable && project == nil ? indexByName : nil, namesAreDistinct: true)
  }

  private static func declaredName(_ annotation: Annotation) -> AnnotationName? {
    switch annotation.kind {
    case .registration(let name, _, _), .reference(let name, _), .parameter(let name, _): name
    case .configuration, .import, .unreadDeclaration: nil
    }
  }

  private mutating func read(_ reading: AnnotationReading, path: String, in declarations: ModuleDeclarations) {
    switch reading {
    case .declaration(let name, let kind): declare(name, kind, path: path)
    case .configuration(let configuration): configure(configuration, path: path, in: declarations)
    case .nothing: break
    }
  }

  /// Where `name` is declared so far.
  private func declaredIndex(of name: String) -> Int? {
    usesTable ? indexByName[name] : type.dependencyIndex(named: name)
  }

  private mutating func declare(_ name: AnnotationName, _ kind: Dependency.Kind, path: String) {
    let location = SourceLocation(path: path, position: name.position)
    if let existing = declaredIndex(of: name.text) {
      diagnostics.append(
        .error(
          .duplicateDeclaration,
          GraphMessages.duplicateDependency(name.text, in: type.name),
          at: location,
          notes: [DiagnosticNote(GraphMessages.firstDeclaredHere(name.text), at: type.dependencies[existing].location)]
        )
      )
      return
    }
    if usesTable { indexByName[name.text] = type.dependencies.count }
    type.dependencies.append(Dependency(name: name.text, kind: kind, location: location))
  }

  private mutating func configure(_ configuration: Configuration, path: String, in declarations: ModuleDeclarations) {
    let attribute = configuration.attribute
    let targetLocation = SourceLocation(path: path, position: configuration.targetPosition)
    let location = SourceLocation(path: path, position: configuration.attributePosition)
    if let first = firstConfiguration(
      of: ConfiguredAttribute(target: configuration.target, attribute: attribute.name), at: location)
    {
      let targetName =
        switch configuration.target {
        case .self: "self"
        case .dependency(let name): name
        }
      let key = "\(targetName).\(attribute.name)"
      diagnostics.append(
        .error(
          .duplicateDeclaration,
          GraphMessages.duplicateConfiguration(key),
          at: location,
          notes: [DiagnosticNote(GraphMessages.firstConfiguredHere(key), at: first)]
        )
      )
      return
    }

    guard case .dependency(let name) = configuration.target else {
      if case .isIsolated(true) = attribute { type.isolation = targetLocation }
      return
    }
    guard let index = declaredIndex(of: name) else {
      if unread.contains(name) { return }
      reportUndeclared(name, attribute: attribute, at: targetLocation, in: declarations)
      return
    }
    switch attribute {
    case .platforms, .projects:
      configureAvailability(attribute, of: index, at: targetLocation)
      return
    default: break
    }
    if case .builder(let expression) = attribute, case .reference(let referenced) = type.dependencies[index].kind {
      // Weaver 0.11 to 1.x: a reference with a builder is built by this type, by calling the
      // builder with this type's resolver, and is not looked up above: a registration of the
      // referenced type, built by the builder.
      type.dependencies[index].kind = .registration(Registration(concrete: referenced, builder: expression))
      return
    }
    guard var registration = type.dependencies[index].registration else {
      diagnostics.append(
        .error(
          .misplacedConfiguration,
          GraphMessages.configurationNeedsRegistration(attribute.name, name, type.dependencies[index]),
          at: targetLocation,
          notes: [DiagnosticNote(GraphMessages.declaredHere(name), at: type.dependencies[index].location)]
        )
      )
      return
    }
    switch attribute {
    case .scope(let scope):
      registration.scope = scope
      registration.scopeLocation = SourceLocation(path: path, position: configuration.valuePosition)
    case .builder(let expression): registration.builder = expression
    case .objc(let isObjC):
      registration.isObjC = isObjC
      registration.objcLocation = targetLocation
    case .isIsolated, .platforms, .projects: break
    }
    type.dependencies[index].kind = .registration(registration)
  }

  /// Where `attribute` was configured before, if it was; otherwise records it as configured at
  /// `location`.
  private mutating func firstConfiguration(
    of attribute: ConfiguredAttribute, at location: SourceLocation
  ) -> SourceLocation? {
    if configuredTable.isEmpty {
      if let earlier = configuredInOrder.first(where: { $0.attribute == attribute }) { return earlier.location }
      configuredInOrder.append((attribute, location))
      if configuredInOrder.count > Self.configurationsSearchedInOrder {
        for (attribute, location) in configuredInOrder { configuredTable[attribute] = location }
        configuredInOrder = []
      }
      return nil
    }
    // One lookup of the key, through the entry's `inout` access.
    return Self.fill(&configuredTable[attribute], with: location)
  }

  /// What `slot` held, if anything; an empty slot is set to `location`.
  private static func fill(_ slot: inout SourceLocation?, with location: SourceLocation) -> SourceLocation? {
    guard let first = slot else {
      slot = location
      return nil
    }
    return first
  }

  /// `platforms` and `projects` (Weaver 1.x) say where a registration or a reference exists; a
  /// parameter is part of how the type is built everywhere, so it cannot be limited.
  private mutating func configureAvailability(
    _ attribute: Configuration.Attribute, of index: Int, at location: SourceLocation
  ) {
    let dependency = type.dependencies[index]
    guard !dependency.isParameter else {
      diagnostics.append(
        .error(
          .misplacedConfiguration,
          GraphMessages.availabilityOfParameter(attribute.name, dependency.name),
          at: location,
          notes: [DiagnosticNote(GraphMessages.declaredHere(dependency.name), at: dependency.location)]
        )
      )
      return
    }
    switch attribute {
    case .platforms(let platforms): type.dependencies[index].platforms = platforms
    case .projects(let projects): type.dependencies[index].projects = projects
    default: break
    }
  }

  /// Drops the dependencies whose `projects` leave out `project`, the project being generated for
  /// (`--project`); without one, every dependency is kept.
  private mutating func keepDependencies(of project: String?) {
    guard let project else { return }
    type.dependencies.removeAll { dependency in dependency.projects.map { !$0.contains(project) } ?? false }
  }

  private mutating func reportUndeclared(
    _ name: String, attribute: Configuration.Attribute, at location: SourceLocation, in declarations: ModuleDeclarations
  ) {
    if declaredLater == nil {
      var names: [String: SourceLocation] = [:]
      for placed in annotations {
        if let name = Self.declaredName(declarations[placed]), names[name.text] == nil {
          names[name.text] = SourceLocation(path: declarations.path(of: placed), position: name.position)
        }
      }
      declaredLater = names
    }
    if let later = declaredLater?[name] {
      diagnostics.append(
        .error(
          .misplacedConfiguration,
          GraphMessages.configurationBeforeDeclaration(attribute.name, name),
          at: location,
          notes: [DiagnosticNote(GraphMessages.declaredHere(name), at: later)]
        )
      )
      return
    }
    var notes: [DiagnosticNote] = []
    suggestionsLeft -= 1
    if suggestionsLeft >= 0, let suggestion = NameSuggestion.closest(to: name, among: type.dependencies.map(\.name)),
      let index = declaredIndex(of: suggestion)
    {
      notes.append(DiagnosticNote(GraphMessages.didYouMean(suggestion), at: type.dependencies[index].location))
    }
    diagnostics.append(
      .error(.unknownDependency, GraphMessages.unknownDependency(name, in: type.name), at: location, notes: notes)
    )
  }
}

/// What the assembler reads from one annotation: a dependency it declares, or a configuration.
private enum AnnotationReading {
  case declaration(AnnotationName, Dependency.Kind)
  case configuration(Configuration)
  case nothing
}

/// Whether an annotation declares a dependency.
private enum AnnotationRole { case declaration, unreadDeclaration, other }

extension ModuleDeclarations {
  /// What the annotation `placed` names gives the assembler, its parts read where its file's
  /// summary holds it. Switched on inside the assembler, whose reading appends to its own lists,
  /// the annotation was copied out of its summary first, twice, each of its names and types
  /// retained and released (docs/performance.md, stop 64); here, only the parts kept are. Not
  /// inlined: inlined into the assembler's loop, the copies came back.
  @inline(never)
  fileprivate func reading(_ placed: AnnotationOwnership.Placed) -> AnnotationReading {
    switch self[placed].kind {
    case .registration(let name, let concrete, let abstract):
      .declaration(name, .registration(Registration(concrete: concrete.type, abstract: abstract?.type)))
    case .reference(let name, let type): .declaration(name, .reference(type.type))
    case .parameter(let name, let type): .declaration(name, .parameter(type.type))
    case .configuration(let configuration): .configuration(configuration)
    case .unreadDeclaration, .import: .nothing
    }
  }

  /// Whether the annotation `placed` names declares a dependency, read without copying it (as
  /// `reading(_:)`).
  @inline(never)
  fileprivate func role(of placed: AnnotationOwnership.Placed) -> AnnotationRole {
    switch self[placed].kind {
    case .registration, .reference, .parameter: .declaration
    case .unreadDeclaration: .unreadDeclaration
    case .configuration, .import: .other
    }
  }
}

/// A configuration's target and attribute: what a type may set once.
private struct ConfiguredAttribute: Hashable {
  var target: Configuration.Target
  /// The attribute's name (`scope`), whatever its value.
  var attribute: String
}
