import Foundation
import Testing

/// `weaver-gen doubles` end to end (docs/testing.md): the doubles of the compiled fixture apps
/// type-check against their module, imported `@testable` from another module as a test target
/// does, with `-warnings-as-errors` in the three isolation modes; a program uses Storefront's
/// doubles as tests do (members given, set, called, recorded, shared by tasks), one that reads
/// a member never given stops with the message that names it, and one runs Storefront's real graph
/// with registrations replaced.
@Suite struct ResolverDoubleTests {
  /// A fixture app and the stand-in framework it imports, if any.
  struct Fixture: CustomStringConvertible, Sendable {
    var name: String
    var standIn: String?
    var description: String { name }
  }

  static let fixtures = [
    Fixture(name: "MovieApp"), Fixture(name: "Features"), Fixture(name: "Names"), Fixture(name: "TypeShapes"),
    Fixture(name: "Platforms"), Fixture(name: "ServerApp"), Fixture(name: "Storefront"), Fixture(name: "LoopApp"),
    Fixture(name: "UIKitApp", standIn: "UIKitStandIn"), Fixture(name: "SwiftUIApp", standIn: "SwiftUIStandIn"),
    Fixture(name: "Tutorial", standIn: "TutorialStandIn"),
  ]

  /// Generates `fixture`'s containers and doubles as a user of `mode` configures weaver-gen, and
  /// compiles the module with its containers for testing; returns the doubles and the libraries a
  /// test module of it imports.
  private func prepare(
    _ fixture: Fixture, mode: SwiftCompiler.IsolationMode, in scratch: borrowing ScratchDirectory
  ) throws -> (doubles: URL, libraries: [SwiftCompiler.Library]) {
    let folder = CLIRunner.fixtures.appendingPathComponent(fixture.name)
    let containers = scratch.url.appendingPathComponent("Weaver.swift")
    let doubles = scratch.url.appendingPathComponent("Tests/WeaverDoubles.swift")
    for (command, file) in [("generate", containers), ("doubles", doubles)] {
      let run = try CLIRunner.run(
        [command, "--input-path", folder.path, "--output-file", file.path] + mode.generationArguments)
      try #require(run.status == 0, "\(command): \(run)")
    }
    var libraries: [SwiftCompiler.Library] = []
    if let standIn = fixture.standIn {
      let sources = try SwiftCompiler.swiftFiles(in: CLIRunner.fixtures.appendingPathComponent("StandIns/\(standIn)"))
      libraries.append(try SwiftCompiler.library(standIn, files: sources, in: scratch.url))
    }
    libraries.append(
      try SwiftCompiler.library(
        fixture.name, files: try SwiftCompiler.swiftFiles(in: folder) + [containers], in: scratch.url, mode: mode,
        testable: true, libraries: libraries))
    return (doubles, libraries)
  }

  @Test(arguments: fixtures, SwiftCompiler.IsolationMode.allCases)
  func doublesCompileInATestModuleWithoutWarnings(_ fixture: Fixture, _ mode: SwiftCompiler.IsolationMode) throws {
    let scratch = try ScratchDirectory()
    let (doubles, libraries) = try prepare(fixture, mode: mode, in: scratch)
    let text = try String(contentsOf: doubles, encoding: .utf8)
    #expect(text.contains("@testable import \(fixture.name)\n"))
    #expect(text.contains("DependencyResolverDouble: "), "no double in:\n\(text)")
    let check = try SwiftCompiler.typeCheck(
      [doubles], moduleName: "\(fixture.name)Tests", mode: mode, libraries: libraries)
    #expect(check.status == 0 && check.text.isEmpty, "swiftc printed:\n\(check.text)")
  }

  /// Builds Storefront's doubles with a driver that uses them (`StorefrontDoublesDriver` unless
  /// told), in `mode`.
  private func buildStorefrontDriver(
    mode: SwiftCompiler.IsolationMode, in scratch: borrowing ScratchDirectory,
    driver name: String = "StorefrontDoublesDriver"
  ) throws -> URL {
    let (doubles, libraries) = try prepare(Fixture(name: "Storefront"), mode: mode, in: scratch)
    let driver = CLIRunner.fixtures.appendingPathComponent("\(name)/main.swift")
    let support = CLIRunner.fixtures.appendingPathComponent("StorefrontDriverSupport/Checks.swift")
    let executable = scratch.url.appendingPathComponent("StorefrontTests")
    let build = try SwiftCompiler.build(
      [doubles, support, driver], mode: mode, executable: executable, libraries: libraries)
    try #require(build.status == 0 && build.text.isEmpty, "swiftc printed:\n\(build.text)")
    return executable
  }

  @Test(arguments: SwiftCompiler.IsolationMode.allCases)
  func aTestGivesSetsCallsAndSharesDoubles(_ mode: SwiftCompiler.IsolationMode) throws {
    let scratch = try ScratchDirectory()
    let run = try SwiftCompiler.run(try buildStorefrontDriver(mode: mode, in: scratch))
    #expect(!run.text.contains("FAIL"), "\(run.text)")
    #expect(run.status == 0 && run.text.hasSuffix("all checks passed\n"), "\(run.text)")
  }

  /// The real graph with some registrations replaced (`XDependencyContainer.Overriding`): a
  /// grandchild gets the replacement, a registration not replaced is built as in production, and
  /// `.lazy` and `.transient` replacements keep their scope.
  @Test(arguments: SwiftCompiler.IsolationMode.allCases)
  func aTestRunsTheRealGraphWithARegistrationReplaced(_ mode: SwiftCompiler.IsolationMode) throws {
    let scratch = try ScratchDirectory()
    let run = try SwiftCompiler.run(
      try buildStorefrontDriver(mode: mode, in: scratch, driver: "StorefrontOverridesDriver"))
    #expect(!run.text.contains("FAIL"), "\(run.text)")
    #expect(run.status == 0 && run.text.hasSuffix("all checks passed\n"), "\(run.text)")
  }

  /// Runs `doubles` on the module at `input`, with `options`, into a file of `scratch`, which it returns.
  private func writeDoubles(
    of input: URL, _ options: [String] = [], in scratch: borrowing ScratchDirectory
  ) throws -> URL {
    let file = scratch.url.appendingPathComponent("WeaverDoubles.swift")
    let run = try CLIRunner.run(
      ["doubles", "--input-path", input.path, "--output-file", file.path, "--quiet"] + options)
    try #require(run.status == 0, "\(run)")
    return file
  }

  /// In a module named `Overrides` (or declaring a type so named), the nested `Overrides` would
  /// hide the module from the code that names its types: its containers get no `Overriding`, and
  /// its doubles are as in any module.
  @Test(arguments: ["Overrides", "Overriding"])
  func aModuleNamedAsTheNestedTypesGetsNoOverridingContainers(_ module: String) throws {
    let scratch = try ScratchDirectory()
    let file = try writeDoubles(
      of: CLIRunner.fixtures.appendingPathComponent("Storefront"), ["--module-name", module], in: scratch)
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains("final class StoreDependencyResolverDouble"))
    #expect(!text.contains("Overriding:"), "\(text)")
  }

  @Test func readingAMemberNeverGivenStopsWithAMessageNamingIt() throws {
    let scratch = try ScratchDirectory()
    let run = try SwiftCompiler.run(try buildStorefrontDriver(mode: .nonisolated, in: scratch), ["unset"])
    #expect(run.status != 0, "\(run.text)")
    #expect(!run.text.contains("price:"), "\(run.text)")
    #expect(
      run.text.contains(
        "Storefront.swift:32: CatalogModelDependencyResolverDouble.api (CatalogAPI) was read but never given:"
          + " pass 'api:' to the double's initializer or set it"), "\(run.text)")
  }

  /// The samples' tests compile the doubles checked in under `Tests/<Sample>Tests/Generated/`:
  /// they are exactly what `doubles` writes today (`make generate` rewrites them).
  @Test(arguments: ["MovieSample", "WeatherSample"])
  func theSamplesCheckedInDoublesAreCurrent(_ sample: String) throws {
    let scratch = try ScratchDirectory()
    let fresh = try writeDoubles(of: CLIRunner.packageRoot.appendingPathComponent("Sources/\(sample)"), in: scratch)
    let committed = CLIRunner.packageRoot.appendingPathComponent("Tests/\(sample)Tests/Generated/WeaverDoubles.swift")
    #expect(
      try Data(contentsOf: fresh) == (try Data(contentsOf: committed)),
      "Tests/\(sample)Tests/Generated/WeaverDoubles.swift is stale: run `make generate`")
  }

  /// As `generate`: a module with errors gets nothing written, and the file is a single module's.
  @Test func aModuleWithErrorsGetsNoDoublesWritten() throws {
    let scratch = try ScratchDirectory()
    let file = scratch.url.appendingPathComponent("WeaverDoubles.swift")
    let run = try CLIRunner.run(
      ["doubles", "--input-path", CLIRunner.fixtures.appendingPathComponent("Broken").path, "--output-file", file.path])
    #expect(run.status == 1, "\(run)")
    #expect(run.standardError.contains("error:"), "\(run)")
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test func theInputsMustFormOneModule() throws {
    let scratch = try ScratchDirectory()
    let file = scratch.url.appendingPathComponent("WeaverDoubles.swift")
    let run = try CLIRunner.run(
      [
        "doubles", "--input-path", CLIRunner.fixtures.appendingPathComponent("MovieApp").path,
        "--input-path", CLIRunner.fixtures.appendingPathComponent("Features").path, "--output-file", file.path,
      ])
    #expect(run.status == 64, "\(run)")
    #expect(run.standardError.contains("'doubles' needs the inputs to form one module, but they form 2"), "\(run)")
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }
}
