/// `weaver-gen graph --format dot`: Graphviz input. A box per injectable type (roots bold), an
/// ellipse per other registered type; registration edges labelled with the dependency name and
/// styled by scope (container solid, lazy dashed, weak dotted, transient bold); reference edges
/// in blue, dashed, to the type that provides them. One cluster per module.
package enum GraphDOTRenderer {
  package static func render(_ graphs: [ResolvedGraph]) -> String {
    var lines = [
      "digraph weaver {",
      "  rankdir=TB;",
      "  node [shape=box, fontname=\"Helvetica\"];",
      "  edge [fontname=\"Helvetica\", fontsize=10];",
    ]
    for resolved in graphs {
      lines += cluster(resolved)
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func cluster(_ resolved: ResolvedGraph) -> [String] {
    let graph = resolved.graph
    let module = graph.name
    func node(_ name: String) -> String { quoted("\(module).\(name)") }
    var lines = ["  subgraph \(quoted("cluster_\(module)")) {", "    label=\(quoted(module));"]
    for (index, type) in graph.types.enumerated() {
      var attributes = ["label=\(quoted(type.name))"]
      if resolved.edges.isRoot(index) { attributes.append("style=bold") }
      if type.isIsolated { attributes.append("color=gray") }
      lines.append("    \(node(type.name)) [\(attributes.joined(separator: ", "))];")
    }
    var externalTypes: Set<String> = []
    var edges: [String] = []
    for (typeIndex, type) in graph.types.enumerated() {
      for (dependencyIndex, dependency) in type.dependencies.enumerated() {
        let site = DependencyReference(type: typeIndex, dependency: dependencyIndex)
        if let registration = dependency.registration {
          let target: String
          if let built = resolved.edges.builtType[site] {
            target = graph.types[built].name
          } else {
            target = registration.concrete.description
            externalTypes.insert(target)
          }
          edges.append(
            "    \(node(type.name)) -> \(node(target)) [label=\(quoted(dependency.name)), style=\(style(registration.scope))];"
          )
        } else if dependency.isReference {
          for provider in resolved.resolutions[site]?.providers ?? [] {
            let owner = resolved.owner(of: provider)
            edges.append(
              "    \(node(type.name)) -> \(node(owner)) [label=\(quoted(dependency.name)), style=dashed, color=\"#3b7dd8\", fontcolor=\"#3b7dd8\", constraint=false];"
            )
          }
        }
      }
    }
    for external in externalTypes.sorted() {
      lines.append("    \(node(external)) [label=\(quoted(external)), shape=ellipse];")
    }
    return lines + edges + ["  }"]
  }

  private static func style(_ scope: Scope) -> String {
    switch scope {
    case .container: "solid"
    case .lazy: "dashed"
    case .weak: "dotted"
    case .transient: "bold"
    }
  }

  private static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      if character == "\"" || character == "\\" { result.append("\\") }
      result.append(character)
    }
    return result + "\""
  }
}
