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

  /// Validation runs before planning: a graph with errors gets no plans and no `retain-cycle`.
  @Test func aGraphWithErrorsIsNotChecked() {
    let found = warnings(session: "\(Self.builder)\n  // weaver: session.scope = .lazy\n  // weaver: stray <- Stray")
    #expect(found.allSatisfy { !$0.hasPrefix("retain-cycle") } && found.contains { $0.contains(" error ") }, "\(found)")
  }
}
