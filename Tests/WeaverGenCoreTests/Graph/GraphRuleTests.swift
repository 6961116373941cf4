import Testing

@testable import WeaverGenCore

/// DESIGN §4: roots, isolation, parameters and scopes.
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

  @Test func weakScopeNeedsAClassInstance() {
    let fixture = ModuleFixture(
      """
      struct Settings {}
      final class Home {
        // weaver: settings = Settings
        // weaver: settings.scope = .weak
        // weaver: names = [String]
        // weaver: names.scope = .weak
        // weaver: cache = Cache
        // weaver: cache.scope = .weak
      }
      final class Cache {}
      """
    )
    #expect(
      fixture.lines == [
        "App.swift:4:31: error: 'settings' has '.weak' scope, but 'Settings' is a struct; only class instances can be held weakly [weak-value-type]",
        "App.swift:1:8: note: 'Settings' is declared here",
        "App.swift:6:28: error: 'names' has '.weak' scope, but '[String]' is an array; only class instances can be held weakly [weak-value-type]",
      ]
    )
  }

  @Test func weakScopeWithABuilderChecksTheTypeTheBuilderReturns() {
    let fixture = ModuleFixture(
      """
      protocol Service: Sendable {}
      protocol Base {}
      protocol Derived: Swift.Equatable, Base {}
      enum Mode {}
      final class LiveService: Service, Derived {}
      final class App {
        // weaver: service = LiveService <- Service
        // weaver: service.builder = App.makeService
        // weaver: service.scope = .weak
        // weaver: derived = LiveService <- any Derived & Service
        // weaver: derived.builder = App.makeDerived
        // weaver: derived.scope = .weak
        // weaver: mode = LiveService <- Mode
        // weaver: mode.builder = App.makeMode
        // weaver: mode.scope = .weak
        // weaver: built = LiveService <- Service
        // weaver: built.scope = .weak
        // weaver: foreign = LiveService <- Foreign
        // weaver: foreign.builder = App.makeForeign
        // weaver: foreign.scope = .weak
      }
      """
    )
    #expect(
      fixture.lines == [
        "App.swift:9:30: error: 'service' has '.weak' scope, but its builder's result 'Service' is a protocol that is not class-bound; only class instances can be held weakly [weak-value-type]",
        "App.swift:1:10: note: 'Service' is declared here",
        "App.swift:12:30: error: 'derived' has '.weak' scope, but its builder's result 'any Derived & Service' is a composition of protocols that are not class-bound; only class instances can be held weakly [weak-value-type]",
        "App.swift:3:10: note: 'Derived' is declared here",
        "App.swift:1:10: note: 'Service' is declared here",
        "App.swift:15:27: error: 'mode' has '.weak' scope, but its builder's result 'Mode' is an enum; only class instances can be held weakly [weak-value-type]",
        "App.swift:4:6: note: 'Mode' is declared here",
      ]
    )
  }

  @Test func aClassBoundProtocolTypeIsStillNotAClassTypeUnlessItIsObjC() {
    let fixture = ModuleFixture(
      """
      import Foundation
      final class Widget {}
      protocol Bound: AnyObject {}
      protocol Legacy: class {}
      protocol Inherited: Sendable, Bound {}
      protocol Required where Self: Swift.AnyObject {}
      protocol ClassConstrained: Widget {}
      protocol Foreign: NSObjectProtocol {}
      @objc protocol Bridged {}
      final class App {
        // weaver: a = Widget <- Bound
        // weaver: a.builder = App.make
        // weaver: a.scope = .weak
        // weaver: b = Widget <- Legacy
        // weaver: b.builder = App.make
        // weaver: b.scope = .weak
        // weaver: c = Widget <- Inherited
        // weaver: c.builder = App.make
        // weaver: c.scope = .weak
        // weaver: d = Widget <- Required
        // weaver: d.builder = App.make
        // weaver: d.scope = .weak
        // weaver: e = Widget <- ClassConstrained
        // weaver: e.builder = App.make
        // weaver: e.scope = .weak
        // weaver: f = Widget <- Foreign
        // weaver: f.builder = App.make
        // weaver: f.scope = .weak
        // weaver: g = Widget <- Bridged
        // weaver: g.builder = App.make
        // weaver: g.scope = .weak
      }
      """
    )
    let message =
      "is a protocol type, which generated code cannot hold weakly even when the protocol is class-bound; expose it as a class type or use another scope [weak-value-type]"
    #expect(
      fixture.lines == [
        "App.swift:13:24: error: 'a' has '.weak' scope, but its builder's result 'Bound' \(message)",
        "App.swift:3:10: note: 'Bound' is declared here",
        "App.swift:16:24: error: 'b' has '.weak' scope, but its builder's result 'Legacy' \(message)",
        "App.swift:4:10: note: 'Legacy' is declared here",
        "App.swift:19:24: error: 'c' has '.weak' scope, but its builder's result 'Inherited' \(message)",
        "App.swift:5:10: note: 'Inherited' is declared here",
        "App.swift:22:24: error: 'd' has '.weak' scope, but its builder's result 'Required' \(message)",
        "App.swift:6:10: note: 'Required' is declared here",
        "App.swift:25:24: error: 'e' has '.weak' scope, but its builder's result 'ClassConstrained' \(message)",
        "App.swift:7:10: note: 'ClassConstrained' is declared here",
        "App.swift:28:24: error: 'f' has '.weak' scope, but its builder's result 'Foreign' \(message)",
        "App.swift:8:10: note: 'Foreign' is declared here",
      ]
    )
  }

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
        "App.swift:3:14: error: 'screens: [Int: Screen]' cannot be in the public resolver protocol of 'App', because 'Screen' is internal; make 'Screen' public, or 'App' internal [inaccessible-type]",
        "App.swift:9:13: note: 'Screen' is declared here",
        "App.swift:4:14: error: 'detail: Detail' cannot be in the public resolver protocol of 'App', because 'Movie' is internal; make 'Movie' public, or 'App' internal [inaccessible-type]",
        "App.swift:13:8: note: 'Movie' is declared here",
        "App.swift:11:14: error: 'movie: Movie' cannot be in the public resolver protocol of 'Detail', because 'Movie' is internal; make 'Movie' public, or 'Detail' internal [inaccessible-type]",
        "App.swift:13:8: note: 'Movie' is declared here",
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
        "App.swift:5:14: error: 'clock: Namespace.Clock' cannot be in the public resolver protocol of 'App', because 'Namespace.Clock' is internal; make 'Namespace.Clock' public, or 'App' internal [inaccessible-type]",
        "App.swift:2:22: note: 'Namespace.Clock' is declared here",
      ]
    )
  }
}
