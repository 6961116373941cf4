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

  /// A chain of `count` types under root `T0`, each registering the next; the last references a
  /// value nothing provides.
  private static func chain(_ count: Int, missing: String = "clock") -> String {
    (0..<count).map { index in
      let next =
        index + 1 < count ? "  // weaver: next\(index + 1) = T\(index + 1)\n" : "  // weaver: \(missing) <- Clock\n"
      return "final class T\(index) {\n\(next)}\n"
    }.joined()
  }

  @Test func aPathLongerThanTheLimitKeepsItsNearestHopsAndItsRootAndCountsTheRest() {
    let depth = ReferenceRule.printedHopLimit + 9
    let fixture = ModuleFixture(Self.chain(depth + 1))
    let lines = fixture.lines
    let hops = lines.filter { $0.contains("is built here by") }
    #expect(hops.count == ReferenceRule.printedHopLimit)
    #expect(hops.first?.contains("'T\(depth)' is built here by 'T\(depth - 1)'") == true, "\(lines)")
    #expect(hops.last == "App.swift:2:14: note: 'T1' is built here by root 'T0', which does not provide 'clock'")
    let leftOut = depth - ReferenceRule.printedHopLimit
    #expect(
      lines.contains {
        $0.hasSuffix(
          "note: \(leftOut) more registrations from here up to root 'T0' build types that do not provide 'clock' either; 'weaver-gen graph' shows the whole path"
        )
      }, "\(lines)")
    #expect(lines.last?.contains("register 'clock' in 'T0'") == true)
  }

  @Test func pastTheLimitOfRootsTheOtherFailingRootsAreCounted() {
    let roots = ReferenceRule.printedRootLimit + 3
    let source =
      (0..<roots).map { "final class Root\($0) {\n  // weaver: loader = Loader\n}\n" }.joined()
      + "final class Loader {\n  // weaver: clock <- Clock\n}\n"
    let lines = ModuleFixture(source).lines
    #expect(lines.filter { $0.contains("is built here by root") }.count == ReferenceRule.printedRootLimit)
    #expect(lines.filter { $0.contains("note: register 'clock'") }.count == ReferenceRule.printedRootLimit)
    #expect(
      lines.contains { $0.hasSuffix("note: 3 more roots build this type on paths that do not provide 'clock' either") })
  }

  /// A reference whose name no other type declares is resolved from walks worked out once per
  /// type; one whose name another type declares, by a walk of its own. Both must find the same
  /// failing paths, the same roots in the same order, on graphs with shared hops, several
  /// registrants per type, isolated roots and `.lazy` loops.
  @Test(arguments: 0..<40)
  func aWalkWorkedOutOncePerTypeFindsWhatAWalkOfItsOwnFinds(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    let count = Int.random(in: 4...12, using: &random)
    var types: [String] = []
    for index in 0..<count {
      var lines = ["  // weaver: need\(index) <- Value"]
      if index < 2 && Bool.random(using: &random) { lines.append("  // weaver: self.isIsolated = true") }
      for child in (index + 1)..<max(index + 1, count) where Int.random(in: 0..<4, using: &random) == 0 {
        lines.append("  // weaver: t\(child) = T\(child)")
      }
      if index > 2 && Int.random(in: 0..<6, using: &random) == 0 {
        let above = Int.random(in: 0..<index, using: &random)
        lines += ["  // weaver: back\(above) = T\(above)", "  // weaver: back\(above).scope = .lazy"]
      }
      types.append("final class T\(index) {\n\(lines.joined(separator: "\n"))\n}\n")
    }
    let alone = ModuleFixture(["App.swift": types.joined()]).resolved
    // A bystander declaring every name makes each name shared, so each reference walks alone.
    let bystander = (0..<count).map { "  // weaver: need\($0) = Value" }.joined(separator: "\n")
    let shared = ModuleFixture([
      "App.swift": types.joined(), "ZZBystander.swift": "final class ZZBystander {\n\(bystander)\n}\n",
    ]).resolved
    for type in 0..<count {
      let name = "T\(type)"
      guard let index = alone.graph.index(of: name), let other = shared.graph.index(of: name) else {
        Issue.record("no \(name)")
        continue
      }
      let reference = DependencyID(type: index, dependency: 0)
      let expected = shared.resolutions[DependencyID(type: other, dependency: 0)]
      let found = alone.resolutions[reference]
      #expect(
        found?.failures.map { Array($0.chain) } == expected?.failures.map { Array($0.chain) }, "seed \(seed), \(name)")
      #expect(found?.reachesIsolatedRoot == expected?.reachesIsolatedRoot, "seed \(seed), \(name)")
      #expect(found?.providers == expected?.providers, "seed \(seed), \(name)")
    }
  }
}
