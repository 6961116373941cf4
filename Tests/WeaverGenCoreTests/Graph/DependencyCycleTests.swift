import Testing

@testable import WeaverGenCore

/// docs/language.md, "Cycles": every registration and reference is an edge, except `.lazy` and `.weak`
/// registrations and references resolving to them; a loop is reported once, whole.
@Suite struct DependencyCycleTests {
  private static func source(scopeOfB: String?) -> String {
    """
    final class Root {
      // weaver: a = A
      // weaver: b = B\(scopeOfB.map { "\n  // weaver: b.scope = \($0)" } ?? "")
    }
    final class A {
      // weaver: b <- B
    }
    final class B {
      // weaver: a <- A
    }
    """
  }

  @Test func aLoopThroughReferencesIsReportedWhole() {
    let fixture = ModuleFixture(Self.source(scopeOfB: nil))
    #expect(
      fixture.lines == [
        "App.swift:6:14: error: dependency cycle: 'A' -> 'B' -> 'A' [dependency-cycle]",
        "App.swift:6:14: note: 'A' references 'b: B' here, which 'Root' builds eagerly",
        "App.swift:3:14: note: 'Root' registers 'b: B' here, eagerly",
        "App.swift:9:14: note: 'B' references 'a: A' here, which 'Root' builds eagerly",
        "App.swift:2:14: note: 'Root' registers 'a: A' here, eagerly",
        "App.swift:3:14: note: give one of these registrations ('b' of 'Root', 'a' of 'Root') '.lazy' or '.weak' scope if its value is not read during 'init(injecting:)'; with '.lazy', 'A' and 'B' then hold each other through the instance they share once it is built, so they are never released (a retain cycle, as in hand-written Swift); with '.weak', the instance lives only while something else holds it",
      ]
    )
  }

  /// The cycle finder starts before the lighter rules (`GraphValidator.startOrder`), so that the
  /// cores finish together; its findings are still reported after theirs, in the rules' order.
  @Test func aLoopIsReportedAfterTheFindingsOfTheRulesListedBeforeTheCycleFinder() {
    let fixture = ModuleFixture(
      Self.source(scopeOfB: nil) + "\nfinal class Screen {\n  // weaver: session <- URLSession\n}\n")
    // Every rule runs once, the last one listed (the cycle finder) not last.
    #expect(GraphValidator.startOrder.sorted() == Array(GraphValidator.startOrder.indices))
    #expect(GraphValidator.startOrder.last != GraphValidator.startOrder.count - 1)
    // The module's diagnostics are then sorted by place; the validator's own list is by rule.
    let ids = GraphValidator.validate(fixture.resolved.graph).diagnostics.map(\.id)
    #expect(ids == [.unresolvableReference, .dependencyCycle])
  }

  /// The loop is valid, and the fix leads to a clean build: the generated `A` reaches `b` through
  /// the provider `Root`'s container hands it, not through that container, so nothing is warned
  /// about (`RegistrationLoops`).
  @Test(arguments: [".lazy", ".weak"])
  func aLazyOrWeakRegistrationBreaksTheLoop(_ scope: String) {
    let fixture = ModuleFixture(Self.source(scopeOfB: scope))
    #expect(fixture.analysis.diagnostics.isEmpty, "\(fixture.lines)")
  }

  @Test func aTransientRegistrationDoesNotBreakTheLoop() {
    #expect(ModuleFixture(Self.source(scopeOfB: ".transient")).analysis.errorCount == 1)
  }

  @Test func aTypeRegisteringItselfEagerlyIsALoop() {
    let fixture = ModuleFixture(
      """
      final class Node {
        // weaver: next = Node
      }
      """
    )
    #expect(
      fixture.lines == [
        "App.swift:2:14: error: dependency cycle: 'Node' -> 'Node' [dependency-cycle]",
        "App.swift:2:14: note: 'Node' registers 'next: Node' here",
        "App.swift:2:14: note: give the registration 'next' of 'Node' '.lazy' or '.weak' scope if its value is not read during 'init(injecting:)'",
      ]
    )
  }

  @Test func aLongerLoopIsReportedOnceFromItsFirstType() {
    let fixture = ModuleFixture(
      """
      final class C {
        // weaver: a = A
      }
      final class A {
        // weaver: b = B
      }
      final class B {
        // weaver: c = C
      }
      """
    )
    #expect(
      fixture.lines == [
        "App.swift:5:14: error: dependency cycle: 'A' -> 'B' -> 'C' -> 'A' [dependency-cycle]",
        "App.swift:5:14: note: 'A' registers 'b: B' here",
        "App.swift:8:14: note: 'B' registers 'c: C' here",
        "App.swift:2:14: note: 'C' registers 'a: A' here",
        "App.swift:5:14: note: give one of these registrations ('b' of 'A', 'c' of 'B', 'a' of 'C') '.lazy' or '.weak' scope if its value is not read during 'init(injecting:)'",
      ]
    )
  }
}
