import Testing

@testable import WeaverGenCore

/// An optional registration builds the type it wraps (`box = Box?` builds `Box()` and keeps it as
/// `Box?`), as Weaver 0.12 did; what cannot be built that way is an error at the annotation.
@Suite struct OptionalRegistrationTests {
  @Test func anOptionalOfAnInjectableTypeBuildsThatType() {
    let fixture = ModuleFixture(
      """
      final class App {
        // weaver: screen = Screen?
        // weaver: other = Optional<Screen>
      }
      final class Screen {
        // weaver: title <= String?
      }
      """
    )
    let app = fixture.resolved.graph.index(of: "App")!
    let screen = fixture.resolved.graph.index(of: "Screen")!
    #expect(fixture.resolved.edges.registrants[screen].map(\.type) == [app, app])
    // Screen takes a parameter, so an optional registration of it is still held to the scope rule.
    #expect(fixture.analysis.diagnostics.map(\.id) == [.parametersNeedTransientScope, .parametersNeedTransientScope])
  }

  @Test(arguments: [
    ("(() -> Int)?", "function type"),
    ("(Int, String)!", "tuple type"),
    ("(Named & Counted)?", "protocol"),
    ("Named?", "protocol"),
  ])
  func anOptionalOfWhatHasNoInitializerIsAnErrorAtTheName(type: String, kind: String) {
    let fixture = ModuleFixture(
      """
      final class App {
        // weaver: value = \(type)
      }
      protocol Named {}
      protocol Counted {}
      """
    )
    #expect(fixture.analysis.diagnostics.map(\.id) == [.unbuildableRegistration], "\(fixture.lines)")
    #expect(fixture.lines.first?.hasPrefix("App.swift:2:14: error:") == true, "\(fixture.lines)")
    #expect(fixture.lines.first?.contains(kind) == true, "\(fixture.lines)")
  }

  @Test func aWeakOptionalIsAnErrorAtTheName() {
    let fixture = ModuleFixture(
      """
      final class App {
        // weaver: box = Box?
        // weaver: box.scope = .weak
      }
      final class Box {}
      """
    )
    #expect(fixture.analysis.diagnostics.map(\.id) == [.weakValueType], "\(fixture.lines)")
  }
}
