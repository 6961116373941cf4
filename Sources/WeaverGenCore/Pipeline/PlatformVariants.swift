/// A module whose dependencies name platforms (`name.platforms = [.iOS, .watchOS]`, Weaver 1.x)
/// is a different graph on each platform: a dependency limited to iOS does not exist on watchOS.
/// Each platform it names is checked as its own graph, so that a reference missing on one of them
/// is an error naming it; the code is generated per platform and each type's code is kept under
/// `#if os(...)` where the platforms differ (`SwiftRenderer`).
struct PlatformVariant: Sendable {
  /// The platform, or `nil` for those no dependency names (the `#else` branch).
  var platform: Platform?
  var resolved: ResolvedGraph
  /// The checked plans, when the graph has no error.
  var plans: [ContainerPlan]?
  var diagnostics: [Diagnostic]
  /// Why the planner rejected a graph validation accepted: a bug in weaver-gen, reported as an
  /// internal error if the module's code is asked for.
  var planningFailure: String?

  /// What other modules see of a module: its graph and plans where no platform is named (the
  /// only variant when its dependencies name none).
  static func exported(of variants: [PlatformVariant]) -> PlatformVariant {
    variants.first { $0.platform == nil } ?? variants[0]
  }

  /// The `#if` condition of the platforms: `os(iOS) || os(watchOS)`.
  static func condition(_ platforms: [Platform]) -> String {
    platforms.map { "os(\($0.conditionName))" }.joined(separator: " || ")
  }
}

extension ModuleGraph {
  /// The platforms the module's dependencies name, sorted, without repeats.
  var namedPlatforms: [Platform] {
    // Read in place, on one core before anything else of the module is checked: a list per type
    // and per dependency, each a copy, cost the bench app a millisecond for no platform at all.
    var named: Set<Platform> = []
    for type in types.indices {
      for dependency in types[type].dependencies.indices {
        if let platforms = types[type].dependencies[dependency].platforms { named.formUnion(platforms) }
      }
    }
    return named.sorted()
  }

  /// The graph on `platform` (`nil`: a platform no dependency names): without the dependencies
  /// that do not exist there.
  func keeping(platform: Platform?) -> ModuleGraph {
    var graph = self
    for index in graph.types.indices {
      var type = graph.types[index]
      type.dependencies.removeAll { !$0.exists(on: platform) }
      type.indexDependencyNames()
      graph.types[index] = type
    }
    return graph
  }
}

enum PlatformDiagnostics {
  /// The problems of the named platforms' graphs, each once: as it is when every platform has it,
  /// else saying on which platforms.
  static func merge(_ variants: [PlatformVariant]) -> [Diagnostic] {
    struct Key: Hashable {
      var id: DiagnosticID
      var location: SourceLocation
      var message: String
    }
    var order: [Key] = []
    var found: [Key: (diagnostic: Diagnostic, platforms: [Platform])] = [:]
    for variant in variants {
      guard let platform = variant.platform else { continue }
      for diagnostic in variant.diagnostics {
        let key = Key(id: diagnostic.id, location: diagnostic.location, message: diagnostic.message)
        if found[key] == nil {
          order.append(key)
          found[key] = (diagnostic, [])
        }
        found[key]?.platforms.append(platform)
      }
    }
    let named = variants.count { $0.platform != nil }
    return order.compactMap { key in
      guard let (found, platforms) = found[key] else { return nil }
      var diagnostic = found
      if platforms.count < named {
        diagnostic.message = GraphMessages.onPlatforms(diagnostic.message, platforms.map(\.conditionName))
      }
      return diagnostic
    }
  }
}
