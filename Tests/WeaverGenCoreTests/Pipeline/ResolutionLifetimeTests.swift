import Testing

@testable import WeaverGenCore

/// A run that prints code forgets how each reference was resolved, and the module's declared types,
/// before it prints (the printers read the types and edges, and the tables would live through
/// printing, the run's peak); a run that prints no code, such as `validate` or `graph`, which shows
/// the resolutions, keeps them.
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

  @Test func aRunThatPrintsCodeForgetsTheResolutionsAndOneThatDoesNotKeepsThem() throws {
    let printed = try analysis(layout: .single)
    #expect(try #require(printed.generatedFiles).count == 1)
    #expect(try #require(printed.resolved).resolutions.isEmpty)
    #expect(try #require(printed.resolved).graph.declaredTypes.isEmpty)

    let validated = try analysis(layout: nil)
    let resolved = try #require(validated.resolved)
    let reference = try #require(resolved.resolutions.references.first)
    #expect(resolved.resolutions.count == 1)
    #expect(resolved.isResolvedOnEveryPath(reference))
    #expect(resolved.graph.declaredTypes.keys.sorted() == ["App", "Clock", "Screen"])
  }
}
