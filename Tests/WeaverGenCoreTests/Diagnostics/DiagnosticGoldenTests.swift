import Testing

@testable import WeaverGenCore

/// One golden case per diagnostic id: a minimal module and the exact lines weaver-gen prints for it.
/// (`invalid-configuration` concerns the command line's configuration file; its golden case is in
/// the end-to-end tests.)
@Suite struct DiagnosticGoldenTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let id: DiagnosticID
    let source: [UInt8]
    let expected: [String]

    init(_ id: DiagnosticID, _ source: String, _ expected: [String]) {
      self.init(id, bytes: Array(source.utf8), expected)
    }

    init(_ id: DiagnosticID, bytes: [UInt8], _ expected: [String]) {
      self.id = id
      self.source = bytes
      self.expected = expected
    }

    var testDescription: String { id.rawValue }
  }

  static let cases: [Case] = [
    Case(
      .unreadableFile,
      bytes: Array("final class Latin {\n  // weaver: name = Caf".utf8) + [0xE9] + Array("\n}\n".utf8),
      [
        "App.swift:2:24: error: file is not valid UTF-8; save it as UTF-8 so that its annotations can be read [unreadable-file]"
      ]
    ),
    Case(
      .invalidAnnotation,
      "final class App {\n  // weaver: what is this\n}\n",
      [
        "App.swift:2:19: error: expected '=', '<-', '<=' or '.' after 'what'; write one of 'name = Type', 'name = Type <- Abstract', 'name <- Type', 'name <= Type', 'name.attribute = value' or 'import Module' [invalid-annotation]"
      ]
    ),
    Case(
      .invalidType,
      "final class App {\n  // weaver: count <- Int Int\n}\n",
      ["App.swift:2:27: error: unexpected 'Int' after type 'Int' [invalid-type]"]
    ),
    Case(
      .unknownAttribute,
      "final class App {\n  // weaver: home = Home\n  // weaver: home.scop = .lazy\n}\n",
      ["App.swift:3:19: error: unknown attribute 'scop'; did you mean 'scope'? [unknown-attribute]"]
    ),
    Case(
      .invalidAttributeValue,
      "final class App {\n  // weaver: home = Home\n  // weaver: home.scope = lazy\n}\n",
      [
        "App.swift:3:27: error: invalid value 'lazy' for 'scope'; expected '.container', '.transient', '.lazy' or '.weak'; did you mean '.lazy'? [invalid-attribute-value]"
      ]
    ),
    Case(
      .deprecatedAttributeValue,
      "final class App {\n  // weaver: home = Home\n  // weaver: home.scope = .graph\n}\n",
      [
        "App.swift:3:27: warning: scope '.graph' is deprecated; use '.container', which means the same [deprecated-attribute-value]"
      ]
    ),
    Case(
      .misplacedConfiguration,
      "final class App {\n  // weaver: home.scope = .lazy\n  // weaver: home = Home\n}\n",
      [
        "App.swift:2:14: error: 'home.scope' comes before 'home' is declared; move it after the declaration [misplaced-configuration]",
        "App.swift:3:14: note: 'home' is declared here",
      ]
    ),
    Case(
      .unknownDependency,
      "final class App {\n  // weaver: home = Home\n  // weaver: hom.scope = .lazy\n}\n",
      [
        "App.swift:3:14: error: 'App' declares no dependency named 'hom' [unknown-dependency]",
        "App.swift:2:14: note: did you mean 'home'?",
      ]
    ),
    Case(
      .duplicateDeclaration,
      "final class App {\n  // weaver: home = Home\n  // weaver: home = Other\n}\n",
      [
        "App.swift:3:14: error: 'home' is declared twice in 'App'; give each dependency its own name [duplicate-declaration]",
        "App.swift:2:14: note: 'home' is first declared here",
      ]
    ),
    Case(
      .annotationOutsideType,
      "// weaver: stray <- Stray\n",
      [
        "App.swift:1:1: error: annotation is outside any type; put it inside the class, struct or actor it belongs to [annotation-outside-type]"
      ]
    ),
    Case(
      .unsupportedDeclaration,
      "enum Namespace {\n  // weaver: inEnum = Home\n}\n",
      [
        "App.swift:2:3: error: annotations cannot go directly in enum 'Namespace'; only a class, struct or actor can be injectable [unsupported-declaration]",
        "App.swift:1:6: note: 'Namespace' is declared here",
      ]
    ),
    Case(
      .duplicateType,
      "final class App {\n  // weaver: a = A\n}\n#if DEBUG\nfinal class App {\n  // weaver: b = B\n}\n#endif\n",
      [
        "App.swift:5:13: error: annotated type 'App' is declared more than once in this module; keep one declaration and move other annotations into an extension [duplicate-type]",
        "App.swift:1:13: note: 'App' is first declared here",
      ]
    ),
    Case(
      .unresolvableReference,
      "final class App {\n  // weaver: manager = Manager\n}\nfinal class Manager {\n  // weaver: session <- Session\n}\n",
      [
        "App.swift:5:14: error: reference 'session: Session' cannot be resolved [unresolvable-reference]",
        "App.swift:2:14: note: 'Manager' is built here by root 'App', which does not provide 'session'",
      ]
    ),
    Case(
      .unresolvableReference,
      "final class Node {\n  // weaver: next = Node\n  // weaver: next.scope = .lazy\n  // weaver: session <- Session\n}\n",
      [
        "App.swift:4:14: error: reference 'session: Session' cannot be resolved: no root builds 'Node', so nothing provides it [unresolvable-reference]",
        "App.swift:2:14: note: 'Node' is built here by 'Node', which no root builds",
      ]
    ),
    Case(
      .typeMismatch,
      "final class App {\n  // weaver: id = String\n  // weaver: child = Child\n}\nfinal class Child {\n  // weaver: id <- Int\n}\n",
      [
        "App.swift:6:14: error: reference 'id: Int' does not match 'id: String' provided by 'App' [type-mismatch]",
        "App.swift:2:14: note: candidate 'id: String' is declared here",
        "App.swift:3:14: note: 'Child' is built here by root 'App', whose 'id' has another type",
      ]
    ),
    Case(
      .dependencyCycle,
      "final class A {\n  // weaver: b = B\n}\nfinal class B {\n  // weaver: a = A\n}\n",
      [
        "App.swift:2:14: error: dependency cycle: 'A' -> 'B' -> 'A' [dependency-cycle]",
        "App.swift:2:14: note: 'A' registers 'b: B' here",
        "App.swift:5:14: note: 'B' registers 'a: A' here",
        "App.swift:2:14: note: give one of these registrations '.lazy' or '.weak' scope if its value is not read during 'init(injecting:)'",
      ]
    ),
    Case(
      .isolatedTypeRegistered,
      "final class App {\n  // weaver: review = Review\n}\nfinal class Review {\n  // weaver: self.isIsolated = true\n}\n",
      [
        "App.swift:2:14: error: 'App' registers 'Review', which is marked 'self.isIsolated = true' [isolated-type-registered]",
        "App.swift:5:14: note: remove 'self.isIsolated = true' now that 'Review' is part of the graph",
      ]
    ),
    Case(
      .parametersNeedTransientScope,
      "final class App {\n  // weaver: detail = Detail\n}\nfinal class Detail {\n  // weaver: id <= Int\n}\n",
      [
        "App.swift:2:14: error: 'Detail' takes parameters, so 'detail' must have '.transient' scope, not '.container' [parameters-need-transient-scope]",
        "App.swift:5:14: note: parameter 'id: Int' is declared here",
      ]
    ),
    Case(
      .weakParameters,
      "final class App {\n  // weaver: detail = Detail\n  // weaver: detail.scope = .weak\n}\nfinal class Detail {\n  // weaver: id <= Int\n}\n",
      [
        "App.swift:3:29: warning: 'Detail' takes parameters and 'detail' has '.weak' scope: while an instance lives, new arguments are ignored [weak-parameters]",
        "App.swift:6:14: note: parameter 'id: Int' is declared here",
      ]
    ),
    Case(
      .weakValueType,
      "struct Settings {}\nfinal class App {\n  // weaver: settings = Settings\n  // weaver: settings.scope = .weak\n}\n",
      [
        "App.swift:4:31: error: 'settings' has '.weak' scope, but 'Settings' is a struct; only class instances can be held weakly [weak-value-type]",
        "App.swift:1:8: note: 'Settings' is declared here",
      ]
    ),
    Case(
      .weakValueType,
      "protocol Service {}\nfinal class App {\n  // weaver: service = LiveService <- Service\n  // weaver: service.builder = App.make\n  // weaver: service.scope = .weak\n}\n",
      [
        "App.swift:5:30: error: 'service' has '.weak' scope, but its builder's result 'Service' is a protocol that is not class-bound; only class instances can be held weakly [weak-value-type]",
        "App.swift:1:10: note: 'Service' is declared here",
      ]
    ),
    Case(
      .weakValueType,
      "protocol Service: AnyObject {}\nfinal class App {\n  // weaver: service = LiveService <- Service\n  // weaver: service.builder = App.make\n  // weaver: service.scope = .weak\n}\n",
      [
        "App.swift:5:30: error: 'service' has '.weak' scope, but its builder's result 'Service' is a protocol type, which generated code cannot hold weakly even when the protocol is class-bound; expose it as a class type or use another scope [weak-value-type]",
        "App.swift:1:10: note: 'Service' is declared here",
      ]
    ),
    Case(
      .unbuildableRegistration,
      "protocol MovieAPI {}\nfinal class App {\n  // weaver: movieAPI = MovieAPI\n}\n",
      [
        "App.swift:3:14: error: 'movieAPI' registers protocol 'MovieAPI', which weaver-gen cannot build with an initializer; register a concrete type ('movieAPI = SomeType <- MovieAPI') or give it a builder ('movieAPI.builder = ...') [unbuildable-registration]"
      ]
    ),
    Case(
      .inaccessibleType,
      "public final class App {\n  // weaver: home = Home\n}\nfinal class Home {}\n",
      [
        "App.swift:2:14: error: 'home: Home' cannot be in the public resolver protocol of 'App', because 'Home' is internal; make 'Home' public, or 'App' internal [inaccessible-type]",
        "App.swift:4:13: note: 'Home' is declared here",
      ]
    ),
    Case(
      .objcIncompatibleType,
      "final class Legacy {\n  // weaver: movie = Movie\n}\nextension Legacy: LegacyObjCDependencyInjectable {}\nstruct Movie {}\n",
      [
        "App.swift:2:14: error: 'movie: Movie' cannot be in the '@objc' resolver protocol of 'Legacy', because 'Movie' is a struct, which Objective-C cannot represent; change 'Movie', or drop the Objective-C bridging of 'Legacy' [objc-incompatible-type]",
        "App.swift:5:8: note: 'Movie' is declared here",
      ]
    ),
    Case(
      .retainCycle,
      "final class App {\n  // weaver: session = Session\n  // weaver: session.scope = .lazy\n  // weaver: session.builder = App.makeSession\n  // weaver: home = Home\n}\nfinal class Home {\n  // weaver: session <- Session\n}\n",
      [
        "App.swift:2:14: warning: registration 'session' is built through the container of 'App', and 'home', which that container keeps, holds the container to reach it: the two are never released [retain-cycle]",
        "App.swift:5:14: note: 'home' is kept here",
        "App.swift:2:14: note: give 'session' the '.container' scope, or make 'home' '.transient' or '.weak'",
      ]
    ),
    Case(
      .isolationConflict,
      "@globalActor actor DatabaseActor {\n  static let shared = DatabaseActor()\n}\n@DatabaseActor final class Store {\n  // weaver: screen = Screen\n}\n@MainActor final class Screen {}\n",
      [
        "App.swift:5:14: error: building 'screen: Screen' needs the main actor, but the container of 'Store' runs on 'DatabaseActor'; register it in a type that runs on the main actor [isolation-conflict]",
        "App.swift:4:28: note: 'Store' runs on 'DatabaseActor', as declared here",
      ]
    ),
    Case(
      .isolatedRootContainer,
      "final class App {\n  // weaver: home = Home\n}\n@MainActor final class Home {}\n",
      [
        "App.swift:2:14: warning: 'App' is not isolated to the main actor, but its container builds 'home: Home' when it is created, which needs it: 'AppDependencyContainer' can then only be created on the main actor [isolated-root-container]",
        "App.swift:1:13: note: mark 'App' '@MainActor', or give 'home' the '.lazy' scope",
      ]
    ),
    Case(
      .missingInitializer,
      "final class App {\n  // weaver: home = Home\n}\nfinal class Home {\n  // weaver: title = String\n}\n",
      [
        "App.swift:4:13: error: 'Home' has no 'init(injecting:)', which generated code calls as 'Home(injecting: HomeDependencyContainer(…))'; add 'init(injecting dependencies: HomeDependencyResolver)', or give its registrations a builder [missing-initializer]",
        "App.swift:2:14: note: 'Home' is built here by 'App'",
      ]
    ),
    Case(
      .invalidInitializer,
      "final class App {\n  // weaver: home = Home\n}\nfinal class Home {\n  // weaver: title = String\n  init(injecting dependencies: HomeDependencyResolver) async {}\n}\n",
      [
        "App.swift:6:3: error: 'init(injecting:)' of 'Home' is 'async', but generated code builds 'Home' synchronously and cannot handle errors; remove 'async', or build 'Home' with a builder ('name.builder = …') [invalid-initializer]"
      ]
    ),
  ]

  /// The module's types get the `init(injecting:)` the cases leave out (`ModuleFixture`), except
  /// in the cases about those initializers.
  @Test(arguments: cases)
  func printsExactlyTheseLines(_ golden: Case) {
    let checksInitializers = golden.id == .missingInitializer || golden.id == .invalidInitializer
    let analysis = ModuleFixture(bytes: ["App.swift": golden.source], completingInitializers: !checksInitializers)
      .analysis
    #expect(analysis.diagnostics.flatMap(DiagnosticPrinter.lines) == golden.expected)
    #expect(analysis.diagnostics.contains { $0.id == golden.id })
  }

  @Test func everyIDHasAGoldenCase() {
    let covered = Set(Self.cases.map(\.id)).union([.invalidConfiguration])
    #expect(covered == Set(DiagnosticID.allCases))
  }
}
