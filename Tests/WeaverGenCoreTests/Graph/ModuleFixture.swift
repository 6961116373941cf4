@testable import WeaverGenCore

/// Runs the whole front end (scan, parse, build, validate) on in-memory files of one module, as
/// the CLI would on disk.
struct ModuleFixture {
  let analysis: ModuleAnalysis

  init(_ files: KeyValuePairs<String, String>, module: String = "App", warningsAsErrors: Bool = false) {
    let reader = InMemorySourceReader(Dictionary(uniqueKeysWithValues: files.map { ($0.key, $0.value) }))
    let input = ModuleInput(name: module, files: files.map(\.key))
    analysis = Pipeline.analyze([input], reader: reader, options: .init(warningsAsErrors: warningsAsErrors))[0]
  }

  init(_ source: String) {
    self.init(["App.swift": source])
  }

  /// The diagnostics as printed, one string per line.
  var lines: [String] { analysis.diagnostics.flatMap(DiagnosticPrinter.lines) }

  var resolved: ResolvedGraph {
    guard let resolved = analysis.resolved else { preconditionFailure("the module was not read whole") }
    return resolved
  }

  /// The providers of a reference, as `Owner.name`.
  func providers(of typeName: String, _ name: String) -> [String] {
    let graph = resolved.graph
    guard let type = graph.index(of: typeName),
      let dependency = graph.types[type].dependencies.firstIndex(where: { $0.name == name })
    else { return ["<no \(typeName).\(name)>"] }
    let resolution = resolved.resolutions[DependencyReference(type: type, dependency: dependency)]
    return (resolution?.providers ?? []).map { "\(resolved.owner(of: $0)).\(graph[$0].name)" }
  }
}
