/// `weaver-gen graph --format text`: a readable listing, one block per type, with who registers
/// it and where each reference is provided.
package enum GraphTextRenderer {
  package static func render(_ graphs: [ResolvedGraph]) -> String {
    var lines = [PrintedGraphMarker.comment]
    for resolved in graphs {
      let graph = resolved.graph
      if lines.count > 1 { lines.append("") }
      let count = resolved.injectableTypeCount
      lines.append("module \(graph.name): \(count) injectable type\(count == 1 ? "" : "s")")
      for (index, type) in graph.types.enumerated() {
        lines.append("  \(type.name)\(header(index, in: resolved))")
        for (dependencyIndex, dependency) in type.dependencies.enumerated() {
          lines.append(
            "    " + describe(DependencyID(type: index, dependency: dependencyIndex), dependency, in: resolved))
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func header(_ index: Int, in resolved: ResolvedGraph) -> String {
    let type = resolved.graph.types[index]
    var notes: [String] = []
    if let external = type.external { notes.append("of module \(external.module)") }
    if type.accessLevel >= .public { notes.append(type.accessLevel.description) }
    if type.isIsolated { notes.append("isolated") }
    let registrants = resolved.edges.registrants[index]
    if registrants.isEmpty {
      notes.append("root")
    } else {
      let names = registrants.map { "\(resolved.owner(of: $0)).\(resolved.graph[$0].name)" }
      notes.append("registered by " + names.joined(separator: ", "))
    }
    return " (" + notes.joined(separator: "; ") + ")"
  }

  private static func describe(_ reference: DependencyID, _ dependency: Dependency, in resolved: ResolvedGraph)
    -> String
  {
    switch dependency.kind {
    case .registration(let registration):
      var text = "\(dependency.name) = \(registration.concrete)"
      if let abstract = registration.abstract { text += " <- \(abstract)" }
      var details = [registration.scope.rawValue]
      if let builder = registration.builder { details.append("builder: \(builder)") }
      if registration.isObjC { details.append("objc") }
      return text + "  [" + details.joined(separator: ", ") + "]"
    case .reference(let type):
      let resolution = resolved.resolutions[reference] ?? ReferenceResolution()
      if resolved.ungrounded.contains(reference) {
        return "\(dependency.name) <- \(type)  -> unresolved: no root builds '\(resolved.owner(of: reference))'"
      }
      var targets = resolution.providers.map { provider in
        let target = "\(resolved.owner(of: provider)).\(resolved.graph[provider].name)"
        return resolution.foundByType.contains(provider) ? target + " (found by type)" : target
      }
      if !resolved.isResolvedOnEveryPath(reference) { targets.append("unresolved on some path") }
      if targets.isEmpty { targets.append(resolved.edges.isRoot(reference.type) ? "input of the root" : "unresolved") }
      return "\(dependency.name) <- \(type)  -> " + targets.joined(separator: ", ")
    case .parameter(let type):
      return "\(dependency.name) <= \(type)"
    }
  }
}
