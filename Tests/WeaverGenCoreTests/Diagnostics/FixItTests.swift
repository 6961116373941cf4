import Testing

@testable import WeaverGenCore

/// Each fix a message offers, applied as a user would apply it, leads to a module that validates
/// with no new warning.
@Suite struct FixItTests {
  /// The note of `fixture` whose message contains `text`.
  private func note(_ text: String, in fixture: ModuleFixture) -> DiagnosticNote? {
    fixture.analysis.diagnostics.flatMap(\.notes).first { $0.message.contains(text) }
  }

  /// The `// weaver: …` annotation a note quotes.
  private func quotedAnnotation(in note: DiagnosticNote) -> String? {
    (try? /'(\/\/ weaver: [^']*)'/.firstMatch(in: note.message)).map { String($0.output.1) }
  }

  /// Analyses `source`, finds the note containing `text`, applies `edit` to the source's lines
  /// (0-based) with that note, and expects the result to validate with nothing to say. Returns the
  /// note, for what a test checks of its text.
  @discardableResult
  private func expectFixed(
    _ source: String, by text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation,
    _ edit: (inout [String], DiagnosticNote) throws -> Void
  ) throws -> DiagnosticNote {
    let broken = ModuleFixture(source)
    let fix = try #require(note(text, in: broken), "\(broken.lines)", sourceLocation: sourceLocation)
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    try edit(&lines, fix)
    let fixed = ModuleFixture(lines.joined(separator: "\n"))
    #expect(fixed.lines == [], sourceLocation: sourceLocation)
    return fix
  }

  /// Inserts the annotation the note quotes on the line after the note's, or replaces the note's
  /// line with it.
  private func insertQuoted(_ lines: inout [String], _ fix: DiagnosticNote, replacing: Bool = false) throws {
    let annotation = try #require(quotedAnnotation(in: fix))
    if replacing {
      lines[fix.location.line - 1] = "  " + annotation
    } else {
      lines.insert("  " + annotation, at: fix.location.line)
    }
  }

  /// Marks the type declared on the note's line `@MainActor`.
  private func markMainActor(_ lines: inout [String], _ fix: DiagnosticNote) {
    lines[fix.location.line - 1] = "@MainActor " + lines[fix.location.line - 1]
  }

  @Test func aMissingReferenceIsRegisteredInTheRootOfItsPath() throws {
    let fix = try expectFixed(
      """
      final class App {
        // weaver: home = Home
      }
      final class Home {
        // weaver: manager = Manager
      }
      final class Manager {
        // weaver: session <- Session
      }
      """, by: "register 'session' in 'App'"
    ) { try insertQuoted(&$0, $1) }
    #expect(quotedAnnotation(in: fix) == "// weaver: session = Session")
  }

  @Test func aMissingProtocolIsRegisteredAsAConformingType() throws {
    let fix = try expectFixed(
      """
      protocol Store {}
      final class LiveStore: Store {}
      final class App {
        // weaver: home = Home
      }
      final class Home {
        // weaver: store <- Store
      }
      """, by: "register 'store' in 'App'"
    ) { lines, fix in
      let annotation = try #require(quotedAnnotation(in: fix))
      lines.insert("  " + annotation.replacing("SomeType", with: "LiveStore"), at: fix.location.line)
    }
    #expect(quotedAnnotation(in: fix) == "// weaver: store = SomeType <- Store")
    #expect(fix.message.hasSuffix("with a type that conforms to 'Store'"))
  }

  @Test func anInternalRootBuildsItsOwnReferenceInstead() throws {
    try expectFixed(
      """
      final class App {
        // weaver: clock <- Clock
        // weaver: home = Home
      }
      final class Home {
        // weaver: clock <- Clock
      }
      """, by: "or let 'App' build it"
    ) { try insertQuoted(&$0, $1, replacing: true) }
  }

  /// A loop of registrations alone builds new instances on every turn: once a scope breaks it,
  /// nothing holds anything twice.
  @Test func aCycleOfRegistrationsIsBrokenAtTheRegistrationTheNotePointsAt() throws {
    let fix = try expectFixed(
      """
      final class A {
        // weaver: b = B
      }
      final class B {
        // weaver: a = A
      }
      """, by: "give one of these registrations"
    ) { lines, fix in lines.insert("  // weaver: b.scope = .lazy", at: fix.location.line) }
    #expect(!fix.message.contains("retain cycle"))
  }

  /// A loop through references runs through instances a root shares: the fix says that they then
  /// hold each other, and following it builds with no warning, since the generated code reaches
  /// the `.lazy` value without holding the root's container.
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
    for scope in [".lazy", ".weak"] {
      var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      lines.insert("  // weaver: b.scope = \(scope)", at: fix.location.line)
      let fixed = ModuleFixture(lines.joined(separator: "\n"))
      #expect(fixed.lines == [], "\(scope)")
    }
  }

  /// A loop through a struct: the fix points at the registration whose deferred build then reads a
  /// class, which the generated code reaches without the container, so following it builds clean.
  @Test func aCycleThroughAStructPointsAtTheRegistrationThatBuildsWithoutTheContainer() throws {
    let fix = try expectFixed(
      """
      final class Root {
        // weaver: a = A
        // weaver: b = B
      }
      struct A {
        // weaver: b <- B
      }
      final class B {
        // weaver: a <- A
      }
      """, by: "give one of these registrations"
    ) { lines, fix in lines.insert("  // weaver: a.scope = .lazy", at: fix.location.line) }
    #expect(fix.location.line == 2, "the fix points at Root's registration of 'a'")
    #expect(!fix.message.contains("retain-cycle"))
  }

  /// When every registration of the loop builds a struct, no scope avoids the container: the fix
  /// says that `retain-cycle` then reports the cycle, and it does.
  @Test func aCycleThroughStructsOnlySaysTheContainerIsKept() throws {
    let source = """
      final class Root {
        // weaver: a = A
        // weaver: b = B
      }
      struct A {
        // weaver: b <- B
      }
      struct B {
        // weaver: a <- A
      }
      """
    let broken = ModuleFixture(source)
    let fix = try #require(note("give one of these registrations", in: broken), "\(broken.lines)")
    #expect(fix.message.contains("the loop runs through structs"), "\(fix.message)")
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines.insert("  // weaver: b.scope = .lazy", at: fix.location.line)
    let fixed = ModuleFixture(lines.joined(separator: "\n"))
    #expect(fixed.analysis.errorCount == 0, "\(fixed.lines)")
    #expect(fixed.analysis.diagnostics.map(\.id) == [.retainCycle], "\(fixed.lines)")
  }

  @Test func aParameterTheRegistrantSharesBecomesAReference() throws {
    try expectFixed(
      """
      final class App {
        // weaver: session = Session
        // weaver: detail = Detail
      }
      final class Detail {
        // weaver: session <= Session
      }
      """, by: "make it a reference"
    ) { try insertQuoted(&$0, $1, replacing: true) }
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
    try expectFixed(
      """
      @MainActor class UIViewController {}
      final class Router {
        // weaver: home = HomeViewController
        // weaver: home.scope = .transient
      }
      final class HomeViewController: UIViewController {}
      """, by: "mark 'Router' '@MainActor'", markMainActor)
  }

  @Test func aRootThatBuildsAMainActorValueIsMarkedWhereTheNotePoints() throws {
    try expectFixed(
      """
      final class App {
        // weaver: home = Home
      }
      @MainActor final class Home {}
      """, by: "mark 'App' '@MainActor'", markMainActor)
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
