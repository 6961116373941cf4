import Testing

@testable import WeaverGenCore

/// docs/language.md, "Every path": a reference missing on some registration path is one error
/// whose notes give each failing path, hop by hop, up to its root.
@Suite struct FailingPathTests {
  @Test func aReferenceMissingOnOneRegistrationPathIsAnErrorOnThatPath() {
    let fixture = ModuleFixture(
      """
      final class AppRoot {
        // weaver: session = Session
        // weaver: home = Home
      }
      final class DebugRoot {
        // weaver: loader = Loader
      }
      final class Home {
        // weaver: loader = Loader
      }
      final class Loader {
        // weaver: session <- Session
      }
      final class Session {}
      """
    )
    #expect(
      fixture.lines == [
        "App.swift:12:14: error: reference 'session: Session' cannot be resolved [unresolvable-reference]",
        "App.swift:6:14: note: 'Loader' is built here by root 'DebugRoot', which does not provide 'session'",
        "App.swift:2:14: note: 'session' is registered by 'AppRoot', which is not on this path",
        "App.swift:5:13: note: register 'session' in 'DebugRoot' to provide it to every type 'DebugRoot' builds: '// weaver: session = Session'",
      ]
    )
  }

  @Test func everyFailingRootGetsAChainInOneDiagnostic() {
    let fixture = ModuleFixture(
      """
      final class RootA {
        // weaver: loader = Loader
      }
      final class RootB {
        // weaver: loader = Loader
      }
      final class RootC {
        // weaver: session = Session
        // weaver: loader = Loader
      }
      final class Loader {
        // weaver: session <- Session
      }
      final class Session {}
      """
    )
    #expect(
      fixture.lines == [
        "App.swift:12:14: error: reference 'session: Session' cannot be resolved [unresolvable-reference]",
        "App.swift:2:14: note: 'Loader' is built here by root 'RootA', which does not provide 'session'",
        "App.swift:5:14: note: 'Loader' is built here by root 'RootB', which does not provide 'session'",
        "App.swift:8:14: note: 'session' is registered by 'RootC', which is not on these paths",
        "App.swift:1:13: note: register 'session' in 'RootA' to provide it to every type 'RootA' builds: '// weaver: session = Session'",
        "App.swift:4:13: note: register 'session' in 'RootB' to provide it to every type 'RootB' builds: '// weaver: session = Session'",
      ]
    )
  }

  @Test func furtherChainsStopAtAHopAlreadyPrintedAndComeNearestRootFirst() {
    let fixture = ModuleFixture(
      """
      final class AppRoot {
        // weaver: home = Home
      }
      final class DebugRoot {
        // weaver: menu = Menu
      }
      public final class WidgetRoot {
        // weaver: home = Home
      }
      final class Menu {
        // weaver: home = Home
      }
      public final class Home {
        // weaver: loader = Loader
      }
      public final class Loader {
        // weaver: session <- Session
      }
      """
    )
    #expect(
      fixture.lines == [
        "App.swift:17:14: error: reference 'session: Session' cannot be resolved [unresolvable-reference]",
        "App.swift:14:14: note: 'Loader' is built here by 'Home', which does not provide 'session'",
        "App.swift:2:14: note: 'Home' is built here by root 'AppRoot', which does not provide 'session'",
        "App.swift:8:14: note: 'Home' is built here by root 'WidgetRoot', which does not provide 'session'",
        "App.swift:7:20: note: declare 'session' as a reference in public root 'WidgetRoot' to receive it as an argument of its container's initializer",
        "App.swift:11:14: note: 'Home' is built here by 'Menu', which does not provide 'session'",
        "App.swift:5:14: note: 'Menu' is built here by root 'DebugRoot', which does not provide 'session'",
        "App.swift:1:13: note: register 'session' in 'AppRoot' to provide it to every type 'AppRoot' builds: '// weaver: session = Session'",
        "App.swift:7:20: note: register 'session' in 'WidgetRoot' to provide it to every type 'WidgetRoot' builds: '// weaver: session = Session'",
        "App.swift:4:13: note: register 'session' in 'DebugRoot' to provide it to every type 'DebugRoot' builds: '// weaver: session = Session'",
      ]
    )
  }

  @Test func aMismatchOnTheFirstChainStaysATypeMismatchListingTheOtherFailingRoots() {
    let fixture = ModuleFixture(
      """
      final class Review {
        // weaver: movieID <= String
        // weaver: manager = ReviewManager
        // weaver: manager.scope = .transient
      }
      final class Search {
        // weaver: manager = ReviewManager
        // weaver: manager.scope = .transient
      }
      final class ReviewManager {
        // weaver: movieID <- Int
      }
      """
    )
    #expect(
      fixture.lines == [
        "App.swift:11:14: error: reference 'movieID: Int' does not match 'movieID: String' provided by 'Review' [type-mismatch]",
        "App.swift:2:14: note: candidate 'movieID: String' is declared here",
        "App.swift:3:14: note: 'ReviewManager' is built here by root 'Review', whose 'movieID' has another type",
        "App.swift:7:14: note: 'ReviewManager' is built here by root 'Search', which does not provide 'movieID'",
      ]
    )
  }

  @Test func theFailingChainNamesEveryHopUpToTheRoot() {
    let fixture = ModuleFixture(
      """
      final class AppDelegate {
        // weaver: home = HomeViewController
      }
      final class HomeViewController {
        // weaver: movieManager = MovieManager
      }
      final class MovieManager {
        // weaver: urlSession <- URLSession
      }
      """
    )
    #expect(
      fixture.lines == [
        "App.swift:8:14: error: reference 'urlSession: URLSession' cannot be resolved [unresolvable-reference]",
        "App.swift:5:14: note: 'MovieManager' is built here by 'HomeViewController', which does not provide 'urlSession'",
        "App.swift:2:14: note: 'HomeViewController' is built here by root 'AppDelegate', which does not provide 'urlSession'",
        "App.swift:1:13: note: register 'urlSession' in 'AppDelegate' to provide it to every type 'AppDelegate' builds: '// weaver: urlSession = URLSession'",
      ]
    )
  }
}
