import Testing

@testable import WeaverGenCore

/// docs/language.md, "Access": a public or package resolver protocol may only name types of the module that
/// are at least as visible (`inaccessible-type`).
@Suite struct ResolverAccessRuleTests {
  @Test func aPublicTypesResolverMayNameOnlyTypesAtLeastAsVisible() {
    let fixture = ModuleFixture(
      """
      public final class App {
        // weaver: session = Session
        // weaver: screens = [Int: Screen]
        // weaver: detail = Detail
        // weaver: detail.scope = .transient
        // weaver: logger <- Logger
      }
      public final class Session {}
      final class Screen {}
      public final class Detail {
        // weaver: movie <= Movie
        public init(injecting dependencies: DetailDependencyResolver) {}
      }
      struct Movie {}
      package final class Tool {
        // weaver: flag <= Flag
        // weaver: cache = Cache
      }
      package struct Flag {}
      public enum Outer {
        struct Cache {}
      }
      """
    )
    #expect(
      fixture.lines == [
        "App.swift:3:14: error: 'screens: [Int: Screen]' cannot be in the public resolver protocol of 'App', because 'Screen' is internal; make 'Screen' public, or the 'init(injecting:)' of 'App' internal [inaccessible-type]",
        "App.swift:9:13: note: 'Screen' is declared here",
        "App.swift:4:14: error: 'detail: Detail' cannot be in the public resolver protocol of 'App', because 'Movie' is internal; make 'Movie' public, or the 'init(injecting:)' of 'App' internal [inaccessible-type]",
        "App.swift:14:8: note: 'Movie' is declared here",
        "App.swift:11:14: error: 'movie: Movie' cannot be in the public resolver protocol of 'Detail', because 'Movie' is internal; make 'Movie' public, or the 'init(injecting:)' of 'Detail' internal [inaccessible-type]",
        "App.swift:14:8: note: 'Movie' is declared here",
      ]
    )
  }

  @Test func aNestedTypeIsOnlyAsVisibleAsWhatEnclosesIt() {
    let fixture = ModuleFixture(
      """
      enum Namespace {
        public final class Clock {}
      }
      public final class App {
        // weaver: clock = Namespace.Clock
      }
      """
    )
    #expect(
      fixture.lines == [
        "App.swift:5:14: error: 'clock: Namespace.Clock' cannot be in the public resolver protocol of 'App', because 'Namespace.Clock' is internal; make 'Namespace.Clock' public, or the 'init(injecting:)' of 'App' internal [inaccessible-type]",
        "App.swift:2:22: note: 'Namespace.Clock' is declared here",
      ]
    )
  }
}
