/// What makes a printed graph recognisably weaver-gen's, so that `graph --output` replaces a file
/// only when weaver-gen printed it, as `generate` does with the generated header.
///
/// A graph's own first bytes are no mark: `module ` starts a go.mod, a Haskell or an Elm source,
/// and `{ "schemaVersion": …` many JSON files. Each format therefore starts with a line that only
/// weaver-gen writes: a comment in text and DOT (Graphviz skips `//` lines), and in JSON, which has
/// no comments, a first field naming weaver-gen.
package enum PrintedGraphMarker {
  /// The first line of the text and DOT formats.
  package static let comment = "// Dependency graph printed by weaver-gen graph, which may replace this file."

  /// The first field of the JSON format: its key and value.
  package static let jsonField = (key: "printedBy", value: "weaver-gen graph")

  /// How each format's output starts, the marker included.
  package static let openings = [
    comment + "\n",
    "{\n  \"\(jsonField.key)\": \"\(jsonField.value)\",\n",
  ]

  /// Whether a file's text starts as a graph weaver-gen printed.
  package static func isPrintedGraph(_ text: Substring) -> Bool {
    openings.contains { text.hasPrefix($0) }
  }
}
