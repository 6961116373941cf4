import Testing

@testable import WeaverGenCore

/// A declaration line with an error is reported once: the lines that configure its name do not add
/// an `unknown-dependency` error about a dependency the user did declare.
@Suite struct UnreadDeclarationTests {
  @Test func configuringARegistrationWhoseTypeHasAnErrorAddsNoSecondError() {
    let fixture = ModuleFixture(
      """
      final class App {
        // weaver: backend = Backend <-- BackendProtocol
        // weaver: backend.scope = .container
        // weaver: backend.builder = App.makeBackend
        // weaver: session = Session
      }
      final class Session {}
      """
    )
    #expect(fixture.analysis.diagnostics.map(\.id) == [.invalidType])
    #expect(fixture.lines.first?.hasPrefix("App.swift:2:") == true, "\(fixture.lines)")
  }

  @Test func configuringAReferenceOrParameterWhoseTypeHasAnErrorAddsNoSecondError() {
    let fixture = ModuleFixture(
      """
      public final class App {
        // weaver: session <- [Session
        // weaver: session.scope = .lazy
        // weaver: count <= Int Int
        // weaver: count.objc = true
      }
      """
    )
    #expect(fixture.analysis.diagnostics.map(\.id) == [.invalidType, .invalidType], "\(fixture.lines)")
  }

  @Test func aConfigurationBeforeTheLineThatFailedAddsNoSecondError() {
    let fixture = ModuleFixture(
      """
      final class App {
        // weaver: backend.scope = .container
        // weaver: backend = Backend <-- BackendProtocol
      }
      """
    )
    #expect(fixture.analysis.diagnostics.map(\.id) == [.invalidType], "\(fixture.lines)")
  }

  /// Only the name of a line that failed is excused: a configuration of a name declared nowhere is
  /// still reported, and a line that fails alone in a type adds nothing else.
  @Test func aNameDeclaredNowhereIsStillReported() {
    let fixture = ModuleFixture(
      """
      final class App {
        // weaver: backend = Backend <-- BackendProtocol
        // weaver: backnd.scope = .container
      }
      """
    )
    #expect(fixture.analysis.diagnostics.map(\.id) == [.invalidType, .unknownDependency], "\(fixture.lines)")
  }
}
