import Testing

@testable import WeaverGenCore

/// docs/generated-code.md: generated names are Swift names that no two injectable types share, and
/// a name generated code cannot declare is an error at the annotation or the type (issue 18).
@Suite struct GeneratedNameRuleTests {
  @Test(arguments: [
    ("`$0`", "Swift reserves names starting with '$' for what the compiler synthesizes"),
    ("_", "Swift reads '_' as a wildcard, not a name"),
    ("`+`", "Swift reads a back-quoted name made of operator characters as the operator"),
    ("`<=>`", "Swift reads a back-quoted name made of operator characters as the operator"),
  ])
  func aDependencyNameNoDeclarationCanTakeIsAnError(written: String, reason: String) {
    let fixture = ModuleFixture(
      """
      final class Root {
        // weaver: \(written) = Value
        // weaver: \(written).scope = .lazy
      }
      """)
    let name = written.filter { $0 != "`" }
    #expect(
      fixture.lines == [
        "App.swift:2:14: error: '\(name)' cannot name a dependency: \(reason); choose another name [invalid-annotation]"
      ])
  }

  @Test func aTypeWhoseNameNeedsBackQuotesIsUnsupported() {
    let fixture = ModuleFixture(
      """
      final class `class` {
        // weaver: value = Value
      }
      enum Outer {
        final class `Type` {
          // weaver: value = Value
        }
      }
      final class Type {
        // weaver: value = Value
      }
      """)
    #expect(
      fixture.lines == [
        "App.swift:1:13: error: weaver-gen cannot name the resolver and container of 'class': 'class' needs back-quotes in Swift, and so would every name made from it; rename the type [unsupported-declaration]",
        "App.swift:5:15: error: weaver-gen cannot name the resolver and container of 'Outer.Type': 'Type' needs back-quotes in Swift, and so would every name made from it; rename the type [unsupported-declaration]",
      ])
  }

  /// Dotted names made of the same few words, `_` and nesting, in every arrangement a seed gives:
  /// whenever the module is accepted, no two types get the same resolver or container name and
  /// every name is a plain Swift identifier; when two would meet, one `duplicate-type` is reported.
  @Test(arguments: 0..<30)
  func acceptedModulesGetDistinctPlainGeneratedNames(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    let words = ["A", "B", "A_B", "B_A", "_A", "A_"]
    var declarations: [String] = []
    var names: Set<String> = []
    for _ in 0..<Int.random(in: 2...6, using: &random) {
      let outer = random.pick(words)
      let inner = random.pick(words)
      let nested = Bool.random(using: &random)
      let name = nested ? "\(outer)X.\(inner)" : "\(outer)X_\(inner)"
      guard names.insert(name).inserted else { continue }
      let body = "  // weaver: value = Value\n"
      declarations.append(
        nested
          ? "extension \(outer)X {\n final class \(inner) {\n\(body) }\n}\n"
          : "final class \(name) {\n\(body)}\n")
    }
    let enclosing = Set(
      names.compactMap { $0.split(separator: ".").count > 1 ? String($0.split(separator: ".")[0]) : nil })
    let source =
      enclosing.sorted().map { "enum \($0) {}\n" }.joined() + declarations.joined()
    let fixture = ModuleFixture(source)
    let generated = names.map { GeneratedNames(typeName: $0).resolver }
    let collisions = generated.count - Set(generated).count
    let reported = fixture.analysis.diagnostics.filter { $0.id == .duplicateType }.count
    #expect(reported == collisions, "seed \(seed): \(names.sorted()) gave \(fixture.lines)")
    if reported == 0 {
      #expect(fixture.lines.isEmpty, "seed \(seed): \(fixture.lines)")
      #expect(generated.allSatisfy(SwiftIdentifier.isPlainIdentifier), "seed \(seed): \(generated)")
    }
  }

  /// A type nested so deeply that its dotted name passes the scanner's limit is not recorded; its
  /// annotations are errors, not annotations of the type around it.
  @Test func anAnnotationInATypeNamedPastTheLimitStaysOutOfTheTypeAroundIt() {
    let long = String(repeating: "L", count: DeclarationTracker.maximumQualifiedNameLength)
    let fixture = ModuleFixture(
      """
      final class Outer {
        // weaver: kept = Value
        final class \(long) {
          // weaver: moved = Value
        }
      }
      """)
    #expect(
      fixture.lines == [
        "App.swift:4:5: error: annotation inside a type whose dotted name passes 4096 bytes, which weaver-gen does not read; shorten the name or nest the type less deeply [unsupported-declaration]"
      ])
    let outer = fixture.analysis.resolved?.graph.types.first { $0.name == "Outer" }
    #expect(outer?.dependencies.map(\.name) == ["kept"])
  }
}
