import Testing

@testable import WeaverGenCore

/// `OwnerAnswers` keeps the inputs' fixed point's answers in slots found by a multiplicative hash
/// and probing. Held against a dictionary of the same answers: every recorded answer is found
/// after the table has grown many times, and no question that was not answered finds one,
/// including keys that share a slot's probe run.
@Suite struct OwnerAnswersTests {
  @Test func recordedAnswersAreFoundAcrossGrowth() {
    let keyCount = 74
    // Started small, so that it grows eight times over.
    var answers = OwnerAnswers(keyCount: keyCount, expected: 1)
    var expected: [Int: Int] = [:]
    var generator = SeededRandomNumberGenerator(seed: 7)
    while expected.count < 5_000 {
      let owner = Int(generator.next() % 2_000)
      let number = Int(generator.next() % UInt64(keyCount))
      let key = owner * keyCount + number
      guard expected[key] == nil else { continue }
      let answer = Int(generator.next() % 20) - 1
      answers.record(answer, owner: owner, number: number)
      expected[key] = answer
    }
    #expect(answers.count == expected.count)
    for owner in 0..<2_000 {
      for number in 0..<keyCount {
        #expect(answers[owner: owner, number: number] == expected[owner * keyCount + number])
      }
    }
  }

  /// Dense keys, as the fixed point's are (consecutive owners, every key): the hash must spread
  /// them, and -1 (an owner that forwards) must read back as an answer, not as a missing one.
  @Test func denseKeysAndForwardingAnswers() {
    var answers = OwnerAnswers(keyCount: 3, expected: 10)
    for owner in 0..<1_000 {
      for number in 0..<3 where (owner + number).isMultiple(of: 2) {
        answers.record(number == 1 ? -1 : owner, owner: owner, number: number)
      }
    }
    for owner in 0..<1_000 {
      for number in 0..<3 {
        let expected: Int? = (owner + number).isMultiple(of: 2) ? (number == 1 ? -1 : owner) : nil
        #expect(answers[owner: owner, number: number] == expected)
      }
    }
    #expect(answers[owner: 1_000, number: 0] == nil)
  }
}
