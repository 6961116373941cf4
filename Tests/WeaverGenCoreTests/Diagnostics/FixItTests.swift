import Testing

@testable import WeaverGenCore

/// Each fix a message offers, applied as a user would apply it, leads to a module that validates
/// with no new warning (or, where a retain cycle remains, with exactly the warnings the fix said
/// would remain).
@Suite struct FixItTests {
  /// The note of `fixture` whose message contains `text`.
  private func note(_ text: String, in fixture: ModuleFixture) -> DiagnosticNote? {
    fixture.analysis.diagnostics.flatMap(\.notes).first { $0.message.contains(text) }
  }

  /// The `// weaver: …` annotation a note quotes.
  private func quotedAnnotation(in note: DiagnosticNote) -> String? {
    (try? /'(\/\/ weaver: [^']*)'/.firstMatch(in: note.message)).map { String($0.output.1) }
  }

  /// `source` with `edit` applied to its lines (0-based indices), analysed again.
  private func applying(_ source: String, _ edit: (inout [String]) -> Void) -> ModuleFixture {
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    edit(&lines)
    return ModuleFixture(lines.joined(separator: "\n"))
  }

  @Test func aMissingReferenceIsRegisteredInTheRootOfItsPath() throws {
    let source = """
      final class App {
        // weaver: home = Home
      }
      final class Home {
        // weaver: manager = Manager
      }
      final class Manager {
        // weaver: session <- Session
      }
      """
    let broken = ModuleFixture(source)
    let fix = try #require(note("register 'session' in 'App'", in: broken), "\(broken.lines)")
    let annotation = try #require(quotedAnnotation(in: fix))
    #expect(annotation == "// weaver: session = Session")
    let fixed = applying(source) { $0.insert("  " + annotation, at: fix.location.line) }
    #expect(fixed.lines == [])
  }

  @Test func aMissingProtocolIsRegisteredAsAConformingType() throws {
    let source = """
      protocol Store {}
      final class LiveStore: Store {}
      final class App {
        // weaver: home = Home
      }
      final class Home {
        // weaver: store <- Store
      }
      """
    let broken = ModuleFixture(source)
    let fix = try #require(note("register 'store' in 'App'", in: broken), "\(broken.lines)")
    let annotation = try #require(quotedAnnotation(in: fix))
    #expect(annotation == "// weaver: store = SomeType <- Store")
    #expect(fix.message.hasSuffix("with a type that conforms to 'Store'"))
    let fixed = applying(source) {
      $0.insert("  " + annotation.replacing("SomeType", with: "LiveStore"), at: fix.location.line)
    }
    #expect(fixed.lines == [])
  }

  @Test func anInternalRootBuildsItsOwnReferenceInstead() throws {
    let source = """
      final class App {
        // weaver: clock <- Clock
        // weaver: home = Home
      }
      final class Home {
        // weaver: clock <- Clock
      }
      """
    let broken = ModuleFixture(source)
    let fix = try #require(note("or let 'App' build it", in: broken), "\(broken.lines)")
    let annotation = try #require(quotedAnnotation(in: fix))
    let fixed = applying(source) { $0[fix.location.line - 1] = "  " + annotation }
    #expect(fixed.lines == [])
  }

  /// A loop of registrations alone builds new instances on every turn: once a scope breaks it,
  /// nothing holds anything twice.
  @Test func aCycleOfRegistrationsIsBrokenAtTheRegistrationTheNotePointsAt() throws {
    let source = """
      final class A {
        // weaver: b = B
      }
      final class B {
        // weaver: a = A
      }
      """
    let broken = ModuleFixture(source)
    let fix = try #require(note("give one of these registrations", in: broken), "\(broken.lines)")
    #expect(!fix.message.contains("retain cycle"))
    let fixed = applying(source) { $0.insert("  // weaver: b.scope = .lazy", at: fix.location.line) }
    #expect(fixed.lines == [])
  }

  /// A loop through references runs through instances a root shares: the fix says that they then
  /// hold each other, and the only warnings left are those retain cycles.
  @Test func aCycleThroughARootsRegistrationsPointsAtThemAndSaysWhatRemains() throws {
    let source = """
      final class Root {
        // weaver: a = A
        // weaver: b = B
      }
      final class A {
        // weaver: b <- B
      }
      final class B {
        // weaver: a <- A
      }
      """
    let broken = ModuleFixture(source)
    let fix = try #require(note("give one of these registrations", in: broken), "\(broken.lines)")
    #expect(fix.location.line == 3, "the fix points at Root's registration of 'b'")
    #expect(fix.message.contains("('b' of 'Root', 'a' of 'Root')"))
    #expect(fix.message.contains("'A' and 'B' then hold each other"))
    #expect(note("'Root' registers 'b: B' here", in: broken)?.location.line == 3)
    let fixed = applying(source) { $0.insert("  // weaver: b.scope = .lazy", at: fix.location.line) }
    #expect(fixed.analysis.errorCount == 0, "\(fixed.lines)")
    #expect(fixed.analysis.diagnostics.allSatisfy { $0.id == .retainCycle }, "\(fixed.lines)")
  }

  @Test func aParameterTheRegistrantSharesBecomesAReference() throws {
    let source = """
      final class App {
        // weaver: session = Session
        // weaver: detail = Detail
      }
      final class Detail {
        // weaver: session <= Session
      }
      """
    let broken = ModuleFixture(source)
    #expect(broken.analysis.diagnostics.map(\.id) == [.parametersNeedTransientScope])
    let fix = try #require(note("make it a reference", in: broken), "\(broken.lines)")
    let annotation = try #require(quotedAnnotation(in: fix))
    let fixed = applying(source) { $0[fix.location.line - 1] = "  " + annotation }
    #expect(fixed.lines == [])
  }

  @Test func aParameterNotEveryRegistrantDeclaresIsNotOfferedAsAReference() {
    let broken = ModuleFixture(
      """
      final class App {
        // weaver: detail = Detail
        // weaver: other = Other
      }
      final class Other {
        // weaver: session = Session
        // weaver: detail = Detail
        // weaver: detail.scope = .transient
      }
      final class Detail {
        // weaver: session <= Session
      }
      """)
    #expect(broken.analysis.diagnostics.map(\.id) == [.parametersNeedTransientScope])
    #expect(note("make it a reference", in: broken) == nil)
  }

  @Test func aNonisolatedRegistrantOfAMainActorValueIsMarkedWhereTheNotePoints() throws {
    let source = """
      @MainActor class UIViewController {}
      final class Router {
        // weaver: home = HomeViewController
        // weaver: home.scope = .transient
      }
      final class HomeViewController: UIViewController {}
      """
    let broken = ModuleFixture(source)
    #expect(broken.analysis.diagnostics.map(\.id) == [.isolatedMember], "\(broken.lines)")
    let fix = try #require(note("mark 'Router' '@MainActor'", in: broken))
    let fixed = applying(source) { $0[fix.location.line - 1] = "@MainActor " + $0[fix.location.line - 1] }
    #expect(fixed.lines == [])
  }

  @Test func aRootThatBuildsAMainActorValueIsMarkedWhereTheNotePoints() throws {
    let source = """
      final class App {
        // weaver: home = Home
      }
      @MainActor final class Home {}
      """
    let broken = ModuleFixture(source)
    #expect(broken.analysis.diagnostics.map(\.id) == [.isolatedRootContainer], "\(broken.lines)")
    let fix = try #require(note("mark 'App' '@MainActor'", in: broken))
    let fixed = applying(source) { $0[fix.location.line - 1] = "@MainActor " + $0[fix.location.line - 1] }
    #expect(fixed.lines == [])
  }

  /// "did you mean" is searched for the first `NameSuggestion.searchLimit` failing references; the
  /// first one left out says how many were.
  @Test func theReferencesLeftWithoutADidYouMeanSearchAreCounted() {
    let count = NameSuggestion.searchLimit + 3
    let names = (0..<count).map { "value\(1000 + $0)" }
    let fixture = ModuleFixture(
      """
      final class App {
        // weaver: home = Home
      }
      final class Home {
      \(names.map { "  // weaver: \($0) <- Int" }.joined(separator: "\n"))
      }
      """)
    let notes = fixture.analysis.diagnostics.flatMap(\.notes).filter { $0.message.contains("no 'did you mean'") }
    #expect(notes.count == 1)
    #expect(notes.first?.location.line == 5 + NameSuggestion.searchLimit)
    #expect(notes.first?.message.contains("nor for 2 more after it") == true, "\(notes)")
  }
}
