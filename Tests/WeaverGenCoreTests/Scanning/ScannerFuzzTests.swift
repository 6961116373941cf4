import Testing

@testable import WeaverGenCore

/// docs/architecture.md, "Invariants": any byte sequence ends in a result. 100,000 seeded inputs on
/// CI, a tenth of them in a local run (`FuzzBudget`) — random bytes, valid Swift from tricky
/// fragments, and that Swift mutated — must scan without crashing or hanging, and every result
/// must satisfy `ScanInvariants`. The time limit only turns a hang into a failure: it is
/// far beyond what the suite takes in a debug build even on a machine starved by other builds, and
/// speed is measured by `make bench`.
@Suite(.timeLimit(.minutes(60))) struct ScannerFuzzTests {
  static let caseCount = FuzzBudget.cases(100_000)
  static let seed: UInt64 = 0x5EED_5CA7

  @Test func everyInputScansToAResultThatKeepsTheInvariants() {
    var generator = FuzzInputGenerator(seed: Self.seed)
    var failures: [String] = []
    var failingCount = 0
    var scannedBytes = 0
    for index in 0..<Self.caseCount {
      let input = generator.next()
      scannedBytes += input.count
      let file = input.withUnsafeBufferPointer { SwiftScanner.scan($0) }
      let violations = ScanInvariants(file, of: input).violations
      guard !violations.isEmpty else { continue }
      failingCount += 1
      if failures.count < 10 {
        failures.append(
          "case \(index): \(violations.prefix(3)) in \(String(decoding: input, as: UTF8.self).debugDescription)")
      }
    }
    print("fuzz: scanned \(Self.caseCount) inputs, \(scannedBytes) bytes, \(failingCount) failing")
    #expect(failingCount == 0, "\(failures.joined(separator: "\n"))")
    #expect(scannedBytes > Self.caseCount * 50, "the generator produced inputs too small to exercise the scanner")
  }

  @Test func annotationCandidatesAreTheWholeLineWeaverCommentsOfAFullScan() {
    var generator = FuzzInputGenerator(seed: Self.seed &+ 1)
    var mismatches = 0
    for _ in 0..<2_000 {
      let input = generator.next()
      let all = input.withUnsafeBufferPointer { SwiftScanner.scan($0) }
      let candidates = input.withUnsafeBufferPointer {
        SwiftScanner.scan($0, options: ScanOptions(comments: .annotationCandidates))
      }
      let expected = all.comments.filter { $0.kind == .line && $0.isAloneOnLine && Self.startsWithWeaver($0.text) }
      if candidates.comments != expected || candidates.declarations != all.declarations
        || candidates.imports != all.imports || candidates.initializers != all.initializers
      {
        mismatches += 1
      }
    }
    #expect(mismatches == 0)
  }

  @Test func scanningTheSameBytesTwiceGivesTheSameResult() {
    var generator = FuzzInputGenerator(seed: Self.seed &+ 2)
    for _ in 0..<1_000 {
      let input = generator.next()
      let first = input.withUnsafeBufferPointer { SwiftScanner.scan($0) }
      let second = SwiftScanner.scan(String(decoding: input, as: UTF8.self))
      if String(validating: input, as: UTF8.self) != nil {
        #expect(first == second)
      } else {
        #expect(first == input.withUnsafeBufferPointer { SwiftScanner.scan($0) })
      }
    }
  }

  private static func startsWithWeaver(_ text: String) -> Bool {
    text.dropFirst(2).drop { $0 == " " || $0 == "\t" }.hasPrefix("weaver")
  }
}
