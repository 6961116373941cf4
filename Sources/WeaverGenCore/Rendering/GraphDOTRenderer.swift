/// `weaver-gen graph --format dot`: Graphviz input, drawn to be read at 30 types and more.
///
/// The registration tree is the picture: a box per injectable type (roots bold, isolated types
/// grey and dashed), an ellipse per registered type that is not injectable, one edge per
/// registration from the type that registers it, styled by scope (container solid, lazy dashed,
/// weak dotted, transient bold) and labelled with the dependency's name only where the name does
/// not already say the type, and with the scope where it is not `.container`. References do not
/// get edges by default: every injectable type points up at the root, so at a few dozen types
/// their edges cross everything and hide the tree. Each box lists instead, under its name, what
/// it is given and by whom (`from AppDelegate: apiClient, database`: the type whose registration or
/// parameter finally provides it, through any references that pass it on), grouped per provider,
/// and its parameters. A public root's references are its container's inputs, given by whoever
/// creates it: the root lists them as `inputs:` and the types they reach as `from Root's inputs:`,
/// never as missing (`not provided:`, in red, is kept for what validation reports). `--references edges` draws them as blue dashed edges, for tracing one graph's
/// wiring. A legend at the bottom says what the styles mean. One cluster per module.
package enum GraphDOTRenderer {
  /// How references are drawn.
  package enum References: String, Sendable, CaseIterable {
    /// Listed in each type's box, grouped by the type that provides them.
    case grouped
    /// As edges to the type that provides them.
    case edges
  }

  package static func render(_ graphs: [ResolvedGraph], references: References = .grouped) -> String {
    var lines = [
      PrintedGraphMarker.comment,
      "digraph weaver {",
      "  rankdir=TB;",
      "  nodesep=0.25;",
      "  ranksep=0.45;",
      "  node [shape=box, fontname=\"Helvetica\", fontsize=12, margin=\"0.12,0.06\"];",
      "  edge [fontname=\"Helvetica\", fontsize=9, arrowsize=0.7];",
    ]
    for resolved in graphs {
      lines += cluster(resolved, references: references)
    }
    // The legend explains `inputs` only where a picture shows some, so it stays one short line.
    let showsInputs =
      references == .grouped
      && graphs.contains { resolved in
        resolved.graph.types.indices.contains { resolved.receivesInputs($0) }
      }
    lines += legend(references, showsInputs: showsInputs)
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private static let referenceColor = "#3b7dd8"
  private static let noteColor = "#555555"
  private static let errorColor = "#c0392b"

  private static func cluster(_ resolved: ResolvedGraph, references: References) -> [String] {
    let graph = resolved.graph
    let module = graph.name
    func node(_ name: String) -> String { quoted("\(module).\(name)") }
    var lines = [
      "  subgraph \(quoted("cluster_\(module)")) {", "    label=\(quoted(module));", "    fontname=\"Helvetica\";",
    ]
    let providers = references == .grouped ? resolved.providersCountingRootInputs() : nil
    for (index, type) in graph.types.enumerated() {
      var attributes = ["label=\(typeLabel(index, in: resolved, listingReferencesBy: providers))"]
      if type.isIsolated {
        attributes += ["style=dashed", "color=gray", "fontcolor=\"\(noteColor)\""]
      } else if resolved.edges.isRoot(index) {
        attributes.append("style=bold")
      }
      lines.append("    \(node(type.name)) [\(attributes.joined(separator: ", "))];")
    }
    var externalTypes: Set<String> = []
    var edges: [String] = []
    for (typeIndex, type) in graph.types.enumerated() {
      for (dependencyIndex, dependency) in type.dependencies.enumerated() {
        let site = DependencyID(type: typeIndex, dependency: dependencyIndex)
        if let registration = dependency.registration {
          let target: String
          if let built = resolved.edges.builtType[site] {
            target = graph.types[built].name
          } else {
            target = registration.concrete.description
            externalTypes.insert(target)
          }
          var attributes = ["style=\(style(registration.scope))"]
          if let label = edgeLabel(dependency.name, builds: target, scope: registration.scope) {
            attributes.insert("label=\(quoted(label))", at: 0)
          }
          edges.append("    \(node(type.name)) -> \(node(target)) [\(attributes.joined(separator: ", "))];")
        } else if dependency.isReference, references == .edges {
          let resolution = resolved.resolutions[site] ?? ReferenceResolution()
          for provider in resolution.providers {
            // A match by type says which declaration it took.
            let label =
              resolution.foundByType.contains(provider)
              ? "\(dependency.name) (by type: \(resolved.graph[provider].name))" : dependency.name
            edges.append(
              "    \(node(type.name)) -> \(node(resolved.owner(of: provider))) [label=\(quoted(label)), style=dashed, color=\"\(referenceColor)\", fontcolor=\"\(referenceColor)\", constraint=false];"
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

  /// The type's name, then (when references are listed) one line per type that provides some of
  /// its references, a line for its parameters, and one for references nothing provides.
  private static func typeLabel(
    _ index: Int, in resolved: ResolvedGraph, listingReferencesBy ultimate: UltimateProviders?
  ) -> String {
    let type = resolved.graph.types[index]
    var rows = ["<b>\(html(type.name))</b>"]
    if type.isIsolated { rows.append(note("isolated: not wired in yet", color: noteColor)) }
    guard let ultimate else { return "<\(rows.joined(separator: "<br/>"))>" }
    var providers: [String] = []
    var namesByProvider: [String: [String]] = [:]
    var parameters: [String] = []
    var unresolved: [String] = []
    for (dependencyIndex, dependency) in type.dependencies.enumerated() {
      if dependency.isParameter {
        parameters.append(dependency.name)
        continue
      }
      guard dependency.isReference else { continue }
      let site = DependencyID(type: index, dependency: dependencyIndex)
      let owners = ultimate[site].map { provider in
        let owner = resolved.owner(of: provider)
        guard resolved.graph[provider].isReference else { return "from \(owner):" }
        return provider.type == index ? "inputs:" : "from \(owner)'s inputs:"
      }
      if owners.isEmpty { unresolved.append(dependency.name) }
      let foundByType = resolved.resolutions[site]?.foundByType ?? []
      let shown =
        foundByType.isEmpty
        ? dependency.name
        : "\(dependency.name) (by type: \(foundByType.map { resolved.graph[$0].name }.joined(separator: ", ")))"
      for owner in Set(owners).sorted() {
        if namesByProvider[owner] == nil { providers.append(owner) }
        namesByProvider[owner, default: []].append(shown)
      }
    }
    for provider in providers {
      rows += notes(provider, namesByProvider[provider, default: []], color: referenceColor)
    }
    if !parameters.isEmpty { rows += notes("parameters:", parameters, color: noteColor) }
    if !unresolved.isEmpty {
      // An isolated type is not wired in, so nothing provides its references yet, and that is
      // not an error.
      rows +=
        type.isIsolated
        ? notes("references:", unresolved, color: noteColor)
        : notes("not provided:", unresolved, color: errorColor)
    }
    return "<\(rows.joined(separator: "<br/>"))>"
  }

  /// The longest a note row grows before its names go on to the next row, so that a type given
  /// twenty things by the root stays a box, not a banner.
  static let noteRowLength = 48

  /// `title` and the names, as rows of at most `noteRowLength` characters (a longer name takes a
  /// row of its own).
  private static func notes(_ title: String, _ names: [String], color: String) -> [String] {
    var rows: [String] = []
    var row = title
    for (index, name) in names.enumerated() {
      let item = name + (index == names.count - 1 ? "" : ",")
      if row != title, row.count + 1 + item.count > noteRowLength {
        rows.append(row)
        row = item
      } else {
        row += " " + item
      }
    }
    rows.append(row)
    return rows.map { note($0, color: color) }
  }

  private static func note(_ text: String, color: String) -> String {
    "<font point-size=\"9\" color=\"\(color)\">\(html(text))</font>"
  }

  /// The registration's name, left out when it is the built type's name in other case
  /// (`cartStore` for `CartStore`, `urlSession` for `URLSession`), which the arrow already shows;
  /// then the scope, unless it is the default.
  private static func edgeLabel(_ name: String, builds type: String, scope: Scope) -> String? {
    let saysTheType = name.lowercased() == type.lowercased()
    let parts = (saysTheType ? [] : [name]) + (scope == .container ? [] : [scope.rawValue])
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
  }

  private static func legend(_ references: References, showsInputs: Bool) -> [String] {
    var text = "registrations: container solid, lazy dashed, weak dotted, transient bold; roots bold"
    text += references == .grouped ? "; \\\"from X\\\": references provided by X" : "; references: blue, dashed"
    if showsInputs { text += "; \\\"inputs\\\": passed to a public root" }
    return ["  label=\"\(text)\";", "  labelloc=b;", "  fontname=\"Helvetica\";", "  fontsize=10;"]
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

  /// Text inside an HTML-like label: type names may hold `<`, `>` and `&` (`Set<Int>`).
  private static func html(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}
