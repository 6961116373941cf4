import Testing

@testable import WeaverGenCore

/// `NeedPositions` finds where the first need of a key number sits in a type's needs, by halves
/// over the numbers sorted: it must answer as a scan from the front does, for numbers present,
/// repeated and absent.
@Suite struct NeedPositionsTests {
  @Test func findsTheFirstPositionOfEachNumber() {
    let positions = NeedPositions(numbers: [7, 3, 7, 0, 3, 12])
    #expect(positions.first(numbered: 7) == 0)
    #expect(positions.first(numbered: 3) == 1)
    #expect(positions.first(numbered: 0) == 3)
    #expect(positions.first(numbered: 12) == 5)
    #expect(positions.first(numbered: 5) == nil)
    #expect(positions.first(numbered: 13) == nil)
    #expect(NeedPositions(numbers: []).first(numbered: 0) == nil)
  }

  @Test func agreesWithAScanFromTheFront() {
    var generator = SeededRandomNumberGenerator(seed: 0x4EED)
    for _ in 0..<300 {
      let numbers = (0..<Int.random(in: 0..<40, using: &generator)).map { _ in Int.random(in: 0..<30, using: &generator)
      }
      let positions = NeedPositions(numbers: numbers)
      for number in -1...31 {
        #expect(positions.first(numbered: number) == numbers.firstIndex(of: number), "\(numbers), \(number)")
      }
    }
  }
}
