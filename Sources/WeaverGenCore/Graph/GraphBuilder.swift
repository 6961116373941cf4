/// The graph stage's first half: the file summaries of one module in, its `ModuleGraph` (the
/// injectable types with their dependencies, not yet resolved) and the problems found out.
enum GraphBuilder {
  /// `project` (`--project`) drops the dependencies whose `projects` leave it out.
  /// `gathersFileImports`: whether the graph keeps the modules each file imports, which only the
  /// linker reads, for a module that imports the interfaces of others (`ModuleLinker`); gathered
  /// for a module that imports none, they were a set and a hashed path for each of the bench app's
  /// 6,000 files, 27 M instructions on the longer task of the first pair (docs/performance.md,
  /// stop 58).
  static func build(
    module name: String, files unsorted: consuming [FileSummary], project: String? = nil,
    gathersFileImports: Bool = true
  ) -> (graph: ModuleGraph, diagnostics: [Diagnostic]) {
    // Sorted in place: a sorted copy would retain every list of every summary once more.
    var sorting = consume unsorted
    sorting.sort { $0.path < $1.path }
    let files = consume sorting
    // Indexing the declarations, and the initializers and the modules each file imports, each
    // read the files alone: one task each. The declarations' index is the longer: the imports,
    // read later beside the import annotations, left a core idle here for 4–6 ms on the bench
    // app (docs/performance.md, stop 49), and so did the set of types with an `init(injecting:)`
    // made there (stop 50), which reads the initializers alone.
    let (declarations, (initializers, otherInitializers, modulesImportedByFile, typesWithInjectingInitializer)) =
      concurrently {
        ModuleDeclarations(files: files)
      } _: {
        let initializers = initializersByTypeName(in: files)
        return (
          initializers, otherInitializersByTypeName(in: files),
          gathersFileImports ? Self.importedModules(of: files) : [:], injectingTypeNames(in: initializers)
        )
      }
    // The annotations' owners and the declared types read the same declarations: one task each.
    // The owners are sorted by name in their task, where sorting them after both kept one core
    // idle; the type scopes go beside the declared types, the shorter task (with them beside the
    // owners, the other core waited about 12 ms a run on the bench app under `perf`;
    // docs/performance.md, stop 63).
    let ((ownership, owners), (declaredTypes, scopes)) = concurrently {
      let ownership = AnnotationOwnership(declarations: declarations)
      let owners = NameOrder.sortedPositions(of: ownership.owners.map(\.name)).map { ownership.owners[$0] }
      return (ownership, owners)
    } _: {
      (declarations.declaredTypes, TypeScopes(names: declarations.dottedNames))
    }
    var diagnostics = ownership.diagnostics
    let bridged = objCBridgedNames(in: declarations)
    let nested = NestedTypeNames(declaredTypes: declaredTypes, scopes: scopes)
    // Each type is assembled from its own annotations alone, so the types are assembled on all
    // cores, in name order, each type and its problems put in their lists as they are made: a
    // copy of a type retains each of its lists.
    var types: [InjectableType]
    let problems: [[Diagnostic]]
    (types, problems) = owners.concurrentMapUnzipped { owner in
      var (type, typeProblems) = assemble(
        owner, declarations: declarations, isObjCBridged: bridged.contains(owner.name), project: project)
      // Types are written in annotations as Swift reads them inside the owner; the generated code
      // is at file scope.
      for index in type.dependencies.indices {
        type.dependencies[index].qualify(from: owner.name, in: nested)
      }
      type.initializers = initializers[owner.name] ?? []
      type.otherInitializers = otherInitializers[owner.name] ?? []
      return (type, typeProblems)
    }
    // The unannotated injectable types and the module's imports read what was indexed above, not
    // the assembled types: one task each. The imports are the shorter: their task first frees the
    // owners' sorted list, which nothing reads any more.
    let (unannotated, imports) = concurrently(
      {
        UnannotatedInjectableTypes.find(
          declarations: declarations, initializers: initializers, annotated: ownership.ownerIndex)
      },
      releasing: consume owners,
      then: { ImportCollector.imports(of: files, annotations: ownership.importAnnotations, module: name) })
    diagnostics += problems.joined()
    types += unannotated
    // Annotated and unannotated types have distinct names, so the order is total.
    types.sort { $0.name < $1.name }
    diagnostics += GeneratedNameRule.check(types)
    let graph = ModuleGraph(
      name: name,
      types: types,
      declaredTypes: declaredTypes,
      scopes: scopes,
      typesWithInjectingInitializer: typesWithInjectingInitializer,
      imports: imports,
      importedModules: modulesImportedByFile
    )
    // Nothing after the graph reads the summaries or their indexes: freed here, on the run's
    // threads. Freed on a third thread beside resolution, they took a share of the two cores all
    // the same, and the C library then gave the planning threads heaps that left the freed space
    // unused: 1–2 % of the bench app's runs peaked 10 MB higher, unless the free pages were handed
    // back (`malloc_trim`, 1,200 `madvise` calls, 17 ms). Here, none of 200 runs did
    // (docs/performance.md, stop 36). The index shares the summaries' storage: it goes first.
    _ = (consume declarations, consume ownership)
    releaseConcurrently(consume files, leaving: FileSummary(path: ""))
    return (graph, diagnostics)
  }

  /// The paths of the files that hold `annotations`, sorted, each once. The files are sorted by
  /// path, so their indices sort as their paths do: no path is hashed or compared.
  private static func paths(of annotations: [AnnotationOwnership.Placed], in declarations: ModuleDeclarations)
    -> [String]
  {
    var files = annotations.map(\.holder.file)
    files.sort()
    var paths: [String] = []
    for (position, file) in files.enumerated() where position == 0 || files[position - 1] != file {
      paths.append(declarations.files[file].path)
    }
    return paths
  }

  private static func assemble(
    _ owner: AnnotationOwnership.Owner,
    declarations: ModuleDeclarations,
    isObjCBridged: Bool,
    project: String?
  ) -> (type: InjectableType, problems: [Diagnostic]) {
    let primaryKind = declarations.kind(at: owner.primary)
    // The primary declaration's annotations first, then by path and offset: the files are
    // sorted by path, so a holder's file index orders as its path does, without comparing text.
    // Each key is made once, before sorting: a comparison that read the declarations copied
    // their tables (a retain and a release of each), twice per comparison.
    // Sorted in place: `sorted()` on the keyed list copied it first, a list per type.
    var keyed = owner.annotations.map { placed in
      (
        placed,
        key: (placed.holder == owner.primary ? 0 : 1, placed.holder.file, declarations.commentOffset(of: placed))
      )
    }
    keyed.sort { $0.key < $1.key }
    let ordered = keyed.map(\.0)
    let type = InjectableType(
      name: owner.name,
      // A type only a bridging extension declares is an Objective-C class, or a class of another
      // module: class-bound either way.
      kind: primaryKind == .extension ? .class : primaryKind,
      accessLevel: declarations.effectiveAccessLevel(of: owner.primary),
      location: declarations.location(of: owner.primary),
      isObjCBridged: isObjCBridged,
      files: paths(of: ordered, in: declarations)
    )
    let assembler = InjectableTypeAssembler(type: type, annotations: ordered, in: declarations, project: project)
    return (assembler.type, assembler.diagnostics)
  }

  /// The initializers of every file by the qualified name of the type whose body, or extension,
  /// declares them, in path and source order: one pass over the files, whatever the module's size.
  private static func initializersByTypeName(in files: [FileSummary]) -> NameTable<[LocatedInitializer]> {
    var result = NameTable<[LocatedInitializer]>()
    for file in files {
      for initializer in file.initializers where file.declarations.indices.contains(initializer.parent) {
        let name = file.declarations[initializer.parent].qualifiedName
        result.append(LocatedInitializer(declaration: initializer, path: file.path), for: name)
      }
    }
    return result
  }

  /// The names of the types that declare an `init(injecting:)`, each hashed once into the set: a
  /// filtered copy of the table, then a set of its keys, hashed each name twice, on one core
  /// (docs/performance.md, stop 49).
  private static func injectingTypeNames(in initializers: NameTable<[LocatedInitializer]>) -> Set<String> {
    var names = Set<String>(minimumCapacity: initializers.count)
    for (name, located) in initializers.entries where located.contains(where: \.declaration.isInjecting) {
      names.insert(name)
    }
    return names
  }

  /// The modules each annotated file imports (`import Profile`, `import struct Profile.Screen`).
  private static func importedModules(of files: [FileSummary]) -> [String: Set<String>] {
    var result: [String: Set<String>] = [:]
    for file in files where !file.imports.isEmpty {
      result[file.path] = Set(file.imports.map { String($0.path.prefix { $0 != "." }) })
    }
    return result
  }

  /// The call shapes of every other initializer, by the qualified name of the type whose body,
  /// or extension, declares them.
  private static func otherInitializersByTypeName(in files: [FileSummary]) -> NameTable<[InitializerShape]> {
    var result = NameTable<[InitializerShape]>()
    for file in files {
      for initializer in file.otherInitializers where file.declarations.indices.contains(initializer.parent) {
        result.append(initializer.shape, for: file.declarations[initializer.parent].qualifiedName)
      }
    }
    return result
  }

  /// The types that some extension conforms to `<Name>ObjCDependencyInjectable` (docs/language.md),
  /// found while indexing the declarations, not by asking each type in turn.
  private static func objCBridgedNames(in declarations: ModuleDeclarations) -> Set<String> {
    Set(declarations.bridgingExtensions.keys)
  }
}
