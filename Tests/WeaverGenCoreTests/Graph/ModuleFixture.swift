@testable import WeaverGenCore

/// Runs the whole front end (scan, parse, build, validate) on in-memory files of one module, as
/// the CLI would on disk.
///
/// Most tests write only the annotations a rule needs, not the `init(injecting:)` of each type
/// (`InjectingInitializerRuleTests` checks those): unless `completingInitializers` is false, the
/// fixture adds a file that declares one for every type that lacks it, as the user's code would,
/// so that the other rules are seen as in a complete module.
struct ModuleFixture {
  let analysis: ModuleAnalysis

  init(
    _ files: KeyValuePairs<String, String>, module: String = "App", warningsAsErrors: Bool = false,
    completingInitializers: Bool = true
  ) {
    self.init(
      bytes: Dictionary(uniqueKeysWithValues: files.map { ($0.key, Array($0.value.utf8)) }), module: module,
      warningsAsErrors: warningsAsErrors, completingInitializers: completingInitializers)
  }

  init(
    bytes files: [String: [UInt8]], module: String = "App", warningsAsErrors: Bool = false,
    completingInitializers: Bool = true
  ) {
    var sources = files
    let options = Pipeline.Options(warningsAsErrors: warningsAsErrors)
    var analysis = Self.analyze(sources, module: module, options: options)
    let missing = analysis.diagnostics.filter { $0.id == .missingInitializer }
    if completingInitializers, !missing.isEmpty, let graph = analysis.resolved?.graph {
      let lines = missing.compactMap { diagnostic in
        graph.types.first { $0.location == diagnostic.location }.map { type in
          let resolver = GeneratedNames(typeName: type.name).resolver
          return "extension \(type.name) {\n  init(injecting dependencies: \(resolver)) { fatalError() }\n}\n"
        }
      }
      sources["ZZ+Initializers.swift"] = Array(lines.joined(separator: "\n").utf8)
      analysis = Self.analyze(sources, module: module, options: options)
    }
    self.analysis = analysis
  }

  init(_ source: String) {
    self.init(["App.swift": source])
  }

  private static func analyze(_ sources: [String: [UInt8]], module: String, options: Pipeline.Options)
    -> ModuleAnalysis
  {
    let input = ModuleInput(name: module, files: sources.keys.sorted())
    return Pipeline.analyze([input], reader: InMemorySourceReader(bytes: sources), options: options)[0]
  }

  /// The diagnostics as printed, one string per line.
  var lines: [String] { analysis.diagnostics.flatMap(DiagnosticPrinter.lines) }

  var resolved: ResolvedGraph {
    guard let resolved = analysis.resolved else { preconditionFailure("the module was not read whole") }
    return resolved
  }

  /// The providers of a reference, as `Owner.name`.
  func providers(of typeName: String, _ name: String) -> [String] {
    described(typeName, name) { $0.providers }
  }

  /// The providers of a reference found by type, as `Owner.name` (docs/language.md, "Found by type").
  func foundByType(of typeName: String, _ name: String) -> [String] {
    described(typeName, name) { $0.foundByType }
  }

  private func described(
    _ typeName: String, _ name: String, _ pick: (ReferenceResolution) -> [DependencyID]
  ) -> [String] {
    let graph = resolved.graph
    guard let type = graph.index(of: typeName),
      let dependency = graph.types[type].dependencies.firstIndex(where: { $0.name == name })
    else { return ["<no \(typeName).\(name)>"] }
    let resolution = resolved.resolutions[DependencyID(type: type, dependency: dependency)]
    return resolution.map(pick).map { $0.map { "\(resolved.owner(of: $0)).\(graph[$0].name)" } } ?? []
  }
}
