import Testing

@testable import WeaverGenCore

/// Each type's isolation as the compiler would infer it from the sources, and what the planned
/// containers do with it (docs/generated-code.md, "Concurrency").
@Suite struct IsolationInferenceTests {
  /// The concurrency of each injectable type of a module, by name.
  private func concurrency(_ source: String, settings: ConcurrencySettings = ConcurrencySettings())
    -> [String: TypeConcurrency]
  {
    let graph = ModuleFixture(source).resolved.graph
    let types = IsolationInference(graph: graph, settings: settings).injectableTypes()
    return Dictionary(uniqueKeysWithValues: zip(graph.types.map(\.name), types))
  }

  /// The dotted name at the start of a builder or supertype is read on bytes while they are
  /// ASCII; it must be what the `Character` definition gives on any text.
  @Test func leadingDottedNamesAgreeWithTheCharacterDefinition() {
    var random = SeededRandomNumberGenerator(seed: 41)
    let pieces = ["a", "Z", "_", "0", ".", "`", "(", " ", "<", "@", "é", "\u{0301}", "中", "😀", "\r\n", "-"]
    for _ in 0..<20_000 {
      let text = (0..<Int.random(in: 0...6, using: &random)).map { _ in random.pick(pieces) }.joined()
      let expected = String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "`" })
        .replacing("`", with: "")
      #expect(IsolationInference.leadingDottedName(text) == expected, "\(text.debugDescription)")
    }
  }

  @Test func writtenIsolationWins() {
    let types = concurrency(
      """
      @globalActor actor DatabaseActor { static let shared = DatabaseActor() }
      @MainActor final class Screen {
        // weaver: a <= Int
      }
      @DatabaseActor final class Store {
        // weaver: a <= Int
      }
      nonisolated final class Service: UIViewController {
        // weaver: a <= Int
      }
      actor Cache {
        // weaver: a <= Int
      }
      final class Plain {
        // weaver: a <= Int
      }
      """)
    #expect(types["Screen"]?.isolation == .globalActor("MainActor"))
    #expect(types["Store"]?.isolation == .globalActor("DatabaseActor"))
    #expect(types["Service"]?.isolation == .nonisolated)
    #expect(types["Cache"]?.isolation == .nonisolated && types["Cache"]?.isActor == true)
    #expect(types["Plain"]?.isolation == .moduleDefault)
  }

  @Test func inheritanceAndConformanceInTheTypesOwnDeclarationIsolateIt() {
    let types = concurrency(
      """
      @MainActor protocol Screen {}
      class BaseViewController: UIViewController {}
      final class Home: BaseViewController {
        // weaver: a <= Int
      }
      struct Row: View {
        // weaver: a <= Int
      }
      final class Detail: Screen {
        // weaver: a <= Int
      }
      final class Later {
        // weaver: a <= Int
      }
      extension Later: Screen {}
      final class Delegate: NSObject, UIKit.UIApplicationDelegate {
        // weaver: a <= Int
      }
      """)
    #expect(types["Home"]?.isolation == .globalActor("MainActor"))
    #expect(types["Row"]?.isolation == .globalActor("MainActor"))
    #expect(types["Detail"]?.isolation == .globalActor("MainActor"))
    #expect(types["Later"]?.isolation == .moduleDefault, "a conformance in an extension does not isolate the type")
    #expect(types["Delegate"]?.isolation == .globalActor("MainActor"))
  }

  @Test func configuredTypesAndGlobalActorsOfOtherModulesIsolate() {
    let settings = ConcurrencySettings(mainActorTypes: ["PanModalPresentable"], globalActors: ["PersistenceActor"])
    let types = concurrency(
      """
      final class Sheet: PanModalPresentable {
        // weaver: a <= Int
      }
      @PersistenceActor final class Store {
        // weaver: a <= Int
      }
      @Observable final class Model {
        // weaver: a <= Int
      }
      """, settings: settings)
    #expect(types["Sheet"]?.isolation == .globalActor("MainActor"))
    #expect(types["Store"]?.isolation == .globalActor("PersistenceActor"))
    #expect(types["Model"]?.isolation == .moduleDefault, "an attribute that is not a global actor isolates nothing")
  }

  @Test func theInitializersAttributeDecidesWhereTheResolverIsRead() {
    let types = concurrency(
      """
      @MainActor final class Screen {
        // weaver: a <= Int
        nonisolated init(injecting dependencies: ScreenDependencyResolver) {}
      }
      actor Store {
        // weaver: a <= Int
        init(injecting dependencies: StoreDependencyResolver) {}
      }
      """)
    #expect(types["Screen"]?.initializerIsolation == .nonisolated)
    #expect(types["Store"]?.initializerIsolation == .nonisolated)
  }

  @Test func sendableIsReadFromTheTypesOwnDeclaration() {
    let types = concurrency(
      """
      protocol Service: Sendable {}
      final class Server: Sendable {
        // weaver: a <= Int
      }
      final class Client: Service {
        // weaver: a <= Int
      }
      final class Cache: @unchecked Sendable {
        // weaver: a <= Int
      }
      final class Log {
        // weaver: a <= Int
      }
      """)
    #expect(types["Server"]?.isDeclaredSendable == true)
    #expect(types["Client"]?.isDeclaredSendable == true)
    #expect(types["Cache"]?.isDeclaredSendable == true)
    #expect(types["Log"]?.isDeclaredSendable == false)
  }

  /// The plans: a main-actor screen built eagerly carries the main actor up to its registrant's
  /// container initializer; built lazily, only to the accessor.
  @Test func isolationIsCarriedUpThroughContainerRegistrationsOnly() throws {
    let fixture = ModuleFixture(
      """
      @MainActor final class Root {
        // weaver: coordinator = Coordinator
      }
      final class Coordinator {
        // weaver: home = Home
        // weaver: detail = Detail
        // weaver: detail.scope = .lazy
      }
      final class Home: UIViewController {
        // weaver: a = Int
      }
      final class Detail: UIViewController {
        // weaver: a = Int
      }
      """)
    // `Coordinator` cannot read `detail` outside main-actor code, and is told so (`isolated-member`).
    #expect(fixture.analysis.diagnostics.map(\.id) == [.isolatedMember], "\(fixture.lines)")
    let plans = try ContainerPlanner(fixture.resolved).plans().plans
    let coordinator = try #require(plans.first { $0.type.name == "Coordinator" })
    #expect(coordinator.isolation == .moduleDefault)
    #expect(coordinator.initializerIsolation == .globalActor("MainActor"))
    #expect(coordinator.members.first { $0.name == "detail" }?.isolation == .globalActor("MainActor"))
    #expect(coordinator.members.first { $0.name == "home" }?.isolation == .moduleDefault)
  }

  @Test func theModulesDefaultIsolationDecidesWhatARootNeedsToBeWarnedAbout() {
    let source =
      "final class App {\n  // weaver: home = Home\n}\nfinal class Home: UIViewController {\n  // weaver: a = Int\n}\n"
    let nonisolated = ModuleFixture(source)
    #expect(nonisolated.analysis.diagnostics.map(\.id) == [.isolatedRootContainer])
    let reader = InMemorySourceReader([
      "App.swift": source
        + "extension Home { convenience init(injecting dependencies: HomeDependencyResolver) { self.init() } }\n"
    ])
    let mainActor = Pipeline.analyze(
      [ModuleInput(name: "App", files: ["App.swift"])], reader: reader,
      options: Pipeline.Options(concurrency: ConcurrencySettings(defaultIsolation: .mainActor)))[0]
    #expect(mainActor.diagnostics.isEmpty, "\(mainActor.diagnostics)")
  }

  /// In a main-actor module, a type with nothing written runs on the main actor: a conflict, or a
  /// root's warning, names that actor and says it is the module's default, instead of leaving the
  /// reader to work it out.
  @Test func aConflictWithTheModulesDefaultNamesItsActor() {
    let source = """
      @globalActor actor DatabaseActor { static let shared = DatabaseActor() }
      @DatabaseActor final class Store {
        // weaver: helper = Helper
        init(injecting dependencies: StoreDependencyResolver) {}
      }
      final class Helper {}

      """
    let reader = InMemorySourceReader(["App.swift": source])
    let analysis = Pipeline.analyze(
      [ModuleInput(name: "App", files: ["App.swift"])], reader: reader,
      options: Pipeline.Options(concurrency: ConcurrencySettings(defaultIsolation: .mainActor)))[0]
    #expect(
      analysis.diagnostics.map(\.message) == [
        "building 'helper: Helper' needs the main actor (the module's default isolation), but the container of "
          + "'Store' runs on 'DatabaseActor'; register it in a type that runs on the main actor"
      ])
    #expect(analysis.diagnostics.first?.location.line == 3)

    let root = Pipeline.analyze(
      [ModuleInput(name: "App", files: ["App.swift"])],
      reader: InMemorySourceReader([
        "App.swift": "nonisolated final class Root {\n  // weaver: helper = Helper\n"
          + "  init(injecting dependencies: RootDependencyResolver) {}\n}\nfinal class Helper {}\n"
      ]),
      options: Pipeline.Options(concurrency: ConcurrencySettings(defaultIsolation: .mainActor)))[0]
    #expect(
      root.diagnostics.map(\.message) == [
        "'Root' is not isolated to the main actor (the module's default isolation), but its container builds "
          + "'helper: Helper' when it is created, which needs it: 'RootDependencyContainer' can then only be "
          + "created on the main actor"
      ])
  }
}
