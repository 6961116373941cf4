/// What each injectable type's container must receive from whoever builds it: its own references,
/// and what the types below it need that it does not provide itself (forwarded inputs).
///
/// A container hands its children only providers it holds, so a need that a type neither declares
/// nor provides must come in through every container on the way down. Computed as a fixed point
/// over the registration edges, which may form loops through `.lazy` registrations.
public struct ContainerInputs: Hashable, Sendable {
  /// One value a container receives.
  public struct Need: Hashable, Sendable {
    public let name: String
    /// The type as the type that first asked for it spelled it (the closest reference below).
    public let type: TypeExpression
    /// The parameters the value takes when it is built per call (a transient registration of a type
    /// with parameters); empty otherwise.
    public let parameters: [Dependency]
    /// Needs are the same when their names match and their types are equivalent. Computed once:
    /// the fixed point below looks a need up at every registration edge it crosses.
    public let key: Key

    public init(name: String, type: TypeExpression, parameters: [Dependency]) {
      self.name = name
      self.type = type
      self.parameters = parameters
      key = Key(name: name, type: type.normalized)
    }

    public struct Key: Hashable, Sendable, Comparable {
      public let name: String
      public let type: TypeExpression
      /// The normalized type as text, the second sort criterion, printed once rather than at
      /// every comparison of a sort.
      private let typeText: String

      init(name: String, type: TypeExpression) {
        self.name = name
        self.type = type
        typeText = type.description
      }

      public static func < (lhs: Key, rhs: Key) -> Bool {
        (lhs.name, lhs.typeText) < (rhs.name, rhs.typeText)
      }
    }
  }

  /// For each type, its references in declaration order, then its forwarded needs sorted by name
  /// and type.
  public private(set) var needs: [[Need]]

  public init(_ resolved: ResolvedGraph) {
    let graph = resolved.graph
    let count = graph.types.count
    let parameterLists = ReferenceParameters(resolved)
    let own: [[Need]] = graph.types.indices.map { typeIndex in
      graph.types[typeIndex].dependencies.indices.compactMap { dependencyIndex in
        let reference = DependencyReference(type: typeIndex, dependency: dependencyIndex)
        let dependency = graph[reference]
        guard dependency.isReference else { return nil }
        return Need(name: dependency.name, type: dependency.exposedType, parameters: parameterLists[reference])
      }
    }
    var forwarded = Array(repeating: [Need.Key: Need](), count: count)
    var pending = Array(0..<count)
    var queued = Set(pending)
    while let built = pending.popLast() {
      queued.remove(built)
      let needsOfBuilt = own[built] + forwarded[built].values
      for site in resolved.edges.registrants[built] {
        let owner = site.type
        var changed = false
        for need in needsOfBuilt where !Self.declares(need, in: graph.types[owner]) {
          if forwarded[owner][need.key] == nil {
            forwarded[owner][need.key] = need
            changed = true
          }
        }
        if changed && queued.insert(owner).inserted { pending.append(owner) }
      }
    }
    needs = (0..<count).map { index in
      own[index] + forwarded[index].values.sorted { $0.key < $1.key }
    }
  }

  /// Whether the type declares the need itself (and so provides it to its children).
  static func declares(_ need: Need, in type: InjectableType) -> Bool {
    type.dependency(named: need.name)?.provides(need.type) ?? false
  }
}

/// The parameters of what a reference finally resolves to: a reference to a transient
/// registration of a type that takes parameters becomes a function of those parameters.
struct ReferenceParameters {
  private var lists: [DependencyReference: [Dependency]] = [:]

  init(_ resolved: ResolvedGraph) {
    for reference in resolved.resolutions.keys {
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

  subscript(reference: DependencyReference) -> [Dependency] { lists[reference] ?? [] }
}
