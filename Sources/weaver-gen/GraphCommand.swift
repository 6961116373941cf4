import ArgumentParser
import WeaverGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `weaver-gen graph`: prints the dependency graph as text, Graphviz DOT or JSON. The graph is
/// printed even when it has errors (that is when a picture helps most); the exit status says so.
struct GraphCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "graph",
    abstract: "Print the dependency graph as text, Graphviz DOT, or JSON."
  )

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text
    case dot
    case json
  }

  @OptionGroup var input: InputOptions

  @Option(help: "The output format.")
  var format: Format = .text

  @Option(
    help: ArgumentHelp(
      "Write the graph to this file instead of standard output (an existing file only if it is empty or a graph weaver-gen printed).",
      valueName: "file"))
  var output: String?

  @Option(
    help: ArgumentHelp(
      "How the dot format shows references: grouped in each type's box by the type that provides them, or as edges.",
      valueName: "style"))
  var references: GraphDOTRenderer.References = .grouped

  func validate() throws {
    if output?.isEmpty == true { throw ValidationError("'--output' is empty: give the file to write the graph to.") }
  }

  func run() throws {
    let options = try EffectiveOptions(input)
    let analysis = try SourceAnalysis(options: options)
    try ConsoleOutput.standardError.report(analysis.diagnostics, quiet: options.quiet)
    let graphs = analysis.modules.compactMap(\.resolved).filter { $0.injectableTypeCount > 0 }
    let text: String
    switch format {
    case .text: text = GraphTextRenderer.render(graphs)
    case .dot: text = GraphDOTRenderer.render(graphs, references: references)
    case .json: text = GraphJSONRenderer.render(graphs)
    }
    if let output {
      let folder = try OutputFolder.named(OutputWriter.folder(of: output))
      try folder.lock()
      let name = PathNormalizer.lastPathComponent(of: output)
      let problems = folder.removeStaleTemporaries(where: { $0 == name })
      try folder.write([text], to: name, owner: .printedGraph)
      if !problems.isEmpty { throw CLIError(status: ExitStatus.ioError, errors: problems) }
    } else {
      try ConsoleOutput.standardOutput.write(text)
    }
    if analysis.exitStatus != ExitStatus.success { throw CLIError.exit(analysis.exitStatus) }
  }
}

extension GraphDOTRenderer.References: ExpressibleByArgument {}
