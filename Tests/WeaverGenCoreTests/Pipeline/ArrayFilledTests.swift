import Testing

@testable import WeaverGenCore

/// `Array(filledWith:count:)` is `Array(repeating:count:)` allocated through the caller's
/// specialization (docs/performance.md, stop 54): the same lists, each element its own copy.
@Suite struct ArrayFilledTests {
  @Test(arguments: [0, 1, 2, 17])
  func fillsAsRepeatingDoes(count: Int) {
    #expect(Array(filledWith: 7, count: count) == Array(repeating: 7, count: count))
    #expect(Array(filledWith: Int?.none, count: count) == Array(repeating: nil, count: count))
    #expect(Array(filledWith: false, count: count).capacity >= count)
  }

  @Test func eachElementIsItsOwnCopy() {
    var lists = Array(filledWith: [Int](), count: 3)
    lists[1].append(4)
    #expect(lists == [[], [4], []])
  }
}
