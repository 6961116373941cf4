import Dispatch

/// What each injectable type's container must receive from whoever builds it: its own references,
/// and what the types below it need that it does not provide itself (forwarded inputs).
///
/// A container hands its children only providers it holds, so a need that a type neither declares
/// nor provides must come in through every container on the way down. Computed as a fixed point
/// over the registration edges, which may form loops through `.lazy` registrations.
struct ContainerInputs: Hashable, Sendable {
  /// One value a container receives.
  ///
  /// A class, immutable once made: the planner hands a need from the type that asks for it to
  /// every container on its way down and looks it up at every registration edge it crosses, and a
  /// reference is one retain where a copy of its strings, types and parameters was six.
  final class Need: Hashable, Sendable {
    var name: String { key.name }
    /// The type as the type that first asked for it spelled it (the closest reference below).
    let type: TypeExpression
    /// The parameters the value takes when it is built per call (a transient registration of a type
    /// with parameters); empty otherwise.
    let parameters: [Dependency]
    /// Needs are the same when their names match and their types are equivalent.
    let key: Key
    /// The key's number among the keys of the graph's needs: equal keys, equal numbers. The fixed
    /// point and the sources compare needs by it, not by their key's strings and type.
    let number: Int

    init(type: TypeExpression, parameters: [Dependency], key: Key, number: Int) {
      self.type = type
      self.parameters = parameters
      self.key = key
      self.number = number
    }

    static func == (lhs: Need, rhs: Need) -> Bool {
      lhs === rhs || lhs.name == rhs.name && lhs.type == rhs.type && lhs.parameters == rhs.parameters
    }

    func hash(into hasher: inout Hasher) { hasher.combine(key) }

    struct Key: Hashable, Sendable, Comparable {
      let name: String
      let type: TypeExpression
      /// The normalized type as text, the second sort criterion, printed once rather than at
      /// every comparison of a sort.
      private let typeText: String
      /// The hash of the name and text, computed once: a key is hashed at every registration of
      /// the type that needs it, and hashing two strings each time was a tenth of planning.
      private let hash: Int

      init(name: String, type: TypeExpression) {
        self.name = name
        self.type = type
        typeText = type.description
        var hasher = Hasher()
        hasher.combine(name)
        hasher.combine(typeText)
        hash = hasher.finalize()
      }

      static func < (lhs: Key, rhs: Key) -> Bool {
        (lhs.name, lhs.typeText) < (rhs.name, rhs.typeText)
      }

      // A type prints as text that parses back to it, so the text stands for the normalized type
      // in comparisons and hashing, which are cheaper on one string than on a tree of types.
      static func == (lhs: Key, rhs: Key) -> Bool {
        lhs.hash == rhs.hash && lhs.name == rhs.name && lhs.typeText == rhs.typeText
      }

      func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }
  }

  /// For each type, its references in declaration order, then its forwarded needs sorted by name
  /// and type.
  let needs: [[Need]]
  /// For each registration that builds a type, where its owner finds each need of the built type
  /// (parallel to `needs[built]`; `nil` only in a graph validation rejects), all in one list: the
  /// registration at `site` has the range that starts at `sourceStarts[site]`. Worked out once, on
  /// all cores: the shapes' fixed points and every plan read it at each edge, where working it
  /// out again hashed names and type trees each time. One list, where a list per registration was
  /// tens of thousands of lists to make, copy into a table, and free on one core once planned.
  private let sources: [RegistrationPlan.Source?]
  private let sourceStarts: DependencyTable<Int>

  /// What the fixed point (`needs(of:parameterLists:)`) found: each type's needs, and how each
  /// owner provides each need offered to it.
  struct Forwarding: Sendable {
    /// For each type, its references in declaration order, then its forwarded needs sorted by
    /// name and type.
    var needs: [[Need]]
    /// For each owner and need key offered to it, the index of the owner's declaration that
    /// provides the need, or -1 when the owner forwards it from its own builder. Asked once per
    /// owner and key: many registrations of an owner offer it the same need (`logger` to the
    /// parent of thousands of types), and its declarations do not change.
    fileprivate var declarations: OwnerAnswers

    /// The owner's answer for `need`: the index of its declaration providing it, or -1 when it
    /// forwards the need; `nil` when the need was not offered to `owner`, which the fixed point,
    /// offering every need of a type to each of its registrants, leaves to no source.
    fileprivate func answer(for need: Need, in owner: Int) -> Int? {
      declarations[owner: owner, number: need.number]
    }
  }

  /// The inputs of every type, from `needs(of:parameterLists:)`: where each registration's owner
  /// finds each need of the type it builds, on all cores, from the owners' answers the fixed
  /// point recorded. Kept apart from the fixed point, which the planner runs beside the build
  /// isolations on the other core: a map on all cores inside one of two side-by-side tasks gets
  /// one core (Dispatch divides the cores among nested maps).
  init(_ forwarding: Forwarding, in resolved: ResolvedGraph) {
    let graph = resolved.graph
    let typeMatches = resolved.typeMatches
    let needs = forwarding.needs
    // For each type, where the first need of each key number sits in its needs: read only while
    // the sources are worked out, then freed. A type's own references are its first needs, in
    // declaration order, each of its own key (a type's dependencies have distinct names): the
    // position of one is its place among the type's references.
    let positions = needs.concurrentMap { NeedPositions(numbers: $0.map(\.number)) }
    let referencePositions = Self.referencePositions(in: graph)
    // Each registration's range, in the order of the types built, then of their registrants.
    var table = DependencyTable(graph, filledWith: 0)
    var count = 0
    for built in needs.indices {
      for site in resolved.edges.registrants[built] {
        table[site] = count
        count += needs[built].count
      }
    }
    let starts = table
    sources = [RegistrationPlan.Source?](unsafeUninitializedCapacity: count) { buffer, initializedCount in
      // Each built type's task fills the ranges of the registrations that build it, which no
      // other task touches; every slot is filled once, and read only after all tasks end.
      nonisolated(unsafe) let slots = buffer
      DispatchQueue.concurrentPerform(iterations: needs.count) { built in
        for site in resolved.edges.registrants[built] {
          let start = slots.baseAddress! + starts[site]
          for (position, need) in needs[built].enumerated() {
            (start + position).initialize(
              to: Self.source(
                of: need, in: site.type, graph: graph, typeMatches: typeMatches, forwarding: forwarding,
                positions: positions[site.type],
                referencePositions: referencePositions))
          }
        }
      }
      initializedCount = count
    }
    self.needs = needs
    sourceStarts = starts
  }

  /// Each reference's place among its type's references, -1 for the other dependencies.
  private static func referencePositions(in graph: ModuleGraph) -> DependencyTable<Int> {
    var positions = DependencyTable(graph, filledWith: -1)
    for type in graph.types.indices {
      var position = 0
      for index in graph.types[type].dependencies.indices {
        let reference = DependencyID(type: type, dependency: index)
        guard graph[reference].isReference else { continue }
        positions[reference] = position
        position += 1
      }
    }
    return positions
  }

  /// What each type's container must receive: its own references, then what the types it
  /// registers need that it neither declares nor is found for by type, forwarded from its own
  /// builder. A fixed point over the registration edges, on one core.
  static func needs(of resolved: ResolvedGraph, parameterLists: ReferenceParameters) -> Forwarding {
    let graph = resolved.graph
    let count = graph.types.count
    let typeMatches = resolved.typeMatches
    // Each distinct key numbered, so that whether an owner already forwards a need is one lookup
    // of a number, not of a key's two strings and type.
    var numbers: [Need.Key: Int] = [:]
    // The key last made for each name, with its number: most references of a name have one type
    // (`logger: Logger` in thousands of types), and a normalized type equal to the last one has
    // its key, which is then neither printed nor hashed again.
    var lastKeys: [String: (key: Need.Key, number: Int)] = [:]
    let own: [[Need]] = graph.types.indices.map { typeIndex in
      let dependencies = graph.types[typeIndex].dependencies.indices
      // Made at its final size: grown a reference at a time (`compactMap`), each list was copied
      // into larger ones as it grew (3.7 M of the bench app's instructions here).
      var needs: [Need] = []
      needs.reserveCapacity(dependencies.count { graph[DependencyID(type: typeIndex, dependency: $0)].isReference })
      for dependencyIndex in dependencies {
        let reference = DependencyID(type: typeIndex, dependency: dependencyIndex)
        // Read in place: a copy of the dependency retained each of its strings and types.
        guard graph[reference].isReference else { continue }
        let type = graph[reference].exposedType
        let name = graph[reference].name
        // A type equal to the last key's is in normal form already (normalizing it again gives it
        // back): most types are, and are not normalized again (4.5 M of the bench app's
        // instructions, each reference's type walked to be found normal).
        if let last = lastKeys[name], last.key.type == type {
          needs.append(Need(type: type, parameters: parameterLists[reference], key: last.key, number: last.number))
          continue
        }
        let normalized = type.normalized
        if let last = lastKeys[name], last.key.type == normalized {
          needs.append(Need(type: type, parameters: parameterLists[reference], key: last.key, number: last.number))
          continue
        }
        let key = Need.Key(name: name, type: normalized)
        let number = numbers[key] ?? numbers.count
        if number == numbers.count { numbers[key] = number }
        lastKeys[name] = (key, number)
        needs.append(Need(type: type, parameters: parameterLists[reference], key: key, number: number))
      }
      return needs
    }
    let keyCount = numbers.count
    // What each type forwards, in the order found, and each owner's answer for each key offered.
    var forwarded = Array(repeating: [Need](), count: count)
    // Room for an answer per reference before growing: each owner answers each key once, and
    // most keys offered to an owner are its children's references.
    var declarations = OwnerAnswers(keyCount: keyCount, expected: own.reduce(0) { $0 + $1.count })
    var pending = Self.shallowestFirst(resolved.edges)
    var queued = Array(repeating: true, count: count)
    // How many of each type's needs its registrants have been offered: a type taken again offers
    // only those forwarded to it since. (The others were taken then, or are declared by the
    // owner, which does not change: asking again found the same and changed nothing.)
    var offered = Array(repeating: 0, count: count)
    while let built = pending.popLast() {
      queued[built] = false
      let ownCount = own[built].count
      let forwardedCount = forwarded[built].count
      let first = offered[built]
      offered[built] = ownCount + forwardedCount
      for site in resolved.edges.registrants[built] {
        let owner = site.type
        var changed = false
        for position in first..<(ownCount + forwardedCount) {
          let need = position < ownCount ? own[built][position] : forwarded[built][position - ownCount]
          // An owner answers once for each key, whichever registration offers it.
          guard declarations[owner: owner, number: need.number] == nil else { continue }
          let declaration = Self.declaration(of: need, in: owner, graph: graph, typeMatches: typeMatches)
          declarations.record(declaration ?? -1, owner: owner, number: need.number)
          guard declaration == nil else { continue }
          // Room for a few from the first: grown from one, a list was copied into a larger one at
          // its second, third and fifth need (7.4 M of the bench app's instructions).
          if forwarded[owner].isEmpty { forwarded[owner].reserveCapacity(8) }
          forwarded[owner].append(need)
          changed = true
        }
        if changed && !queued[owner] {
          queued[owner] = true
          pending.append(owner)
        }
      }
    }
    // Each key's place in the keys' order, so that each type's forwarded needs are sorted by
    // comparing numbers, not names and printed types: a type forwards each key once, so no two of
    // its needs have one place.
    var rank = Array(repeating: 0, count: keyCount)
    for (place, entry) in numbers.sorted(by: { $0.key < $1.key }).enumerated() { rank[entry.value] = place }
    let needs = (0..<count).map { index in
      // A type that forwards nothing (a leaf, most of the bench app's types) keeps its own list,
      // shared rather than copied into a new one.
      guard !forwarded[index].isEmpty else { return own[index] }
      var needs = own[index]
      needs.reserveCapacity(needs.count + forwarded[index].count)
      needs += forwarded[index].sorted { rank[$0.number] < rank[$1.number] }
      return needs
    }
    return Forwarding(needs: needs, declarations: declarations)
  }

  /// Where the owner of the registration `site` finds the need at `position` of the type it builds
  /// (`position` is one of that type's `needs`' indices).
  func source(at site: DependencyID, position: Int) -> RegistrationPlan.Source? {
    sources[sourceStarts[site] + position]
  }

  /// Where the container of `owner` finds `need` for a child: its own declaration of that name
  /// and type (or the one found by type in its place), or the input it forwards. `nil` only for a
  /// graph validation would have rejected.
  private static func source(
    of need: Need, in owner: Int, graph: ModuleGraph, typeMatches: [ResolvedGraph.TypeMatchKey: Int],
    forwarding: Forwarding, positions: NeedPositions, referencePositions: DependencyTable<Int>
  ) -> RegistrationPlan.Source? {
    // The owner's answer as the fixed point recorded it; asked again only where none was (none is
    // missing for a need of a type the owner registers, but a wrong source is worse than a slow one).
    let declaration: Int?
    if let answer = forwarding.answer(for: need, in: owner) {
      declaration = answer < 0 ? nil : answer
    } else {
      declaration = Self.declaration(of: need, in: owner, graph: graph, typeMatches: typeMatches)
    }
    guard let index = declaration else {
      return positions.first(numbered: need.number).map { .input($0) }
    }
    // Lent, not copied: this runs for every need of every registration.
    let declared = DependencyID(type: owner, dependency: index)
    switch graph[declared].kind {
    case .registration: return .registration(index)
    case .parameter: return .parameter(graph[declared].name)
    case .reference:
      // A type's own references are its first inputs, in declaration order.
      return .input(referencePositions[declared])
    }
  }

  /// The declaration of `owner` that provides `need` to the types it builds: the one with the
  /// need's name and a compatible type, else the one the resolver found by type (docs/language.md,
  /// "Found by type"); `nil` when the owner forwards the need from its own builder.
  private static func declaration(
    of need: Need, in owner: Int, graph: ModuleGraph, typeMatches: [ResolvedGraph.TypeMatchKey: Int]
  ) -> Int? {
    // Read in place: a copy of the owner's `InjectableType` retains each of its lists, for every
    // need at every registration.
    if let index = graph.dependencyIndex(named: need.name, in: owner),
      graph.provides(DependencyID(type: owner, dependency: index), need.type)
    {
      return index
    }
    guard !typeMatches.isEmpty else { return nil }
    return typeMatches[ResolvedGraph.TypeMatchKey(owner: owner, name: need.name, type: need.key.type)]
  }

  /// Every type, ordered by its distance from a root along registrations (types no root reaches,
  /// in a loop of their own, count as roots). Taken from the end, this settles a type's children
  /// before the type itself, so in a tree each type is visited once; in name order, a type could
  /// be visited again for every child settled after it.
  static func shallowestFirst(_ edges: RegistrationEdges) -> [Int] {
    let count = edges.registrants.count
    let children = edges.childLists()
    var depth = Array(repeating: -1, count: count)
    var queue = (0..<count).filter { edges.isRoot($0) }
    for root in queue { depth[root] = 0 }
    var next = 0
    while next < queue.count {
      let type = queue[next]
      next += 1
      for child in children[type] where depth[child] < 0 {
        depth[child] = depth[type] + 1
        queue.append(child)
      }
    }
    // By depth, then index: each type counted into its depth's range, in index order (a sort of
    // the 10,000 indices by pairs took 11 M of the bench app's instructions; this whole ordering,
    // the walk included, takes 3.5 M).
    var starts = Array(repeating: 0, count: max(depth.max() ?? 0, 0) + 2)
    for type in 0..<count { starts[max(depth[type], 0) + 1] += 1 }
    for level in starts.indices.dropFirst() { starts[level] += starts[level - 1] }
    var order = Array(repeating: 0, count: count)
    for type in 0..<count {
      let level = max(depth[type], 0)
      order[starts[level]] = type
      starts[level] += 1
    }
    return order
  }
}

/// The parameters of what a reference finally resolves to: a reference to a transient
/// registration of a type that takes parameters becomes a function of those parameters.
struct ReferenceParameters {
  private var lists: [DependencyID: [Dependency]] = [:]

  init(_ resolved: ResolvedGraph) {
    for reference in resolved.resolutions.references {
      for provider in resolved.ultimateProviders(of: reference) {
        guard let built = resolved.edges.builtType[provider] else { continue }
        let parameters = resolved.graph.types[built].parameters
        if !parameters.isEmpty {
          lists[reference] = parameters
          break
        }
      }
    }
  }

  subscript(reference: DependencyID) -> [Dependency] { lists[reference] ?? [] }
}

/// Where the first need of each key number sits in one type's needs, sorted by number: a few
/// needs per type, searched by halves, where a dictionary per type hashed each need's key and
/// freed a table for each of the module's types.
struct NeedPositions {
  private let entries: [(number: Int, position: Int)]

  /// From the key numbers of a type's needs, in the needs' order.
  init(numbers: [Int]) {
    // Made at its final size: mapped from the enumerated numbers, it grew an entry at a time.
    var entries: [(number: Int, position: Int)] = []
    entries.reserveCapacity(numbers.count)
    for position in numbers.indices { entries.append((numbers[position], position)) }
    // By number, then position: the first of each number is kept.
    entries.sort { ($0.number, $0.position) < ($1.number, $1.position) }
    var kept = 0
    // By index: a loop over the entries held a copy of the list, so the first write into it
    // copied the whole list, for every type.
    for index in entries.indices where kept == 0 || entries[kept - 1].number != entries[index].number {
      entries[kept] = entries[index]
      kept += 1
    }
    entries.removeLast(entries.count - kept)
    self.entries = entries
  }

  /// The position of the first need numbered `number`, if any.
  func first(numbered number: Int) -> Int? {
    let found = entries.indices.partitioningIndex { entries[$0].number >= number }
    return found < entries.count && entries[found].number == number ? entries[found].position : nil
  }
}
