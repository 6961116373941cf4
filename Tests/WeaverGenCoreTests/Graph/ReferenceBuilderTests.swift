import Testing

@testable import WeaverGenCore

/// `name.builder = Expr` on a reference `name <- T`, as Weaver 0.11 to 1.x read it: this type
/// builds the dependency itself, by calling the builder with its own resolver, so nothing above
/// has to provide it; and building it is an edge like a registration's, so loops through it are
/// still found.
@Suite struct ReferenceBuilderTests {
  @Test func aReferenceWithABuilderIsBuiltByItsTypeAndNotLookedUpAbove() throws {
    let fixture = ModuleFixture(
      """
      final class App {
        // weaver: images = ImageManager
      }
      final class ImageManager {
        // weaver: urlSession <- URLSession
        // weaver: urlSession.builder = ImageManager.makeURLSession
        // weaver: loader = Loader
      }
      final class Loader {
        // weaver: urlSession <- URLSession
      }
      """
    )
    #expect(fixture.lines == [])
    let manager = try #require(fixture.resolved.graph.types.first { $0.name == "ImageManager" })
    let session = try #require(manager.dependency(named: "urlSession")?.registration)
    #expect(session.builder == "ImageManager.makeURLSession")
    #expect(session.storedType == .nominal([NominalComponent(name: "URLSession")]))
    // What the type builds is visible below it like any registration.
    #expect(fixture.providers(of: "Loader", "urlSession") == ["ImageManager.urlSession"])
  }

  @Test func aLoopThroughABuiltReferenceIsStillACycle() {
    let fixture = ModuleFixture(
      """
      final class App {
        // weaver: screen = Screen
      }
      final class Screen {
        // weaver: panel <- Panel
        // weaver: panel.builder = Screen.makePanel
      }
      final class Panel {
        // weaver: screen = Screen
      }
      """
    )
    #expect(fixture.analysis.diagnostics.map(\.id) == [.dependencyCycle], "\(fixture.lines)")
  }

  /// The builder only applies to a reference: on a parameter it is still misplaced.
  @Test func aBuilderOnAParameterIsStillMisplaced() {
    let fixture = ModuleFixture(
      """
      final class App {
        // weaver: movie <= Movie
        // weaver: movie.builder = App.makeMovie
      }
      """
    )
    #expect(fixture.analysis.diagnostics.map(\.id) == [.misplacedConfiguration], "\(fixture.lines)")
  }
}
