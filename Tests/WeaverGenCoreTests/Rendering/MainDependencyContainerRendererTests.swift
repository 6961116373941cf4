import Testing

@testable import WeaverGenCore

/// Weaver 1.x's entry point (docs/generated-code.md, "Weaver's entry point"): named as Weaver named
/// it, and left out where it would clash with the module's own names.
@Suite struct MainDependencyContainerRendererTests {
  private func entryPoint(_ source: String) -> String {
    let fixture = ModuleFixture(source)
    let plans = fixture.analysis.plans ?? []
    #expect(!plans.isEmpty, "\(fixture.lines)")
    return MainDependencyContainerRenderer.text(
      for: plans, declaredTypes: fixture.resolved.graph.declaredTypes)
  }

  @Test func functionsAreNamedAsWeaverNamedThem() {
    #expect(MainDependencyContainerRenderer.functionName(of: "AppDelegate") == "appDelegateDependencyResolver")
    #expect(
      MainDependencyContainerRenderer.functionName(of: "URLSessionManager") == "urlSessionManagerDependencyResolver")
    #expect(MainDependencyContainerRenderer.functionName(of: "API") == "apIDependencyResolver")
    #expect(MainDependencyContainerRenderer.functionName(of: "Outer.Inner") == "outerInnerDependencyResolver")
    #expect(MainDependencyContainerRenderer.functionName(of: "My_Root") == "my_Root_DependencyResolver")
    #expect(MainDependencyContainerRenderer.functionName(of: "app") == "appDependencyResolver")
  }

  @Test func everyRootAndIsolatedTypeGetsAFunctionButRegisteredTypesDoNot() {
    let text = entryPoint(
      """
      final class App {
        // weaver: child = Child
      }
      final class Child {}
      final class Tool {
        // weaver: self.isIsolated = true
        // weaver: size <= Int
      }
      """)
    #expect(text.contains("static func appDependencyResolver() -> AppDependencyResolver {"), "\(text)")
    #expect(text.contains("static func toolDependencyResolver(size: Int) -> ToolDependencyResolver {"), "\(text)")
    #expect(!text.contains("childDependencyResolver"), "\(text)")
  }

  @Test func nothingIsDeclaredWhereTheNameIsTaken() {
    #expect(entryPoint("final class Main {\n  // weaver: logger = Logger\n}\nfinal class Logger {}\n") == "")
    #expect(
      entryPoint(
        "final class App {\n  // weaver: logger = Logger\n}\nfinal class Logger {}\nenum MainDependencyContainer {}\n")
        == "")
  }

  @Test func aFunctionNameTwoTypesWouldShareIsLeftOut() {
    let text = entryPoint(
      """
      final class AB {
        // weaver: x = X
      }
      enum A {
        final class B {
          // weaver: y = X
        }
      }
      final class C {
        // weaver: z = X
      }
      final class X {}
      """)
    #expect(!text.contains("aBDependencyResolver") && text.contains("cDependencyResolver"), "\(text)")
  }
}
