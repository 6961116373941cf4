/// Every type declaration of a module, by qualified name, across its files.
///
/// The graph builder asks it what an extension extends, what kind of type a registration builds,
/// and whether an enclosing type is generic or hidden.
struct ModuleDeclarations {
  /// A declaration and the file it is in.
  struct Site: Hashable {
    var file: Int
    var index: Int
  }

  let files: [FileSummary]
  /// The first non-extension declaration of each qualified name, in path and source order, found
  /// by the name's digest (`NameTable`).
  private var firstSites: NameTable<Site>
  /// The later non-extension declarations of the names declared more than once, in path and
  /// source order: rare (a name in both branches of an `#if`), so most names cost one table entry
  /// and no list of their own.
  private var laterSites: [String: [Site]] = [:]
  /// The first extension of each name that conforms it to `<Name>ObjCDependencyInjectable`, the
  /// bridging form of Weaver's Objective-C support (docs/language.md), in path and source order.
  private(set) var bridgingExtensions: [String: Site] = [:]
  /// The names above with a dot (`Shelf.Label`), in path and source order: the nested types, every
  /// name `TypeScopes` needs of the module (declared types, and the injectable types, which are
  /// declared or bridged), found while each name is at hand rather than by reading 60,000 names
  /// again on one core.
  private(set) var dottedNames: [String] = []

  init(files: [FileSummary]) {
    self.files = files
    // Made at the size of the names it can hold, extensions left out: `declaredTypes` is made in
    // a table of the same size, without hashing a name again.
    var declarationCount = 0
    for file in files.indices {
      for index in files[file].declarations.indices where files[file].declarations[index].kind != .extension {
        declarationCount += 1
      }
    }
    firstSites = NameTable(minimumCapacity: declarationCount)
    for fileIndex in files.indices {
      for index in files[fileIndex].declarations.indices {
        let site = Site(file: fileIndex, index: index)
        if kind(at: site) != .extension {
          // One lookup of the name, which adds it, in the common case.
          let name = qualifiedName(at: site)
          if !firstSites.addIfAbsent(site, for: name) {
            laterSites[name, default: []].append(site)
          } else {
            noteIfDotted(name)
          }
        } else if files[fileIndex].declarations[index].inheritedTypes.contains(where: TypeDeclaration.mayNameBridge),
          // The declaration, copied to be asked, only where its inherited types allow a bridge.
          self[site].isObjCBridging
        {
          let name = qualifiedName(at: site)
          if bridgingExtensions[name] == nil {
            bridgingExtensions[name] = site
            noteIfDotted(name)
          }
        }
      }
    }
  }

  /// Adds a name just indexed to `dottedNames` when it has a dot.
  private mutating func noteIfDotted(_ name: String) {
    if TypeScopes.isDotted(name) { dottedNames.append(name) }
  }

  /// The declaration at `site`. The arrays hand their elements out as copies, even read through
  /// this accessor: a loop over many declarations asks for the fields it reads, below, which
  /// are read in place (a copy of a declaration retains each of its names and lists).
  subscript(site: Site) -> TypeDeclaration {
    _read { yield files[site.file].declarations[site.index] }
  }

  func kind(at site: Site) -> DeclarationKind { files[site.file].declarations[site.index].kind }

  func qualifiedName(at site: Site) -> String { files[site.file].declarations[site.index].qualifiedName }

  private func parent(of site: Site) -> Int? { files[site.file].declarations[site.index].parent }

  private func isGeneric(_ site: Site) -> Bool { !files[site.file].declarations[site.index].genericParameters.isEmpty }

  private func writtenAccessLevel(at site: Site) -> AccessLevel? {
    files[site.file].declarations[site.index].accessLevel
  }

  func location(of site: Site) -> SourceLocation {
    SourceLocation(path: files[site.file].path, position: files[site.file].declarations[site.index].namePosition)
  }

  /// The first class, struct or actor declared with this qualified name.
  func primaryDeclaration(named name: String) -> Site? {
    guard let first = firstSites[name] else { return nil }
    if kind(at: first).canBeInjectable { return first }
    return laterSites[name]?.first { kind(at: $0).canBeInjectable }
  }

  /// The site that stands for a type the module does not declare but bridges: the first extension
  /// conforming it to `<Name>ObjCDependencyInjectable` (a class written in Objective-C, or declared
  /// in another module), when no declaration of the name exists.
  func bridgedUndeclaredType(named name: String) -> Site? {
    firstSites[name] == nil ? bridgingExtensions[name] : nil
  }

  /// The kind of the first declaration with this qualified name.
  func kind(of name: String) -> DeclarationKind? {
    firstSites[name].map { kind(at: $0) }
  }

  /// All declared types (first declaration wins), for `ModuleGraph.declaredTypes`: the table of
  /// first sites mapped (`mapValues`), so that no name is hashed again and the slots are shared.
  /// Made one by one in a new table, the names were hashed and the entries inserted in the first
  /// table's order, half the time of the graph stage's longer task beside the owners. The table of
  /// first sites is sized for the names it holds, extensions left out (`init(files:)`): sized for
  /// every declaration, its copy held 5 MB more at the bench app's peak.
  var declaredTypes: NameTable<DeclaredType> {
    firstSites.mapValues { site in
      // Each field read in place (see `subscript(site:)`).
      DeclaredType(
        location: location(of: site),
        inheritedTypes: files[site.file].declarations[site.index].inheritedTypes,
        whereRequirements: files[site.file].declarations[site.index].whereRequirements,
        attributes: files[site.file].declarations[site.index].attributes,
        kind: kind(at: site),
        isObjC: files[site.file].declarations[site.index].isObjC,
        isNonisolated: files[site.file].declarations[site.index].isNonisolated,
        accessLevel: effectiveAccessLevel(of: site)
      )
    }
  }

  /// The chain of declarations enclosing `site`, innermost first, each paired with its file.
  func ancestors(of site: Site) -> [Site] {
    var chain: [Site] = []
    var current = parent(of: site)
    while let index = current {
      let ancestor = Site(file: site.file, index: index)
      chain.append(ancestor)
      current = parent(of: ancestor)
    }
    return chain
  }

  /// Why generated code could not name or build the type declared at `site`, or `nil` when it can:
  /// it is local, generic, or nested in a generic type (directly or through an extension).
  func unsupportedReason(for site: Site) -> String? {
    // Each field read in place, as in `effectiveAccessLevel(of:)`.
    if files[site.file].declarations[site.index].isLocal { return GraphMessages.localType(qualifiedName(at: site)) }
    if isGeneric(site) { return GraphMessages.genericType(qualifiedName(at: site)) }
    for ancestor in ancestors(of: site) {
      var generic = isGeneric(ancestor)
      if kind(at: ancestor) == .extension, let extended = primaryOrAnyDeclaration(named: qualifiedName(at: ancestor)) {
        generic = isGeneric(extended)
      }
      if generic { return GraphMessages.nestedInGenericType(qualifiedName(at: site), qualifiedName(at: ancestor)) }
    }
    return nil
  }

  /// The access level generated code in another file of the module can rely on: the type's own
  /// modifier (internal when none) capped by those of the types it is nested in.
  func effectiveAccessLevel(of site: Site) -> AccessLevel {
    var level = writtenAccessLevel(at: site) ?? .internal
    // Each ancestor's fields read in place: a copy of a declaration retains each of its lists,
    // and a type nested `d` deep has `d` ancestors.
    for ancestor in ancestors(of: site) {
      if kind(at: ancestor) == .extension {
        if let extended = primaryOrAnyDeclaration(named: qualifiedName(at: ancestor)) {
          level = min(level, writtenAccessLevel(at: extended) ?? .internal)
        }
      } else {
        level = min(level, writtenAccessLevel(at: ancestor) ?? .internal)
      }
    }
    if level == .open && kind(at: site) != .class { level = .public }
    return level
  }

  private func primaryOrAnyDeclaration(named name: String) -> Site? {
    firstSites[name]
  }
}

extension TypeDeclaration {
  /// Whether this is `extension X: XObjCDependencyInjectable` (the bridging conformance may be
  /// qualified by its module).
  var isObjCBridging: Bool {
    // Most extensions conform to nothing of the kind: rejected before any name is built.
    guard kind == .extension, inheritedTypes.contains(where: Self.mayNameBridge) else { return false }
    let simpleName = qualifiedName.split(separator: ".").last.map(String.init) ?? qualifiedName
    let bridge = "\(simpleName)ObjCDependencyInjectable"
    return inheritedTypes.contains { $0 == bridge || $0.hasSuffix(".\(bridge)") }
  }

  /// Whether an inherited type may be a bridging conformance: most are not, and are rejected
  /// before any name is built.
  static func mayNameBridge(_ inherited: String) -> Bool { inherited.hasSuffix("ObjCDependencyInjectable") }
}
