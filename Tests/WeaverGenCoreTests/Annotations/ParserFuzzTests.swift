import Testing

@testable import WeaverGenCore

/// docs/architecture.md, "Invariants": 120,000 seeded, deterministic inputs on CI (a tenth of them
/// in a local run, `FuzzBudget`) into both parsers (each input goes to the type parser, and to the
/// annotation parser as a body and as a whole comment), checked against `ParserInvariants`. A
/// crash fails the run; a hang hits the time limit, which is far beyond what the suite takes in a
/// debug build even on a machine starved by other builds (it guards against hangs, it does not measure speed).
@Suite(.timeLimit(.minutes(60))) struct ParserFuzzTests {
  private static let casesPerTest = FuzzBudget.cases(24_000)

  @Test func generatedTypesPrintAndParseBackToEquivalentTypes() {
    var generator = RandomTypeGenerator(random: SeededRandomNumberGenerator(seed: 1))
    var invariants = ParserInvariants()
    var failures: [String] = []
    for index in 0..<Self.casesPerTest {
      let type = generator.type()
      let printed = type.description
      invariants.check(printed)
      guard case .success(let parsed) = TypeParser.parse(printed[...]), parsed.isEquivalent(to: type),
        parsed.description == printed
      else {
        if failures.count < 10 { failures.append("\(type) does not round-trip through '\(printed)'") }
        continue
      }
      let annotation = index.isMultiple(of: 2) ? "// weaver: name = \(printed)" : "// weaver: name <- \(printed)"
      // A type no dependency can have (`some P`, `inout T`) is an error at the annotation instead.
      let expected = DependencyTypeRule.problem(in: parsed) == nil ? parsed : nil
      if annotationType(annotation) != expected {
        failures.append("'\(annotation)' does not hold the type, or holds one no dependency can have")
      }
    }
    invariants.report()
    for failure in failures { Issue.record(Comment(rawValue: failure)) }
    #expect(invariants.checkedInputs == Self.casesPerTest)
  }

  @Test func tokenSoup() {
    var inputs = FuzzInputs(random: SeededRandomNumberGenerator(seed: 2))
    expectInvariants((0..<Self.casesPerTest).map { _ in inputs.tokenSoup() })
  }

  @Test func mutatedTypes() {
    var generator = RandomTypeGenerator(random: SeededRandomNumberGenerator(seed: 3))
    var inputs = FuzzInputs(random: SeededRandomNumberGenerator(seed: 4))
    expectInvariants((0..<Self.casesPerTest).map { _ in inputs.mutation(of: generator.type().description) })
  }

  @Test func mutatedAnnotations() {
    var inputs = FuzzInputs(random: SeededRandomNumberGenerator(seed: 5))
    var random = SeededRandomNumberGenerator(seed: 6)
    expectInvariants((0..<Self.casesPerTest).map { _ in inputs.mutation(of: random.pick(FuzzInputs.annotations)) })
  }

  @Test func randomUnicodeAndBytes() {
    var inputs = FuzzInputs(random: SeededRandomNumberGenerator(seed: 7))
    expectInvariants(
      (0..<Self.casesPerTest).map { index in index.isMultiple(of: 2) ? inputs.randomUnicode() : inputs.randomBytes() })
  }

  private func expectInvariants(_ texts: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    var invariants = ParserInvariants()
    for text in texts { invariants.check(text) }
    invariants.report(sourceLocation: sourceLocation)
    #expect(invariants.checkedInputs == Self.casesPerTest, sourceLocation: sourceLocation)
  }

  /// The concrete or referenced type of a registration or reference annotation.
  private func annotationType(_ text: String) -> TypeExpression? {
    switch AnnotationParser.parse(comment(text), path: "Fuzz.swift")?.annotation?.kind {
    case .registration(_, let concrete, nil): concrete.type
    case .reference(_, let type): type.type
    default: nil
    }
  }
}
