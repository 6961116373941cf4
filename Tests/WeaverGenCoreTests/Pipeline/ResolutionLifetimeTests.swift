import Testing

@testable import WeaverGenCore

/// A run that prints code keeps how each reference was resolved, and the module's declared types,
/// through printing, as a run that prints none (`validate`, `graph`) does: printing reads the graph
/// and changes nothing of it. (Freeing those tables before printing cost more time than the memory
/// was worth: docs/performance.md, stop 41.)
@Suite struct ResolutionLifetimeTests {
  private static let files = [
    "App.swift": """
    final class App {
      // weaver: clock = Clock
      // weaver: screen = Screen
    }
    final class Clock {}
    final class Screen {
      // weaver: clock <- Clock
      init(injecting dependencies: ScreenDependencyResolver) {}
    }
    """
  ]

  private func analysis(layout: GeneratedFileLayout.Rule?) throws -> ModuleAnalysis {
    let input = ModuleInput(name: "App", files: ["App.swift"])
    let analysis = Pipeline.analyze(
      [input], reader: InMemorySourceReader(Self.files), options: Pipeline.Options(layout: layout))[0]
    #expect(analysis.diagnostics.isEmpty, "\(analysis.diagnostics)")
    return analysis
  }

  @Test func aRunThatPrintsCodeKeepsTheResolvedGraphOfARunThatDoesNot() throws {
    let printed = try analysis(layout: .single)
    #expect(try #require(printed.generatedFiles).count == 1)
    let validated = try analysis(layout: nil)
    let resolved = try #require(validated.resolved)
    let reference = try #require(resolved.resolutions.references.first)
    #expect(resolved.resolutions.count == 1)
    #expect(resolved.isResolvedOnEveryPath(reference))
    #expect(resolved.graph.declaredTypes.names.sorted() == ["App", "Clock", "Screen"])
    #expect(printed.resolved == resolved)
  }
}
