import Testing

@testable import WeaverGenCore

/// docs/language.md, "Visibility" and "Every path": references resolve to the nearest compatible
/// declaration above, on every registration path.
@Suite struct ReferenceResolutionTests {
  @Test func nearestAncestorWithTheNameAndACompatibleTypeProvidesTheReference() {
    let fixture = ModuleFixture(
      """
      final class App {
        // weaver: session = URLSession
        // weaver: home = Home
      }
      final class Home {
        // weaver: session = MockSession <- URLSession
        // weaver: manager = Manager
      }
      final class Manager {
        // weaver: session <- URLSession
      }
      """
    )
    #expect(fixture.lines == [])
    #expect(fixture.providers(of: "Manager", "session") == ["Home.session"])
  }

  /// A walk keeps the types it reached in a list while there are few and in a table past 32
  /// (docs/performance.md, stop 54): climbing through forty builders, it finds the provider above
  /// them, and the root that builds two of them without the value fails once, reached twice.
  @Test func aWalkThroughManyTypesFindsTheProviderAboveAndEachFailingRootOnce() throws {
    let builders = (0..<40).map { "Builder\($0)" }
    var source = "final class Top {\n  // weaver: clock = Clock\n"
    for builder in builders { source += "  // weaver: \(builder.lowercased()) = \(builder)\n" }
    source += "}\nfinal class Other {\n  // weaver: builder38 = Builder38\n  // weaver: builder39 = Builder39\n}\n"
    for builder in builders { source += "final class \(builder) {\n  // weaver: leaf = Leaf\n}\n" }
    source += "final class Leaf {\n  // weaver: clock <- Clock\n}\nfinal class Clock {}\n"
    let fixture = ModuleFixture(source)
    #expect(fixture.providers(of: "Leaf", "clock") == ["Top.clock"])
    let graph = fixture.resolved.graph
    let leaf = try #require(graph.index(of: "Leaf"))
    let failures = fixture.resolved.resolutions[DependencyID(type: leaf, dependency: 0)]?.failures ?? []
    #expect(failures.map { $0.chain.map { graph.types[$0.type].name } } == [["Builder38", "Other"]])
    #expect(fixture.lines.filter { $0.contains("error:") }.count == 1, "\(fixture.lines)")
    #expect(fixture.lines.filter { $0.contains("by root 'Other'") }.count == 1, "\(fixture.lines)")
    #expect(!fixture.lines.contains { $0.contains("by root 'Top'") }, "\(fixture.lines)")
  }

  @Test func aDeclarationWithTheNameButAnotherTypeIsSkipped() {
    let fixture = ModuleFixture(
      """
      final class App {
        // weaver: session = URLSession
        // weaver: home = Home
      }
      final class Home {
        // weaver: session = String
        // weaver: manager = Manager
      }
      final class Manager {
        // weaver: session <- URLSession
      }
      """
    )
    #expect(fixture.lines == [])
    #expect(fixture.providers(of: "Manager", "session") == ["App.session"])
  }

  @Test func aReferenceInAnAncestorPassesTheQuestionFurtherUp() {
    let fixture = ModuleFixture(
      """
      public final class App {
        // weaver: session <- URLSession
        // weaver: home = Home
      }
      public final class Home {
        // weaver: manager = Manager
      }
      public final class Manager {
        // weaver: session <- URLSession
      }
      """
    )
    #expect(fixture.lines == [])
    #expect(fixture.providers(of: "Manager", "session") == ["App.session"])
  }

  @Test func aRegistrationBuiltByABuilderProvidesOnlyItsExposedType() {
    let fixture = ModuleFixture(
      """
      final class App {
        // weaver: service = LiveService <- Service
        // weaver: service.builder = App.makeService
        // weaver: child = Child
      }
      final class Child {
        // weaver: service <- LiveService
      }
      """
    )
    #expect(fixture.analysis.diagnostics.map(\.id) == [.typeMismatch])
  }

  @Test func spellingVariantsOfATypeAreCompatible() {
    let fixture = ModuleFixture(
      """
      final class App {
        // weaver: ids = Array<Int>
        // weaver: child = Child
      }
      final class Child {
        // weaver: ids <- [Int]
      }
      """
    )
    #expect(fixture.lines == [])
  }

  @Test func aNameFoundOnlyWithAnotherTypeIsATypeMismatchShowingTheCandidate() {
    let fixture = ModuleFixture(
      """
      final class Review {
        // weaver: movieID <= String
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
        "App.swift:7:14: error: reference 'movieID: Int' does not match 'movieID: String' provided by 'Review' [type-mismatch]",
        "App.swift:2:14: note: candidate 'movieID: String' is declared here",
        "App.swift:3:14: note: 'ReviewManager' is built here by root 'Review', whose 'movieID' has another type",
      ]
    )
  }

  /// Of another type, so that it is not found by type either (`ReferencesFoundByTypeTests` has the
  /// misspelling of the right type).
  @Test func aMisspelledNameGetsADidYouMeanNote() {
    let fixture = ModuleFixture(
      """
      final class App {
        // weaver: urlSession = URLSession
        // weaver: manager = Manager
      }
      final class Manager {
        // weaver: urlSesion <- Session
      }
      """
    )
    #expect(
      fixture.lines == [
        "App.swift:6:14: error: reference 'urlSesion: Session' cannot be resolved [unresolvable-reference]",
        "App.swift:3:14: note: 'Manager' is built here by root 'App', which does not provide 'urlSesion'",
        "App.swift:2:14: note: did you mean 'urlSession'? 'urlSession: URLSession' is declared here",
      ]
    )
  }

  /// The search reads every declaration on the failing path, so, like swiftc's typo correction, it
  /// is made for a bounded number of failing references (by type, then declaration), and the
  /// errors after them come without the note.
  @Test func onlyTheFirstHundredFailingReferencesGetADidYouMeanNote() {
    let count = NameSuggestion.searchLimit + 5
    let screens = (0..<count).map { "Screen\(1_000 + $0)" }
    var source = "final class App {\n  // weaver: urlSession = URLSession\n"
    source += screens.map { "  // weaver: \($0.lowercased()) = \($0)\n" }.joined() + "}\n"
    source += screens.map { "final class \($0) {\n  // weaver: urlSesion <- Session\n}\n" }.joined()
    let fixture = ModuleFixture(source)
    let errors = fixture.analysis.diagnostics.filter { $0.id == .unresolvableReference }
    #expect(errors.count == count)
    let suggested = errors.filter { error in error.notes.contains { $0.message.hasPrefix("did you mean") } }
    #expect(suggested.count == NameSuggestion.searchLimit)
    #expect(suggested.map(\.location) == Array(errors.map(\.location).sorted().prefix(NameSuggestion.searchLimit)))
  }

  @Test func aParameterIsVisibleTwoLevelsBelow() {
    let fixture = ModuleFixture(
      """
      final class Home {
        // weaver: movieScreen = MovieScreen
        // weaver: movieScreen.scope = .transient
      }
      final class MovieScreen {
        // weaver: movieID <= UInt
        // weaver: reviews = ReviewScreen
      }
      final class ReviewScreen {
        // weaver: reviewManager = ReviewManager
        // weaver: reviewManager.scope = .lazy
      }
      final class ReviewManager {
        // weaver: movieID <- UInt
      }
      """
    )
    #expect(fixture.lines == [])
    #expect(fixture.providers(of: "ReviewManager", "movieID") == ["MovieScreen.movieID"])
  }
}
