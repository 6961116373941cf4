/// A class, struct or actor that carries at least one annotation (docs/language.md): the unit that gets a
/// resolver protocol and a container.
struct InjectableType: Hashable, Sendable {
  /// The qualified name (`Outer.Inner`), unique in its module.
  var name: String
  var kind: DeclarationKind
  /// The access level the type is visible at from outside its file: its own modifier capped by
  /// its enclosing types' (a public type nested in an internal one is internal).
  var accessLevel: AccessLevel
  /// Where the type's name is declared.
  var location: SourceLocation
  /// Its registrations, references and parameters, in declaration order: the primary
  /// declaration's annotations first, then those of its extensions by path and line.
  var dependencies: [Dependency] = []
  /// `self.isIsolated = true`, and where it was written.
  var isolation: SourceLocation?
  /// Set by `self.objc`-style bridging: `extension X: XObjCDependencyInjectable`.
  var isObjCBridged: Bool = false
  /// The paths of the files whose annotations describe this type (its declaration and annotated
  /// extensions), sorted.
  var files: [String] = []
  /// The initializers declared in its body or its extensions in the module that may be its
  /// `init(injecting:)` (`FileSummary.initializers`), by path and line.
  var initializers: [LocatedInitializer] = []
  /// The argument labels of the other initializers it declares in the module (`init(api:userID:)`
  /// as `["api", "userID"]`, `_` for none, defaulted ones marked): an entry initializer with the
  /// same call shape would make calls ambiguous, so none is generated then.
  var otherInitializers: [InitializerShape] = []
  /// For a type of another module that this module registers (`ModuleLinker`): where it comes
  /// from and how it is built. Such a type has only parameters and references (what its entry
  /// initializer takes), sits after the module's own types in `ModuleGraph.types`, and gets no code.
  var external: ExternalOrigin?

  var isIsolated: Bool { isolation != nil }

  /// The access level of its resolver protocol: the type's (up to `public`), but no more than
  /// that of its `init(injecting:)`, the only code outside the generated file that names the
  /// protocol. A public type whose initializer is internal keeps its resolver, and so everything
  /// its resolver names, internal: other modules build it through its entry initializer instead.
  var resolverAccessLevel: AccessLevel {
    Self.resolverAccessLevel(accessLevel: accessLevel, initializers: initializers)
  }

  /// `resolverAccessLevel` from the two fields it reads, for a loop over a graph's types that reads
  /// them in place: asked of `graph.types[index]`, the property copied the whole type first.
  static func resolverAccessLevel(accessLevel: AccessLevel, initializers: [LocatedInitializer]) -> AccessLevel {
    let own = min(accessLevel, .public)
    // Each initializer read in place: `filter` and `map` made two lists, and copied each
    // initializer, for every type planned and checked.
    var widest: AccessLevel?
    for index in initializers.indices where initializers[index].declaration.isInjecting {
      let written = initializers[index].declaration.modifiers.lazy.compactMap(AccessLevel.init(keyword:)).first
      widest = max(widest ?? .private, min(written ?? .internal, .public))
    }
    guard let widest else { return own }
    return min(own, widest)
  }

  /// The last component of the qualified name: what the generated protocol and container are named
  /// after (`Inner` gives `InnerDependencyResolver`).
  var simpleName: Substring { name.split(separator: ".").last ?? Substring(name) }

  /// The parameters, in declaration order: what whoever builds this type must pass.
  var parameters: [Dependency] { dependencies(where: \.isParameter) }

  /// The references, in declaration order: what this type needs from above.
  var references: [Dependency] { dependencies(where: \.isReference) }

  /// The registrations, in declaration order.
  var registrations: [Dependency] { dependencies(where: { $0.registrationScope != nil }) }

  /// The dependencies `isKept` accepts, each asked in place: `filter` handed it a copy of every
  /// dependency (a retain and a release of each string and type), kept or not.
  private func dependencies(where isKept: (Dependency) -> Bool) -> [Dependency] {
    var kept: [Dependency] = []
    for index in dependencies.indices where isKept(dependencies[index]) { kept.append(dependencies[index]) }
    return kept
  }

  /// Where each name is first declared in `dependencies`, for a type of more than
  /// `namesSearchedInOrder` of them: looking a name up must not cost a walk over every dependency,
  /// which in a type with thousands of them, asked for each, would be quadratic. A smaller type's
  /// names are searched in order (`dependencyIndex(named:)`) and it keeps no table: a table for each
  /// of the bench app's 10,000 types, most of a handful of dependencies, lived from the graph stage
  /// to the end of the run (docs/performance.md, stop 57). Made by `indexDependencyNames`.
  private(set) var dependencyIndexByName: [String: Int] = [:]
  /// Whether some name is declared twice in `dependencies`, which only another module's type, read
  /// from its interface, can hold (the assembler reports a second declaration and drops it).
  private(set) var declaresANameTwice = false

  /// How many dependencies a type may have for its names to be searched in order: most types
  /// declare a handful, most of their names short enough to compare as two words, where a table
  /// hashed the name.
  static let namesSearchedInOrder = 12

  /// Indexes the names of `dependencies` again after they changed: `table` is the index of their
  /// first declarations when the caller has it, and `namesAreDistinct` says that no name is
  /// declared twice (both from the assembler, which reports a second declaration and drops it).
  mutating func indexDependencyNames(_ table: [String: Int]? = nil, namesAreDistinct: Bool = false) {
    let isSearchedInOrder = dependencies.count <= Self.namesSearchedInOrder
    if let table {
      dependencyIndexByName = isSearchedInOrder ? [:] : table
      declaresANameTwice = table.count < dependencies.count
    } else if isSearchedInOrder {
      dependencyIndexByName = [:]
      declaresANameTwice =
        !namesAreDistinct && dependencies.indices.contains { dependencyIndex(named: dependencies[$0].name) != $0 }
    } else {
      var table = [String: Int](minimumCapacity: dependencies.count)
      for (position, dependency) in dependencies.enumerated() where table[dependency.name] == nil {
        table[dependency.name] = position
      }
      dependencyIndexByName = table
      declaresANameTwice = table.count < dependencies.count
    }
  }

  /// Where `name` is first declared in `dependencies`, for the rules that ask of a type at hand; the
  /// walks ask the graph, which reads the type in place (`ModuleGraph.dependencyIndex(named:in:)`).
  func dependencyIndex(named name: String) -> Int? {
    guard dependencies.count <= Self.namesSearchedInOrder else { return dependencyIndexByName[name] }
    return dependencies.firstIndex { $0.name == name }
  }

  /// The dependency declared with `name`, if any.
  func dependency(named name: String) -> Dependency? { dependencyIndex(named: name).map { dependencies[$0] } }
}

/// What another module needs to know of a type it registers (`ModuleLinker`).
struct ExternalOrigin: Hashable, Sendable {
  /// The module that declares it.
  var module: String
  /// Its qualified name there.
  var name: String
  /// Its entry initializer, in the order the dependencies of the linked type follow.
  var entry: EntryInitializer
}

/// The call shape of an initializer: its argument labels (`nil` for `_`), and which of its
/// parameters have default values.
struct InitializerShape: Hashable, Sendable {
  var labels: [String?]
  var hasDefaultValue: [Bool]
  var location: SourceLocation

  /// Whether a call with exactly `labels` could call this initializer: the labels match once
  /// defaulted parameters are left out.
  func accepts(labels wanted: [String]) -> Bool {
    var next = wanted.startIndex
    for (label, defaulted) in zip(labels, hasDefaultValue) {
      if next < wanted.endIndex, label == wanted[next] {
        next += 1
      } else if !defaulted {
        return false
      }
    }
    return next == wanted.endIndex
  }

  /// `init(api:userID:)`.
  var signature: String { "init(\(labels.map { "\($0 ?? "_"):" }.joined()))" }
}

/// An initializer and the file it is declared in.
struct LocatedInitializer: Hashable, Sendable {
  var declaration: InitializerDeclaration
  var path: String

  var location: SourceLocation { SourceLocation(path: path, position: declaration.position) }
}
