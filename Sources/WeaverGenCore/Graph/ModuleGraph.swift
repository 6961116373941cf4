/// The annotated types of one module, before resolution: what `GraphBuilder` makes of the files.
struct ModuleGraph: Hashable, Sendable {
  var name: String
  /// The injectable types, sorted by qualified name.
  var types: [InjectableType] = []
  /// Every class, struct, actor, enum and protocol the module declares, annotated or not, by
  /// qualified name (in path and source order): what a registration's types are checked against.
  var declaredTypes: NameTable<DeclaredType> = [:]
  /// The dotted names of `declaredTypes` and of the module's own `types` (both names of its
  /// declarations: `ModuleDeclarations.dottedNames`), as the scopes `TypeLookup` walks.
  var scopes: TypeScopes
  /// The types of the module, annotated or not, that declare an `init(injecting:)` (in their body
  /// or an extension): a subclass may inherit it.
  var typesWithInjectingInitializer: Set<String> = []
  /// The modules the generated file imports: the imports of the annotated files and the
  /// `import` annotations, merged and sorted.
  var imports: [GeneratedImport] = []
  /// The modules each annotated file imports, by path: a type of another module is looked up
  /// through the imports of the file whose annotation names it. Empty in a module that imports no
  /// other module's interface, which the linker leaves as it is (`GraphBuilder.build`).
  var importedModules: [String: Set<String>] = [:]
  /// How many of `types`, at its end, are types of other modules that this module registers
  /// (`ModuleLinker`); the module's own types come first, sorted by name.
  var externalTypeCount = 0

  /// The module's own types: those it declares, not those of other modules it registers.
  var localTypes: ArraySlice<InjectableType> { types[..<(types.count - externalTypeCount)] }

  /// The index of the module's own injectable type with this qualified name, by a binary search of
  /// the sorted names: for a lookup now and then. The registration edges, which ask it of every
  /// registration, index the names by digest instead (`NameIndex`).
  func index(of typeName: String) -> Int? {
    // Searched by position: the element itself, a whole `InjectableType`, is not handed around.
    let localCount = types.count - externalTypeCount
    let found = (0..<localCount).partitioningIndex { types[$0].name >= typeName }
    return found < localCount && types[found].name == typeName ? found : nil
  }
}

/// An import of the generated file.
struct GeneratedImport: Hashable, Sendable, Comparable {
  /// The module path, e.g. `Foundation`.
  var path: String
  /// Attributes kept from the source import, such as `@preconcurrency`.
  var attributes: [String] = []
  /// Whether every source import of it sat inside `#if`: generated code then wraps it in
  /// `#if canImport(...)`.
  var isConditional: Bool = false

  static func < (lhs: GeneratedImport, rhs: GeneratedImport) -> Bool { lhs.path < rhs.path }
}

/// Identifies one dependency of one injectable type, whatever its kind (registration, reference or
/// parameter): `graph.types[type].dependencies[dependency]`, or `graph[id]`.
struct DependencyID: Hashable, Sendable, Comparable {
  var type: Int
  var dependency: Int

  static func < (lhs: DependencyID, rhs: DependencyID) -> Bool {
    // Compared field by field, not as tuples: every sort of sites calls this, and a debug build
    // compares tuples through the generic `<` of each element.
    lhs.type != rhs.type ? lhs.type < rhs.type : lhs.dependency < rhs.dependency
  }
}

extension ModuleGraph {
  /// Every dependency of every type, in type and declaration order: a loop over these reads each
  /// through `self[id]`, which lends it, where `for type in types` copies every type it passes.
  var dependencyIDs: [DependencyID] {
    // One list made at its size: a list per type, joined, was an allocation for each type at each
    // of the stages that walk every dependency.
    var count = 0
    for type in types.indices { count += types[type].dependencies.count }
    var ids: [DependencyID] = []
    ids.reserveCapacity(count)
    for type in types.indices {
      for dependency in types[type].dependencies.indices {
        ids.append(DependencyID(type: type, dependency: dependency))
      }
    }
    return ids
  }

  /// Lends the dependency rather than copying it: the stages ask `graph[id].isReference` and the
  /// like at every edge, and a copy retains each of its strings, types and lists.
  subscript(id: DependencyID) -> Dependency {
    _read { yield types[id.type].dependencies[id.dependency] }
  }

  /// Where `type` first declares `name` (`InjectableType.dependencyIndex(named:)`), read in place:
  /// the walks up the registrations and the inputs' fixed point ask this at every registration they
  /// cross, and the type's method, called on `types[type]`, added 3.8 M instructions to the
  /// 2,000-type app's walks. A type of a few dependencies is searched in order, comparing names,
  /// where a table hashed the name (most names are short enough to compare as two words); a type
  /// of more is looked up in its table, so that asking stays constant-time. Names of another length
  /// are passed over without comparing them: a name too long to be held inline
  /// (`paymentFilterController`) is compared through the standard library's general path, about
  /// 115 instructions, for each name searched (docs/performance.md, stop 57).
  func dependencyIndex(named name: String, in type: Int) -> Int? {
    let count = types[type].dependencies.count
    guard count <= InjectableType.namesSearchedInOrder else { return types[type].dependencyIndexByName[name] }
    let length = name.utf8.count
    for index in 0..<count {
      let candidate = types[type].dependencies[index].name
      if candidate.utf8.count == length && candidate == name { return index }
    }
    return nil
  }

  /// Whether the dependency at `id` provides `type` (`Dependency.provides`), read in place: asked
  /// of `types[t].dependencies[d]`, the dependency was copied first, at every step of every walk.
  func provides(_ id: DependencyID, _ type: TypeExpression) -> Bool {
    types[id.type].dependencies[id.dependency].kind.provides(type)
  }
}
