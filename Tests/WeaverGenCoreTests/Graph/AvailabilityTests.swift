import Testing

@testable import WeaverGenCore

/// Weaver 1.x's `name.platforms` and `name.projects`: a dependency limited to some platforms is
/// checked on each platform the module names, and one outside the project generated for
/// (`--project`) is dropped.
@Suite struct AvailabilityTests {
  private func analyze(_ source: String, project: String? = nil) -> ModuleAnalysis {
    let sources = ["App.swift": Array(source.utf8)]
    let options = Pipeline.Options(project: project)
    return Pipeline.analyze(
      [ModuleInput(name: "App", files: ["App.swift"])], reader: InMemorySourceReader(bytes: sources), options: options)[
        0]
  }

  private func lines(_ analysis: ModuleAnalysis) -> [String] { analysis.diagnostics.flatMap(DiagnosticPrinter.lines) }

  private static let watchApp = """
    final class App {
      // weaver: link = WatchLink
      // weaver: link.platforms = [.watchOS]
      // weaver: screen = Screen
      init(injecting dependencies: AppDependencyResolver) {}
    }
    final class Screen {
      // weaver: link <- WatchLink
      // weaver: link.platforms = [.watchOS, .iOS]
      init(injecting dependencies: ScreenDependencyResolver) {}
    }
    final class WatchLink {}
    """

  @Test func aReferenceMissingOnOneNamedPlatformIsAnErrorNamingIt() {
    let analysis = analyze(Self.watchApp)
    #expect(analysis.diagnostics.map(\.id) == [.unresolvableReference], "\(lines(analysis))")
    #expect(
      lines(analysis).first
        == "App.swift:8:14: error: reference 'link: WatchLink' cannot be resolved, on iOS [unresolvable-reference]")
  }

  @Test func aGraphCompleteOnEveryNamedPlatformIsValid() {
    let analysis = analyze(Self.watchApp.replacingOccurrences(of: "[.watchOS, .iOS]", with: "[.watchOS]"))
    #expect(analysis.diagnostics == [], "\(lines(analysis))")
    #expect(analysis.platformVariants?.map(\.platform) == [.watchOS, nil])
  }

  @Test(arguments: [
    ("[.ios]", 32, "invalid value '.ios' for 'platforms'", "did you mean '.iOS'?"),
    ("[.iOS, watchOS]", 38, "invalid value 'watchOS' for 'platforms'", "did you mean '.watchOS'?"),
    ("iOS", 31, "invalid value 'iOS' for 'platforms'", "expected a list of platforms"),
  ])
  func anUnknownPlatformIsAnErrorAtItsNameWithASuggestion(value: String, column: Int, message: String, hint: String) {
    let analysis = analyze("final class App {\n  // weaver: link = Link\n  // weaver: link.platforms = \(value)\n}\n")
    #expect(analysis.diagnostics.map(\.id) == [.invalidAttributeValue], "\(lines(analysis))")
    let line = lines(analysis).first ?? ""
    #expect(line.hasPrefix("App.swift:3:\(column): error: \(message)"), "\(line)")
    #expect(line.contains(hint), "\(line)")
  }

  @Test func aParameterCannotBeLimited() {
    let analysis = analyze("final class App {\n  // weaver: id <= Int\n  // weaver: id.platforms = [.iOS]\n}\n")
    #expect(analysis.diagnostics.map(\.id) == [.misplacedConfiguration], "\(lines(analysis))")
  }

  private static let betaApp = """
    public final class App {
      // weaver: beta = BetaFeature
      // weaver: beta.projects = [Beta, "Internal"]
      // weaver: base = Base
      public init(injecting dependencies: AppDependencyResolver) {}
    }
    final class BetaFeature {}
    final class Base {}
    """

  @Test func aDependencyOutsideTheSelectedProjectIsDropped() throws {
    let names = { (project: String?) in
      self.analyze(Self.betaApp, project: project).resolved?.graph.types.first?.dependencies.map(\.name)
    }
    #expect(names(nil) == ["beta", "base"])
    #expect(names("Beta") == ["beta", "base"])
    #expect(names("Internal") == ["beta", "base"])
    #expect(names("Main") == ["base"])
  }
}
