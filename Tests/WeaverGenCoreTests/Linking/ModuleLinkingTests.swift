import Testing

@testable import WeaverGenCore

/// docs/language.md, "Across modules": a module registers the public types of the modules it
/// imports as its own, and the run checks them as one graph, whatever order the modules come in.
@Suite struct ModuleLinkingTests {
  static let profile = """
    import Core

    public final class ProfileScreen {
      // weaver: api <- API
      // weaver: userID <= Int
      // weaver: details = Details
      // weaver: details.scope = .lazy
      init(injecting dependencies: ProfileScreenDependencyResolver) {}
    }

    final class Details {
      // weaver: logger <- Logger
      init(injecting dependencies: DetailsDependencyResolver) {}
    }

    public final class Flow {
      // weaver: api <- API
      // weaver: logger <- Logger
      // weaver: screen = ProfileScreen
      // weaver: screen.scope = .transient
      init(injecting dependencies: FlowDependencyResolver) {}
    }
    """

  private func analyze(_ modules: [(String, [String: String])]) -> [ModuleAnalysis] {
    var files: [String: String] = [:]
    var inputs: [ModuleInput] = []
    for (name, sources) in modules {
      files.merge(sources) { first, _ in first }
      inputs.append(ModuleInput(name: name, files: sources.keys.sorted()))
    }
    return Pipeline.analyze(inputs, reader: InMemorySourceReader(files), options: Pipeline.Options(layout: .single))
  }

  private func lines(_ analyses: [ModuleAnalysis]) -> [String] {
    analyses.flatMap(\.diagnostics).sorted().flatMap(DiagnosticPrinter.lines)
  }

  @Test func aNeedOnlyALazyRegistrationBelowReadsIsNoCycleEdgeAndTheOthersAre() throws {
    let analyses = analyze([("Profile", ["Profile.swift": Self.profile])])
    let interface = try #require(analyses[0].interface)
    let screen = try #require(interface.type(named: "ProfileScreen")?.entry)
    #expect(screen.arguments.map(\.label) == ["userID", "api", "logger"])
    #expect(screen.arguments.map(\.isReadWhenBuilt) == [true, true, false])
    #expect(screen.arguments[2].location == SourceLocation(path: "Profile.swift", line: 12, column: 14))
    #expect(interface.type(named: "Details")?.access == .internal)
    #expect(interface.type(named: "Details")?.entry == nil)
  }

  @Test func aCycleOnlyThroughALazyNeedOfAnotherModulesTypeIsNoCycle() {
    let app = """
      import Profile

      final class Root {
        // weaver: api = LiveAPI <- API
        // weaver: logger = AppLogger <- Logger
        init(injecting dependencies: RootDependencyResolver) {}
      }

      final class AppLogger: Logger {
        // weaver: screen = ProfileScreen
        // weaver: screen.scope = .transient
        init(injecting dependencies: AppLoggerDependencyResolver) {}
      }
      """
    // Building the logger builds screens, whose details need the logger, but only lazily.
    let analyses = analyze([("Profile", ["Profile.swift": Self.profile]), ("App", ["App.swift": app])])
    #expect(lines(analyses).isEmpty, "\(lines(analyses))")
    // `Flow` reads the logger itself: building the logger builds a flow, which needs the logger.
    let eager = app.replacingOccurrences(of: "// weaver: screen = ProfileScreen", with: "// weaver: screen = Flow")
    let cycle = lines(analyze([("Profile", ["Profile.swift": Self.profile]), ("App", ["App.swift": eager])]))
    #expect(
      cycle.first
        == "App.swift:10:14: error: dependency cycle: 'AppLogger' -> 'Profile.Flow' -> 'AppLogger' [dependency-cycle]",
      "\(cycle)")
  }

  @Test func theOrderOfTheModulesDoesNotChangeTheResult() {
    let app = """
      import Profile

      final class Root {
        // weaver: api = LiveAPI <- API
        // weaver: screen = ProfileScreen
        // weaver: screen.scope = .transient
        init(injecting dependencies: RootDependencyResolver) {}
      }
      """
    let forward = analyze([("Profile", ["Profile.swift": Self.profile]), ("App", ["App.swift": app])])
    let backward = analyze([("App", ["App.swift": app]), ("Profile", ["Profile.swift": Self.profile])])
    #expect(lines(forward) == lines(backward))
    #expect(
      lines(forward) == [
        "App.swift:5:14: error: reference 'logger: Logger' cannot be resolved for 'Profile.ProfileScreen', built by registration 'screen: ProfileScreen' [unresolvable-reference]",
        "Profile.swift:12:14: note: needed here, in module 'Profile'",
        "App.swift:5:14: note: 'Profile.ProfileScreen' is built here by root 'Root', which does not provide 'logger'",
        "App.swift:3:13: note: register 'logger' in 'Root' to provide it to every type 'Root' builds: '// weaver: logger = Logger'",
      ])
  }

  /// Another module's type takes values: the registering container reads a value it builds
  /// through itself with its accessor, and keeping the type holds no container, so no retain cycle.
  @Test func anotherModulesTypeReadsAValueTheContainerBuildsThroughItselfOnce() throws {
    let feature = """
      public protocol Clock {}
      public final class Screen {
        // weaver: clock <- Clock
        init(injecting dependencies: ScreenDependencyResolver) {}
      }
      """
    let app = """
      import Feature

      final class Root {
        // weaver: clock = SystemClock <- Clock
        // weaver: clock.scope = .lazy
        // weaver: clock.builder = Root.makeClock
        // weaver: screen = Screen
        // weaver: screen.scope = .lazy
        init(injecting dependencies: RootDependencyResolver) {}
      }
      """
    let analyses = analyze([("Feature", ["Feature.swift": feature]), ("App", ["App.swift": app])])
    #expect(lines(analyses).isEmpty, "\(lines(analyses))")
    let code = try #require(analyses[1].generatedFiles?.first?.text)
    #expect(code.contains("private(set) lazy var screen: Screen = Screen(clock: self.clock)"), "\(code)")
  }

  @Test func aModulesOwnTypeShadowsAnImportedOne() {
    let app = """
      import Profile

      final class ProfileScreen {}

      final class Root {
        // weaver: screen = ProfileScreen
        init(injecting dependencies: RootDependencyResolver) {}
      }
      """
    let analyses = analyze([("Profile", ["Profile.swift": Self.profile]), ("App", ["App.swift": app])])
    #expect(lines(analyses).isEmpty, "\(lines(analyses))")
    #expect(analyses[1].resolved?.graph.externalTypeCount == 0)
  }

  @Test func anInterfaceReadsBackAsItWasWritten() throws {
    let analyses = analyze([("Profile", ["Profile.swift": Self.profile])])
    let interface = try #require(analyses[0].interface)
    let text = interface.json.rendered()
    let read = try ModuleInterface(fileBytes: Array(text.utf8))
    #expect(read == interface)
    #expect(read.json.rendered() == text)
  }

  @Test(arguments: ["", "{", "{\"a\": tru}", "[1,]", "\"\\u12\"", "\"\\ud800\"", "{\"a\": 1} x", "-"])
  func whatIsNotJSONIsAnErrorNotACrash(_ text: String) {
    #expect(throws: JSONReader.Failure.self) { try JSONReader.parse(Array(text.utf8)) }
  }

  @Test func jsonStringsKeepTheirEscapes() throws {
    let value = try JSONReader.parse(Array(#"{"a": "x\"\\\n\u00e9\ud83d\ude00", "b": [true, false, null, -12]}"#.utf8))
    #expect(
      value
        == .object([
          ("a", .string("x\"\\\n\u{e9}\u{1F600}")), ("b", .array([.bool(true), .bool(false), .null, .number(-12)])),
        ]))
  }
}
