import Foundation
import Testing

/// Generates code for annotated fixtures with the built CLI, compiles it with their sources and a
/// driver under Swift 6 strict concurrency with warnings as errors, in the three isolation modes,
/// and runs the driver's checks (docs/generated-code.md). Sharing containers between threads is checked by the
/// server-shaped app (`AppShapeTests`): these containers are not `Sendable`, so the compiler keeps
/// them on one thread.
@Suite(.serialized) struct GeneratedCodeTests {
  /// What generation printed (its diagnostics) and what the driver printed.
  private struct Outputs {
    var generation: String
    var run: String
  }

  /// Generates `fixture` (in one file, or in `parts` parts), compiles it with
  /// `fixture`Driver/main.swift in `mode`, runs it, and returns what generation and the driver
  /// printed after checking that every check passed.
  private func generateCompileAndRun(_ fixture: String, mode: SwiftCompiler.IsolationMode, parts: Int? = nil) throws
    -> Outputs
  {
    let scratch = try ScratchDirectory()
    let output = scratch.url.appendingPathComponent("Generated")
    let folder = CLIRunner.fixtures.appendingPathComponent(fixture)
    let target =
      parts.map { ["--parts", "\($0)", "--output-directory", output.path] }
      ?? ["--output-file", output.appendingPathComponent("Weaver.swift").path]
    let generation = try CLIRunner.run(["generate", "--input-path", folder.path] + target + mode.generationArguments)
    #expect(generation.status == 0, "\(generation)")
    let generated = try SwiftCompiler.swiftFiles(in: output)
    #expect(generated.count == parts ?? 1)
    for part in generated {
      #expect(
        try String(contentsOf: part, encoding: .utf8).contains("DependencyResolver"),
        "\(part.lastPathComponent) is empty")
    }

    let sources =
      try SwiftCompiler.swiftFiles(in: folder) + generated
      + [CLIRunner.fixtures.appendingPathComponent("\(fixture)Driver/main.swift")]
    let executable = scratch.url.appendingPathComponent(fixture)
    let build = try SwiftCompiler.build(sources, mode: mode, executable: executable)
    try #require(build.status == 0, "swiftc failed:\n\(build.text)")
    #expect(build.text.isEmpty, "swiftc printed:\n\(build.text)")

    let run = try SwiftCompiler.run(executable)
    #expect(run.status == 0, "\(run.text)")
    #expect(!run.text.contains("FAIL"), "\(run.text)")
    #expect(run.text.hasSuffix("all checks passed\n"), "\(run.text)")
    return Outputs(generation: generation.standardError, run: run.text)
  }

  /// The warnings' ids, in the order printed.
  private func warningIDs(in diagnostics: String) -> [String] {
    diagnostics.split(separator: "\n").compactMap { line in
      guard line.contains(": warning: "), let open = line.lastIndex(of: "[") else { return nil }
      return String(line[line.index(after: open)...].dropLast())
    }
  }

  @Test(arguments: SwiftCompiler.IsolationMode.allCases)
  func movieAppCompilesWithoutWarningsAndPassesItsChecks(_ mode: SwiftCompiler.IsolationMode) throws {
    let output = try generateCompileAndRun("MovieApp", mode: mode)
    #expect(warningIDs(in: output.generation).isEmpty, "\(output.generation)")
    #expect(output.run.contains("ok: a weak instance is released once nobody holds it"), "\(output.run)")
    #expect(
      output.run.contains("ok: the next access after a weak instance's release builds a new one"), "\(output.run)")
    #expect(output.run.contains("ok: a dropped screen and its container are released"), "\(output.run)")
    #expect(output.run.contains("ok: a dropped root releases its graph"), "\(output.run)")
  }

  /// A Weaver 1.x app whose references name no dependency (docs/language.md, "Found by type"): each
  /// is handed the instance Weaver 1.x found, one and two containers down, from a parent's own
  /// reference, from a parameter, and per path where two paths have different providers.
  @Test(arguments: SwiftCompiler.IsolationMode.allCases)
  func referencesFoundByTypeAreHandedWhatTheirPathProvides(_ mode: SwiftCompiler.IsolationMode) throws {
    let output = try generateCompileAndRun("ByTypeApp", mode: mode)
    #expect(warningIDs(in: output.generation).isEmpty, "\(output.generation)")
    #expect(output.run.contains("ok: on another path, as that path's storage"), "\(output.run)")
  }

  @Test(arguments: SwiftCompiler.IsolationMode.allCases)
  func lessCommonFeaturesCompileWithoutWarningsAndPassTheirChecks(_ mode: SwiftCompiler.IsolationMode) throws {
    let output = try generateCompileAndRun("Features", mode: mode)
    #expect(warningIDs(in: output.generation) == ["weak-parameters"], "\(output.generation)")
    #expect(output.run.contains("ok: a lazy registration breaks the left/right loop"), "\(output.run)")
    #expect(
      output.run.contains("ok: a dropped container whose kept 'left' reaches 'right' is released"), "\(output.run)")
  }

  /// Loops of registrations broken by `.lazy` or `.weak`, as the `dependency-cycle` fix advises:
  /// built once, wired to each other, holding no container (released once dropped, which a `weak`
  /// reference shows), in a root owned by one isolation domain and in a `Sendable` root that 100
  /// tasks share; and no warning.
  @Test(arguments: SwiftCompiler.IsolationMode.allCases)
  func loopsBrokenByADeferredScopeHoldNoContainer(_ mode: SwiftCompiler.IsolationMode) throws {
    let output = try generateCompileAndRun("LoopApp", mode: mode)
    #expect(warningIDs(in: output.generation).isEmpty, "\(output.generation)")
    #expect(output.run.contains("ok: a dropped container is released"), "\(output.run)")
    #expect(output.run.contains("ok: a dropped Sendable container is released"), "\(output.run)")
  }

  @Test(arguments: SwiftCompiler.IsolationMode.allCases)
  func namesThatCollideOrShadowSelfCompileAndReachTheirInstances(_ mode: SwiftCompiler.IsolationMode) throws {
    let output = try generateCompileAndRun("Names", mode: mode)
    #expect(warningIDs(in: output.generation) == ["weak-parameters"], "\(output.generation)")
    #expect(output.run.contains("ok: 'url' and 'Url' are two registrations"), "\(output.run)")
    #expect(output.run.contains("ok: a builder receives a parameter named 'self'"), "\(output.run)")
  }

  /// Every shape of the type grammar (optionals, `!`, arrays, dictionaries, tuples, closures,
  /// compositions, nested and generic names) as a registration, a reference and a parameter:
  /// optional registrations are built as the wrapped type, function-typed values stay escaping,
  /// `T!` is `T?` where Swift takes no `!`.
  @Test(arguments: SwiftCompiler.IsolationMode.allCases)
  func everyTypeShapeCompilesAsRegistrationReferenceAndParameter(_ mode: SwiftCompiler.IsolationMode) throws {
    let output = try generateCompileAndRun("TypeShapes", mode: mode)
    #expect(warningIDs(in: output.generation).isEmpty, "\(output.generation)")
    #expect(output.run.contains("ok: an optional registration builds the wrapped type"), "\(output.run)")
  }

  /// Dependencies limited with `platforms` (Weaver 1.x): the code for this platform (Linux, one of
  /// those `sensor` names) compiles and reaches them, the others' sits in inactive `#if` branches.
  @Test(arguments: SwiftCompiler.IsolationMode.allCases)
  func platformLimitedDependenciesCompileForThePlatformBuilt(_ mode: SwiftCompiler.IsolationMode) throws {
    let output = try generateCompileAndRun("Platforms", mode: mode)
    #expect(output.run.contains("ok: a dependency of this platform reaches the panel"), "\(output.run)")
  }

  /// A module split into parts compiles only when the parts see each other's containers, the
  /// runtime support and the nested types' typealiases in part 1: every part of these holds types.
  @Test(arguments: SwiftCompiler.IsolationMode.allCases)
  func modulesSplitIntoPartsCompileWithoutWarningsAndPassTheirChecks(_ mode: SwiftCompiler.IsolationMode) throws {
    for fixture in ["MovieApp", "Features"] {
      _ = try generateCompileAndRun(fixture, mode: mode, parts: 4)
    }
  }
}
