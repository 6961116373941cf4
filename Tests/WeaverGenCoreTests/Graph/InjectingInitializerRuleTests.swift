import Testing

@testable import WeaverGenCore

/// `init(injecting:)` is checked where the user wrote it: each way generated code's call
/// `X(injecting: XDependencyContainer(…))` can fail is reported at the type or the initializer.
@Suite struct InjectingInitializerRuleTests {
  /// The messages of the module's initializer diagnostics, each prefixed with its line.
  private func problems(_ home: String, root: String = "  // weaver: home = Home\n") -> [String] {
    let source = "final class App {\n\(root)}\n\(home)"
    let fixture = ModuleFixture(["App.swift": source], completingInitializers: false)
    return fixture.analysis.diagnostics
      .filter { $0.id == .missingInitializer || $0.id == .invalidInitializer }
      .map { "\($0.location.line): \($0.message)" }
  }

  @Test func aWellFormedInitializerAtAnyAccessLevelOrInAnExtensionPasses() {
    for declaration in [
      "init(injecting dependencies: HomeDependencyResolver) {}",
      "public required init(injecting dependencies: any HomeDependencyResolver) {}",
      "init(injecting dependencies: HomeDependencyContainer) {}",
      "init(injecting dependencies: App.HomeDependencyResolver, retries: Int = 3) {}",
      "@MainActor init(injecting dependencies: sending HomeDependencyResolver) {}",
    ] {
      #expect(
        problems("final class Home {\n  // weaver: title = String\n  \(declaration)\n}\n").isEmpty, "\(declaration)")
    }
    let inExtension =
      "final class Home {\n  // weaver: title = String\n}\nextension Home {\n  convenience init(injecting dependencies: HomeDependencyResolver) { self.init() }\n}\n"
    #expect(problems(inExtension).isEmpty)
  }

  @Test func eachWayTheCallCannotCompileIsReportedAtTheInitializer() {
    let cases: [(String, String)] = [
      ("init(resolver: HomeDependencyResolver) {}", "'init(resolver:)' of 'Home' takes its resolver"),
      (
        "init(injecting dependencies: AppDependencyResolver) {}",
        "takes 'AppDependencyResolver', but generated code passes a 'HomeDependencyContainer'"
      ),
      (
        "init(injecting dependencies: HomeDependencyResolver) throws {}",
        "is 'throws', but generated code builds 'Home' where it cannot handle errors"
      ),
      ("init(injecting dependencies: HomeDependencyResolver) throws(LoadError) {}", "is 'throws(LoadError)'"),
      (
        "init(injecting dependencies: HomeDependencyResolver) async {}",
        "is 'async', but generated code builds 'Home' synchronously; remove 'async'"
      ),
      ("init?(injecting dependencies: HomeDependencyResolver) {}", "'init?(injecting:)' of 'Home' may fail"),
      ("private init(injecting dependencies: HomeDependencyResolver) {}", "is 'private'"),
      ("init(injecting dependencies: HomeDependencyResolver, retries: Int) {}", "has more parameters without defaults"),
    ]
    for (declaration, message) in cases {
      let found = problems("final class Home {\n  // weaver: title = String\n  \(declaration)\n}\n")
      #expect(found.count == 1 && found[0].hasPrefix("6: ") && found[0].contains(message), "\(declaration): \(found)")
    }
  }

  @Test func aMissingInitializerIsReportedAtTheTypeWithWhereItIsBuilt() {
    let found = problems("final class Home {\n  // weaver: title = String\n}\n")
    #expect(
      found == [
        "4: 'Home' has no 'init(injecting:)', which generated code calls as 'Home(injecting: HomeDependencyContainer(…))'; add 'init(injecting dependencies: HomeDependencyResolver)', or give its registrations a builder"
      ])
  }

  @Test func oneUsableInitializerAmongSeveralIsEnough() {
    let home = """
      final class Home {
        // weaver: title = String
        #if DEBUG
        init(injecting dependencies: HomeDependencyResolver) async {}
        #else
        init(injecting dependencies: HomeDependencyResolver) {}
        #endif
      }

      """
    #expect(problems(home).isEmpty)
  }

  @Test func typesThatGeneratedCodeDoesNotBuildWithTheirInitializerAreNotChecked() {
    // A root is started by hand; a type every registrant builds with a builder is built by it.
    #expect(
      problems("final class Home {\n  // weaver: title = String\n}\n", root: "  // weaver: title = String\n").isEmpty)
    let built = "  // weaver: home = Home\n  // weaver: home.builder = App.makeHome\n"
    #expect(problems("final class Home {\n  // weaver: title = String\n}\n", root: built).isEmpty)
  }

  /// The rule settles the usual parameter type by its bytes before making the generated names: it
  /// says yes exactly when the text is the file-scope resolver's or container's name.
  @Test(arguments: [
    ("HomeDependencyResolver", "Home"), ("HomeDependencyContainer", "Home"),
    ("Outer_PanelDependencyResolver", "Outer.Panel"),
    ("Outer_PanelDependencyContainer", "Outer.Panel"), ("A_BDependencyResolver", "A_B"),
    ("PanelDependencyResolver", "Outer.Panel"),
    ("Outer.PanelDependencyResolver", "Outer.Panel"), ("HomeDependencyResolverX", "Home"), ("HomeDependency", "Home"),
    ("Home", "Home"), ("HomDependencyResolver", "Home"), ("any HomeDependencyResolver", "Home"), ("", "Home"),
    ("ÉcranDependencyResolver", "Écran"), ("EcranDependencyResolver", "Écran"),
  ])
  func theFileScopeNamesAreRecognizedByTheirBytes(text: String, typeName: String) {
    let names = GeneratedNames(typeName: typeName)
    #expect(
      GeneratedNames.isFileScopeName(text, ofTypeNamed: typeName) == (text == names.resolver || text == names.container)
    )
  }

  /// And a nested type's short names (the typealiases): yes exactly when the text is one of them.
  @Test(arguments: [
    ("PanelDependencyResolver", "Outer.Panel"), ("PanelDependencyContainer", "Outer.Panel"),
    ("PageDependencyResolver", "Shelf.Reader.Page"), ("ReaderDependencyResolver", "Shelf.Reader.Page"),
    ("Outer_PanelDependencyResolver", "Outer.Panel"), ("PanelDependencyResolverX", "Outer.Panel"),
    ("PanelDependency", "Outer.Panel"), ("Panel", "Outer.Panel"), ("HomeDependencyResolver", "Home"),
    ("DependencyResolver", "Outer."), ("ÉcranDependencyResolver", "Menu.Écran"), ("", "Outer.Panel"),
  ])
  func theShortNamesAreRecognizedByTheirBytes(text: String, typeName: String) {
    let nested = GeneratedNames(typeName: typeName).nested
    #expect(
      GeneratedNames.isShortName(text, ofTypeNamed: typeName)
        == (nested.map { text == $0.resolver || text == $0.container } ?? false)
    )
  }

  @Test func aNestedTypeMayNameItsResolverByTheShortName() {
    let source = """
      final class App {
        // weaver: panel = Outer.Panel
      }
      enum Outer {
        final class Panel {
          // weaver: title = String
          init(injecting dependencies: PanelDependencyResolver) {}
        }
      }

      """
    let fixture = ModuleFixture(["App.swift": source], completingInitializers: false)
    #expect(!fixture.analysis.diagnostics.contains { $0.id == .missingInitializer || $0.id == .invalidInitializer })
  }

  @Test func aClassMayInheritTheInitializerOfAModuleSuperclass() {
    let home = """
      class Screen {
        required init(injecting dependencies: Any) {}
      }
      final class Home: Screen {
        // weaver: title = String
      }

      """
    #expect(problems(home).isEmpty)
  }
}
