import Testing

@testable import WeaverGenCore

/// docs/architecture.md, "Invariants": the oracle comparison on generated adversarial files, which pile up what real
/// code
/// holds only now and then.
@Suite struct AdversarialOracleTests {
  static let fileCount = 3_000

  @Test func scannerAgreesWithSwiftSyntaxOnGeneratedAdversarialFiles() {
    let sources = (0..<Self.fileCount).map { seed in
      var generator = AdversarialSwiftGenerator(seed: UInt64(seed))
      return generator.file()
    }
    let results = ParallelComparison.run(count: sources.count) { index in
      var source = sources[index]
      return source.withUTF8 { bytes in
        let facts = SyntaxOracle.facts(of: bytes)
        let invalid = facts.hasSyntaxErrors ? ["seed \(index): not valid Swift (a generator bug)"] : []
        return invalid
          + ScanComparison.differences(expected: facts, actual: ScanFacts(bytes)).map { "seed \(index): \($0)" }
      }
    }
    let bytes = sources.reduce(0) { $0 + $1.utf8.count }
    var tally = ScanTally()
    for source in sources { tally.add(SwiftScanner.scan(source)) }
    print("oracle: compared \(sources.count) generated files (\(bytes) bytes; \(tally)), \(results.count) mismatches")
    for result in results.prefix(20) { print("oracle: \(result)") }
    if let first = results.first, let seed = Int(first.dropFirst(5).prefix { $0.isNumber }) {
      print("oracle: source of seed \(seed):\n\(sources[seed])")
    }
    #expect(results.count == 0, "see the lines printed above")
  }
}
