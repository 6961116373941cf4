import Testing

@testable import WeaverGenCore

/// docs/language.md, "Visibility" and "Roots": a reference is provided only if, following the references
/// that pass the question up, some walk ends at a registration, a parameter or a root. A loop of
/// registrations that no root builds provides nothing, even to itself.
@Suite struct GroundingTests {
  @Test func aTypeRegisteringItselfWithNoRootCannotProvideItsOwnReference() {
    let fixture = ModuleFixture(
      """
      final class Node {
        // weaver: next = Node
        // weaver: next.scope = .lazy
        // weaver: session <- Session
      }
      """
    )
    #expect(
      fixture.lines == [
        "App.swift:4:14: error: reference 'session: Session' cannot be resolved: no root builds 'Node', so nothing provides it [unresolvable-reference]",
        "App.swift:2:14: note: 'Node' is built here by 'Node', which no root builds",
      ]
    )
    #expect(
      GraphTextRenderer.render([fixture.resolved]).contains(
        "session <- Session  -> unresolved: no root builds 'Node'\n"))
    #expect(GraphJSONRenderer.render([fixture.resolved]).contains("\"isResolvedOnEveryPath\": false"))
  }

  @Test func typesRegisteringEachOtherWithNoRootAreReportedWithEachRegistrationThatBuildsTheType() {
    let fixture = ModuleFixture(
      """
      final class A {
        // weaver: b = B
        // weaver: b.scope = .lazy
      }
      final class B {
        // weaver: a = A
        // weaver: a.scope = .lazy
        // weaver: again = B
        // weaver: again.scope = .weak
        // weaver: session <- Session
        // weaver: child = Child
      }
      final class Child {
        // weaver: session <- Session
      }
      """
    )
    #expect(
      fixture.lines == [
        "App.swift:10:14: error: reference 'session: Session' cannot be resolved: no root builds 'B', so nothing provides it [unresolvable-reference]",
        "App.swift:2:14: note: 'B' is built here by 'A', which no root builds",
        "App.swift:8:14: note: 'B' is built here by 'B', which no root builds",
        "App.swift:14:14: error: reference 'session: Session' cannot be resolved: no root builds 'Child', so nothing provides it [unresolvable-reference]",
        "App.swift:11:14: note: 'Child' is built here by 'B', which no root builds",
      ]
    )
  }

  @Test func aRootedTypeRegisteringItselfIsProvidedFromTheRoot() {
    let fixture = ModuleFixture(
      """
      final class App {
        // weaver: session = Session
        // weaver: node = Node
      }
      final class Node {
        // weaver: next = Node
        // weaver: next.scope = .lazy
        // weaver: session <- Session
      }
      """
    )
    #expect(fixture.lines == [])
    #expect(fixture.providers(of: "Node", "session") == ["App.session", "Node.session"])
  }

  @Test func aLoopIsGroundedThroughAReferenceThatIsGroundedItself() {
    let fixture = ModuleFixture(
      """
      final class App {
        // weaver: session = Session
        // weaver: a = A
      }
      final class A {
        // weaver: b = B
        // weaver: session <- Session
      }
      final class B {
        // weaver: a = A
        // weaver: a.scope = .lazy
        // weaver: session <- Session
      }
      """
    )
    #expect(fixture.lines == [])
    #expect(fixture.providers(of: "B", "session") == ["A.session"])
  }

  @Test func aPublicRootsReferenceGroundsTheLoopBelowIt() {
    let fixture = ModuleFixture(
      """
      public final class App {
        // weaver: session <- Session
        // weaver: node = Node
      }
      public final class Node {
        // weaver: next = Node
        // weaver: next.scope = .lazy
        // weaver: session <- Session
      }
      """
    )
    #expect(fixture.lines == [])
  }

  @Test func aRootedLoopMissingTheReferenceIsReportedOnceOnItsFailingPath() {
    let fixture = ModuleFixture(
      """
      final class App {
        // weaver: node = Node
      }
      final class Node {
        // weaver: next = Node
        // weaver: next.scope = .lazy
        // weaver: session <- Session
      }
      """
    )
    #expect(
      fixture.lines == [
        "App.swift:7:14: error: reference 'session: Session' cannot be resolved [unresolvable-reference]",
        "App.swift:2:14: note: 'Node' is built here by root 'App', which does not provide 'session'",
        "App.swift:1:13: note: register 'session' in 'App' to provide it to every type 'App' builds: '// weaver: session = Session'",
      ]
    )
  }

  @Test func aLoopBelowAnIsolatedRootStaysUnchecked() {
    let fixture = ModuleFixture(
      """
      final class Review {
        // weaver: self.isIsolated = true
        // weaver: node = Node
      }
      final class Node {
        // weaver: next = Node
        // weaver: next.scope = .lazy
        // weaver: session <- Session
      }
      """
    )
    #expect(fixture.lines == [])
  }
}
