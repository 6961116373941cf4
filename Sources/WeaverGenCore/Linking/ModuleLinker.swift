/// Brings the types of imported modules that a module registers into its graph (docs/language.md,
/// "Across modules"), so that registering `ProfileScreen` of module `Profile` works as
/// registering one of the module's own types: its parameters must be passed, what it needs from
/// whoever builds it is checked on every path, and cycles through it are found.
///
/// A registration's type is looked up as Swift would: the module's own types first (they shadow
/// imported ones), then the types the modules imported by the annotation's file export, or, for a
/// name written `Profile.ProfileScreen`, that module's. Each type of another module that some
/// registration builds is added once, after the module's own types, with its entry initializer's
/// arguments as its dependencies: parameters, and references for what it needs (located in its
/// own module, so notes point there). What cannot be registered — a name two imported modules
/// export, an internal type, a type without an entry initializer, a module the file does not
/// import — is an error at the registration.
enum ModuleLinker {
  static func link(_ graph: ModuleGraph, interfaces: [ModuleInterface]) -> (ModuleGraph, [Diagnostic]) {
    guard !interfaces.isEmpty else { return (graph, []) }
    var linked = graph
    var diagnostics: [Diagnostic] = []
    var added: [String: Int] = [:]
    var external: [InjectableType] = []
    let lookup = TypeLookup(graph: graph)
    let exported = ExportedTypes(interfaces)
    for typeIndex in graph.types.indices {
      for dependencyIndex in graph.types[typeIndex].dependencies.indices {
        let dependency = graph.types[typeIndex].dependencies[dependencyIndex]
        guard let registration = dependency.registration, registration.builder == nil,
          let name = registration.constructedType.plainNominalName,
          lookup.declaredType(named: name, from: graph.types[typeIndex].name) == nil
        else { continue }
        let imported = graph.importedModules[dependency.location.path] ?? []
        switch resolve(name, imported: imported, exported: exported) {
        case .none:
          continue
        case .problem(let diagnostic):
          diagnostics.append(diagnostic(dependency))
        case .found(let module, let exported, let entry):
          let key = "\(module).\(exported.name)"
          let index =
            added[key]
            ?? {
              external.append(linkedType(exported, of: module, entry: entry))
              added[key] = graph.types.count + external.count - 1
              return graph.types.count + external.count - 1
            }()
          linked.types[typeIndex].dependencies[dependencyIndex].externalBuiltType = index
        }
      }
    }
    // Sorted by name after the module's own types, whatever order the registrations came in.
    let order = external.indices.sorted { external[$0].name < external[$1].name }
    let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
    for typeIndex in graph.types.indices {
      for dependencyIndex in graph.types[typeIndex].dependencies.indices {
        guard let index = linked.types[typeIndex].dependencies[dependencyIndex].externalBuiltType,
          let sorted = position[index - graph.types.count]
        else { continue }
        linked.types[typeIndex].dependencies[dependencyIndex].externalBuiltType = graph.types.count + sorted
      }
    }
    linked.types += order.map { external[$0] }
    linked.externalTypeCount = external.count
    return (linked, diagnostics)
  }

  private enum Resolution {
    case none
    case problem((Dependency) -> Diagnostic)
    case found(module: String, ExportedType, EntryInitializer)
  }

  /// The types the imported interfaces export: by module, for a name written `Module.Type`, and
  /// by name, each with the modules that export one so named, in the modules' order.
  ///
  /// A plain name is looked up once whatever the number of modules: looking in every interface
  /// made `validate` of a 2,000-module app take 4.2 s, against 1.4 s with half the modules and the
  /// same types (its app target registers each feature's entry types, so both the registrations
  /// and the interfaces grow with the modules); 2.1 s and 1.0 s with the index.
  private struct ExportedTypes {
    let byModule: [String: ModuleInterface]
    let byName: [String: [(module: String, type: ExportedType)]]

    init(_ interfaces: [ModuleInterface]) {
      byModule = Dictionary(interfaces.map { ($0.module, $0) }) { first, _ in first }
      var byName: [String: [(module: String, type: ExportedType)]] = [:]
      for (module, interface) in byModule.sorted(by: { $0.key < $1.key }) {
        // An interface lists its types by name; of two with one name, the first is the one found.
        for type in interface.types where byName[type.name]?.last?.module != module {
          byName[type.name, default: []].append((module, type))
        }
      }
      self.byName = byName
    }
  }

  /// What `name`, written in a file that imports `imported`, names among the interfaces.
  private static func resolve(_ name: String, imported: Set<String>, exported: ExportedTypes) -> Resolution {
    var candidates: [(module: String, type: ExportedType)] = []
    if let dot = name.firstIndex(of: "."), let interface = exported.byModule[String(name[..<dot])],
      let type = interface.type(named: String(name[name.index(after: dot)...]))
    {
      candidates = [(interface.module, type)]
    } else {
      candidates = exported.byName[name] ?? []
    }
    guard !candidates.isEmpty else { return .none }
    let visible = candidates.filter { imported.contains($0.module) }
    guard let found = visible.first else {
      let module = candidates[0].module
      return .problem { dependency in
        .error(
          .inaccessibleModuleType, ModuleMessages.notImported(dependency.signature, type: name, module: module),
          at: dependency.location)
      }
    }
    guard visible.count == 1 else {
      return .problem { dependency in
        .error(
          .ambiguousType, ModuleMessages.ambiguous(name, modules: visible.map(\.module)), at: dependency.location,
          notes: visible.map {
            DiagnosticNote(ModuleMessages.declaredIn($0.module, "\($0.module).\($0.type.name)"), at: $0.type.location)
          })
      }
    }
    let (module, type) = found
    guard type.access >= .package else {
      return .problem { dependency in
        .error(
          .inaccessibleModuleType,
          ModuleMessages.internalType(dependency.signature, type: type.name, module: module, access: type.access),
          at: dependency.location,
          notes: [DiagnosticNote(ModuleMessages.declaredIn(module, type.name), at: type.location)])
      }
    }
    guard let entry = type.entry else {
      let reason = type.unavailability
      return .problem { dependency in
        .error(
          .inaccessibleModuleType, ModuleMessages.noEntry(dependency.signature, type: type.name, module: module),
          at: dependency.location,
          notes: [DiagnosticNote(reason?.reason ?? "", at: reason?.location ?? type.location)])
      }
    }
    return .found(module: module, type, entry)
  }

  /// The type as the registering module's graph holds it: its entry's arguments as dependencies.
  private static func linkedType(_ exported: ExportedType, of module: String, entry: EntryInitializer)
    -> InjectableType
  {
    var type = InjectableType(
      name: "\(module).\(exported.name)", kind: exported.kind, accessLevel: exported.access,
      location: exported.location)
    type.dependencies = entry.arguments.map { argument in
      var dependency = Dependency(
        name: argument.name, kind: argument.isParameter ? .parameter(argument.type) : .reference(argument.type),
        location: argument.location)
      dependency.isReadWhenBuilt = argument.isReadWhenBuilt
      return dependency
    }
    type.indexDependencyNames()
    type.external = ExternalOrigin(module: module, name: exported.name, entry: entry)
    return type
  }
}
