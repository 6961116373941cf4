import Testing

@testable import WeaverGenCore

/// docs/language.md: roots, isolation, parameters and scopes.
@Suite struct GraphRuleTests {
  @Test func anInternalRootsReferenceIsAnError() {
    let fixture = ModuleFixture(
      """
      final class App {
        // weaver: session <- URLSession
      }
      """
    )
    #expect(
      fixture.lines == [
        "App.swift:2:14: error: reference 'session: URLSession' cannot be resolved: nothing registers 'App', so nothing provides it [unresolvable-reference]",
        "App.swift:1:13: note: make 'App' public to receive 'session' as an argument of its container's initializer, or register 'App' in a type that provides 'session'",
        "App.swift:2:14: note: or let 'App' build it: replace this reference with '// weaver: session = URLSession'",
      ]
    )
  }

  @Test func aPublicRootTakesItsReferencesAsInputs() {
    let fixture = ModuleFixture(
      """
      public final class App {
        // weaver: session <- URLSession
      }
      open class Screen {
        // weaver: logger <- Logger
      }
      """
    )
    #expect(fixture.lines == [])
  }

  @Test func aPublicRootDoesNotProvideWhatItDoesNotDeclare() {
    let fixture = ModuleFixture(
      """
      public final class App {
        // weaver: home = Home
      }
      public final class Home {
        // weaver: session <- URLSession
      }
      """
    )
    #expect(
      fixture.lines == [
        "App.swift:5:14: error: reference 'session: URLSession' cannot be resolved [unresolvable-reference]",
        "App.swift:2:14: note: 'Home' is built here by root 'App', which does not provide 'session'",
        "App.swift:1:20: note: declare 'session' as a reference in public root 'App' to receive it as an argument of its container's initializer",
        "App.swift:1:20: note: register 'session' in 'App' to provide it to every type 'App' builds: '// weaver: session = URLSession'",
      ]
    )
  }

  @Test func anIsolatedTypeIsNotCheckedWhileNobodyRegistersIt() {
    let fixture = ModuleFixture(
      """
      final class ReviewController {
        // weaver: self.isIsolated = true
        // weaver: reviewManager = ReviewManager
      }
      final class ReviewManager {
        // weaver: urlSession <- URLSession
      }
      """
    )
    #expect(fixture.lines == [])
  }

  @Test func anIsolatedTypeRegisteredByANonIsolatedOneIsAnError() {
    let fixture = ModuleFixture(
      """
      final class Movie {
        // weaver: review = ReviewController
      }
      final class ReviewController {
        // weaver: self.isIsolated = true
      }
      """
    )
    #expect(
      fixture.lines == [
        "App.swift:2:14: error: 'Movie' registers 'ReviewController', which is marked 'self.isIsolated = true' [isolated-type-registered]",
        "App.swift:5:14: note: remove 'self.isIsolated = true' now that 'ReviewController' is part of the graph",
      ]
    )
  }

  @Test func aTypeWithParametersNeedsTransientScope() {
    let fixture = ModuleFixture(
      """
      final class Home {
        // weaver: eager = Detail
        // weaver: later = Detail
        // weaver: later.scope = .lazy
        // weaver: weakly = Detail
        // weaver: weakly.scope = .weak
        // weaver: fresh = Detail
        // weaver: fresh.scope = .transient
      }
      final class Detail {
        // weaver: movie <= String
      }
      """
    )
    #expect(
      fixture.lines == [
        "App.swift:2:14: error: 'Detail' takes parameters, so 'eager' must have '.transient' scope, not '.container' [parameters-need-transient-scope]",
        "App.swift:11:14: note: parameter 'movie: String' is declared here",
        "App.swift:4:28: error: 'Detail' takes parameters, so 'later' must have '.transient' scope, not '.lazy' [parameters-need-transient-scope]",
        "App.swift:11:14: note: parameter 'movie: String' is declared here",
        "App.swift:6:29: warning: 'Detail' takes parameters and 'weakly' has '.weak' scope: while an instance lives, new arguments are ignored [weak-parameters]",
        "App.swift:11:14: note: parameter 'movie: String' is declared here",
      ]
    )
  }

  @Test func warningsAsErrorsPrintsWarningsAsErrors() {
    let fixture = ModuleFixture(
      [
        "App.swift": """
        final class Home {
          // weaver: weakly = Detail
          // weaver: weakly.scope = .weak
        }
        final class Detail {
          // weaver: movie <= String
        }
        """
      ],
      warningsAsErrors: true
    )
    #expect(fixture.analysis.errorCount == 1)
    #expect(fixture.lines.first?.contains(": error: 'Detail' takes parameters and 'weakly' has '.weak' scope") == true)
    #expect(!fixture.analysis.isGeneratable)
  }
}
