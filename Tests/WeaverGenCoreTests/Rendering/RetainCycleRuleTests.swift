import Testing

@testable import WeaverGenCore

/// `retain-cycle`: a registration built through its container and not `.container`-scoped, needed
/// by a registration that container keeps, directly or for a type below it.
@Suite struct RetainCycleRuleTests {
  /// `App` registers `session` (with `sessionLines`) and `home` (with `homeLines`); `Home` builds a
  /// `Detail` that needs `session`, so `Home` forwards it when it does not need it itself.
  private func warnings(session sessionLines: String, home homeLines: String = "", homeNeedsSession: Bool = true)
    -> [String]
  {
    let source = """
      final class App {
        // weaver: session = Session
      \(sessionLines)
        // weaver: home = Home
      \(homeLines)
      }
      final class Home {
      \(homeNeedsSession ? "  // weaver: session <- Session" : "")
        // weaver: detail = Detail
      }
      final class Detail {
        // weaver: session <- Session
      }
      """
    return ModuleFixture(source).analysis.diagnostics.map { "\($0.id.rawValue) \($0.severity) \($0.message)" }
  }

  private static let builder = "  // weaver: session.builder = App.makeSession"

  @Test(arguments: [".lazy", ".weak", ".transient"])
  func aBuilderThatIsNotContainerScopedNeededByAKeptChildIsACycle(_ scope: String) {
    let found = warnings(session: "\(Self.builder)\n  // weaver: session.scope = \(scope)")
    #expect(found.count == 1 && found[0].hasPrefix("retain-cycle warning registration 'session'"), "\(found)")
  }

  @Test func aChildThatOnlyForwardsTheRegistrationToAGrandchildHoldsTheContainerToo() {
    let found = warnings(session: "\(Self.builder)\n  // weaver: session.scope = .lazy", homeNeedsSession: false)
    #expect(found.count == 1 && found[0].contains("and 'home', which that container keeps"), "\(found)")
  }

  @Test func aContainerScopedBuilderIsHandedOutAsAValue() {
    #expect(warnings(session: Self.builder) == [])
  }

  @Test(arguments: [".transient", ".weak"])
  func aChildTheContainerDoesNotKeepFormsNoCycle(_ scope: String) {
    let session = "\(Self.builder)\n  // weaver: session.scope = .lazy"
    #expect(warnings(session: session, home: "  // weaver: home.scope = \(scope)") == [])
  }

  @Test func aLazyChildIsKeptToo() {
    let session = "\(Self.builder)\n  // weaver: session.scope = .lazy"
    #expect(warnings(session: session, home: "  // weaver: home.scope = .lazy").count == 1)
  }

  @Test func aRegistrationWithoutBuilderOrLoopIsHandedOutThroughItsBox() {
    #expect(warnings(session: "  // weaver: session.scope = .lazy") == [])
  }

  /// `Root` keeps `a` and `b`, which need each other (`a: A` and `b: B`, written `aScope` and
  /// `bScope`, `A` declared as `aKind`): the warnings of the module.
  private func loopWarnings(
    a aScope: String = ".container", b bScope: String, aKind: String = "final class", bKind: String = "final class"
  ) -> [String] {
    let source = """
      final class Root {
        // weaver: a = A
        // weaver: a.scope = \(aScope)
        // weaver: b = B
        // weaver: b.scope = \(bScope)
      }
      \(aKind) A {
        // weaver: b <- B
      }
      \(bKind) B {
        // weaver: a <- A
      }
      """
    return ModuleFixture(source).analysis.diagnostics.filter { $0.id == .retainCycle }.map {
      "\($0.id.rawValue) \($0.severity) \($0.message)"
    }
  }

  /// The fix `dependency-cycle` offers: the loop's provider reaches `a` through a cell that holds it
  /// weakly, and `a` holds the provider, not the container.
  @Test(arguments: [".lazy", ".weak"])
  func aLoopBrokenByADeferredRegistrationHoldsNoContainer(_ scope: String) {
    #expect(loopWarnings(b: scope) == [])
    #expect(loopWarnings(b: scope, aKind: "actor") == [])
  }

  /// A struct cannot be held weakly: `B`'s provider reaches it through the container, which the
  /// warning says.
  @Test func aLoopThroughAStructStillHoldsTheContainer() {
    let found = loopWarnings(b: ".lazy", aKind: "struct")
    #expect(found.count == 1 && found[0].hasPrefix("retain-cycle warning registration 'b'"), "\(found)")
  }

  /// A provider on the main actor cannot be handed a cell the nonisolated initializer fills with a
  /// value that is not `Sendable`: the loop is read through the container, as the warning says.
  /// With both on the main actor, the initializer is too, and the loop holds no container.
  @Test func aLoopWhoseProviderRunsElsewhereNeedsASendableMember() {
    #expect(loopWarnings(b: ".lazy", bKind: "@MainActor final class").count == 1)
    #expect(loopWarnings(b: ".lazy", aKind: "@MainActor final class", bKind: "@MainActor final class") == [])
  }

  /// Two providers that need each other cannot be made one after the other: they are read through
  /// the container, and each, kept by it, holds it.
  @Test func aLoopOfProvidersStillHoldsTheContainer() {
    let found = loopWarnings(a: ".lazy", b: ".lazy")
    #expect(found.count == 2 && found.allSatisfy { $0.hasPrefix("retain-cycle warning") }, "\(found)")
  }

  /// Validation runs before planning: a graph with errors gets no plans and no `retain-cycle`.
  @Test func aGraphWithErrorsIsNotChecked() {
    let found = warnings(session: "\(Self.builder)\n  // weaver: session.scope = .lazy\n  // weaver: stray <- Stray")
    #expect(found.allSatisfy { !$0.hasPrefix("retain-cycle") } && found.contains { $0.contains(" error ") }, "\(found)")
  }
}
