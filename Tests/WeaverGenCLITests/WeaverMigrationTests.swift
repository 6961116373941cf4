import Foundation
import Testing

/// What a Weaver project needs to build unchanged (docs/migrating-from-weaver.md): the fixture
/// `WeaverApp` is started through Weaver's `MainDependencyContainer` and has a type with an
/// `init(injecting:)` and no annotation; its generated code compiles without warnings in the three
/// isolation modes, and runs.
@Suite struct WeaverMigrationTests {
  @Test(arguments: SwiftCompiler.IsolationMode.allCases)
  func aWeaverAppStartedThroughMainDependencyContainerCompilesAndRuns(_ mode: SwiftCompiler.IsolationMode) throws {
    let scratch = try ScratchDirectory()
    let folder = CLIRunner.fixtures.appendingPathComponent("WeaverApp")
    let generated = scratch.url.appendingPathComponent("Weaver.swift")
    let generation = try CLIRunner.run(
      ["generate", "--input-path", folder.path, "--output-file", generated.path] + mode.generationArguments)
    try #require(generation.status == 0, "\(generation)")
    let executable = scratch.url.appendingPathComponent("WeaverApp")
    let sources =
      try SwiftCompiler.swiftFiles(in: folder) + [generated]
      + [CLIRunner.fixtures.appendingPathComponent("WeaverAppDriver/main.swift")]
    let build = try SwiftCompiler.build(sources, mode: mode, executable: executable, libraries: [])
    try #require(build.status == 0, "swiftc failed:\n\(build.text)")
    #expect(build.text.isEmpty, "swiftc printed:\n\(build.text)")
    let run = try SwiftCompiler.run(executable)
    #expect(run.status == 0 && run.text.hasSuffix("all checks passed\n"), "\(run.text)")
  }

  /// The two shapes of Weaver 1.x projects that use property wrappers: wrappers only, and wrappers
  /// next to comments in the same types. Before migrating, `validate` reports every wrapper (not
  /// "0 injectable types"); `migrate` prints the change and writes nothing; `migrate --write`
  /// rewrites the wrappers, after which the module generates, compiles and runs.
  @Test(
    arguments: ["WeaverWrappers", "WeaverMixed"], [SwiftCompiler.IsolationMode.nonisolated, .mainActor])
  func aModuleOfPropertyWrappersMigratesThenCompilesAndRuns(_ fixture: String, _ mode: SwiftCompiler.IsolationMode)
    throws
  {
    let scratch = try ScratchDirectory()
    let source = scratch.url.appendingPathComponent("App.swift")
    try FileManager.default.copyItem(
      at: CLIRunner.fixtures.appendingPathComponent("\(fixture)/App.swift"), to: source)
    let original = try Data(contentsOf: source)
    let validation = try CLIRunner.run(["validate", "--input-path", "App.swift"], in: scratch.url)
    #expect(
      validation.status == 1 && validation.standardError.contains("[unsupported-property-wrapper]"), "\(validation)")

    let preview = try CLIRunner.run(["migrate", "--input-path", "App.swift"], in: scratch.url)
    #expect(
      preview.status == 0 && preview.standardOutput.hasPrefix("--- a/App.swift\n+++ b/App.swift\n@@ "), "\(preview)")
    #expect(try Data(contentsOf: source) == original, "migrate without --write changed the file")

    let migration = try CLIRunner.run(["migrate", "--input-path", "App.swift", "--write"], in: scratch.url)
    #expect(migration.status == 0 && migration.standardOutput.isEmpty, "\(migration)")
    let again = try CLIRunner.run(["migrate", "--input-path", "App.swift"], in: scratch.url)
    #expect(again.status == 0 && again.standardOutput.isEmpty, "a second run found more to change: \(again)")

    let generated = scratch.url.appendingPathComponent("Weaver.swift")
    let generation = try CLIRunner.run(
      ["generate", "--input-path", "App.swift", "--output-file", "Weaver.swift", "--warnings-as-errors"]
        + mode.generationArguments, in: scratch.url)
    try #require(generation.status == 0, "\(generation)")
    let executable = scratch.url.appendingPathComponent(fixture)
    let build = try SwiftCompiler.build(
      [source, generated, CLIRunner.fixtures.appendingPathComponent("\(fixture)Driver/main.swift")], mode: mode,
      executable: executable)
    let migrated = try String(contentsOf: source, encoding: .utf8)
    try #require(build.status == 0, "swiftc failed:\n\(build.text)\n\(migrated)")
    #expect(build.text.isEmpty, "swiftc printed:\n\(build.text)")
    let run = try SwiftCompiler.run(executable)
    #expect(run.status == 0 && run.text.hasSuffix("all checks passed\n"), "\(run.text)")
  }

  /// The diff shows exactly the wrappers' lines, as comments and a property reading the resolver;
  /// a type that already keeps its resolver keeps its initializer as it was.
  @Test func theDiffTouchesOnlyTheWrappers() throws {
    let mixed = CLIRunner.fixtures.appendingPathComponent("WeaverMixed").path
    let result = try CLIRunner.run(["migrate", "--input-path", "App.swift"], in: URL(fileURLWithPath: mixed))
    #expect(result.status == 0, "\(result)")
    #expect(
      result.standardOutput == """
        --- a/App.swift
        +++ b/App.swift
        @@ -5,8 +5,8 @@
           // weaver: logger = Logger
           // weaver: screen = Screen
         \("")
        -  @Weaver(.registration)
        -  private var clock: Clock
        +  // weaver: clock = Clock
        +  private var clock: Clock { dependencies.clock }
         \("")
           let dependencies: AppDelegateDependencyResolver
         \("")
        @@ -29,7 +29,8 @@
         final class Screen {
           // weaver: logger <- Logger
         \("")
        -  @Weaver(.reference) private var clock: Clock
        +  // weaver: clock <- Clock
        +  private var clock: Clock { dependencies.clock }
         \("")
           private let dependencies: ScreenDependencyResolver
         \("")

        """)
  }

  /// What has no comment equivalent is left for the user, located, and the rest is still rewritten.
  @Test func aWrapperWithoutACommentEquivalentIsLeftAndReported() throws {
    let scratch = try ScratchDirectory()
    let app = """
      final class App {
        @Weaver(.registration, setter: true)
        var logger: Logger

        @Weaver(.reference)
        var clock: Clock

        @Weaver(.registration) var cache: Cache = Cache()

        init(injecting _: AppDependencyResolver) { print("made") }
      }

      """
    try app.write(to: scratch.url.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["migrate", "--input-path", "App.swift", "--write"], in: scratch.url)
    #expect(result.status == 1, "\(result)")
    #expect(
      result.standardError == """
        App.swift:2:3: error: property wrapper '@Weaver' was left as it is: its argument 'setter' has no comment equivalent; rewrite it as '// weaver:' comments by hand [unsupported-property-wrapper]
        App.swift:8:3: error: property wrapper '@Weaver' was left as it is: it is not followed by a stored 'var name: Type' without a value or accessors; rewrite it as '// weaver:' comments by hand [unsupported-property-wrapper]
        weaver-gen: 2 errors, 0 warnings

        """)
    #expect(
      try String(contentsOf: scratch.url.appendingPathComponent("App.swift"), encoding: .utf8) == """
        final class App {
          @Weaver(.registration, setter: true)
          var logger: Logger

          // weaver: clock <- Clock
          var clock: Clock { dependencies.clock }

          @Weaver(.registration) var cache: Cache = Cache()

          private let dependencies: AppDependencyResolver

          init(injecting dependencies: AppDependencyResolver) {
            self.dependencies = dependencies
            print("made") }
        }

        """)
  }
}
