import Foundation
import Testing

/// Generated names are Swift names no two types share (issue 18): what weaver-gen accepts
/// compiles, and what it cannot name is an error at the declaration, never code that fails to
/// compile.
@Suite struct GeneratedNameTests {
  /// Dependencies named with words Swift reads otherwise as members (`Type`, `Protocol`), keywords
  /// and a raw identifier, in a nested type and a root: the code compiles in each isolation mode.
  @Test(arguments: SwiftCompiler.IsolationMode.allCases)
  func dependenciesNamedWithReservedWordsCompile(mode: SwiftCompiler.IsolationMode) throws {
    let scratch = try ScratchDirectory()
    let module = scratch.url.appendingPathComponent("Names")
    try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
    try """
    final class Value {}
    final class Root {
      // weaver: Type = Value
      // weaver: Protocol = Value
      // weaver: `default` = Value
      // weaver: `my value` = Value
      // weaver: inner = Outer.Inner
      init(injecting dependencies: RootDependencyResolver) {
        _ = dependencies.Type
        _ = dependencies.Protocol
      }
    }
    enum Outer {
      final class Inner {
        // weaver: Type <- Value
        // weaver: `my value` <- Value
        init(injecting dependencies: InnerDependencyResolver) {}
      }
    }
    """.write(to: module.appendingPathComponent("Names.swift"), atomically: true, encoding: .utf8)
    let output = scratch.url.appendingPathComponent("Weaver.swift")
    let generation = try CLIRunner.run(
      ["generate", "--input-path", module.path, "--output-file", output.path] + mode.generationArguments)
    try #require(generation.status == 0, "\(generation)")
    let check = try SwiftCompiler.typeCheck(
      [module.appendingPathComponent("Names.swift"), output], moduleName: "Names", mode: mode)
    #expect(check.status == 0 && check.text.isEmpty, "\(check.text)")
  }

  @Test func typesWhoseGeneratedNamesMeetAreReportedBeforeAnyCodeIsWritten() throws {
    let scratch = try ScratchDirectory()
    try """
    final class Value {}
    enum A {
      final class B {
        // weaver: value = Value
      }
    }
    final class A_B {
      // weaver: value = Value
    }
    """.write(to: scratch.url.appendingPathComponent("Names.swift"), atomically: true, encoding: .utf8)
    let output = scratch.url.appendingPathComponent("Weaver.swift")
    let result = try CLIRunner.run(
      ["generate", "--input-path", "Names.swift", "--output-file", output.path], in: scratch.url)
    #expect(result.status == 1, "\(result)")
    #expect(
      result.standardError.hasPrefix(
        """
        Names.swift:7:13: error: 'A_B' would get the generated name 'A_BDependencyResolver', which 'A.B' gets too; rename one of the two types [duplicate-type]
        Names.swift:3:15: note: 'A.B' is declared here

        """), "\(result)")
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }
}
