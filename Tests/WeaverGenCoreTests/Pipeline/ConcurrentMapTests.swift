import Testing

@testable import WeaverGenCore

/// `concurrentMapUnzipped` gives what `map` then taking the pairs apart gives, whatever the
/// scheduling, and keeps every value it makes exactly once.
@Suite struct ConcurrentMapTests {
  @Test(arguments: [0, 1, 2, 3, 1_000])
  func unzippedMapListsEachHalfInTheElementsOrder(count: Int) {
    let numbers = Array(0..<count)
    let transform: @Sendable (Int) -> (String, [Int]) = { ("#\($0)", Array(repeating: $0, count: $0 % 4)) }
    let (names, lists) = numbers.concurrentMapUnzipped(transform)
    let expected = numbers.map(transform)
    #expect(names == expected.map(\.0))
    #expect(lists == expected.map(\.1))
  }

  /// Every value made is kept once: none is freed while its list holds it, and each is freed
  /// once with its list (a value left behind, or freed twice, would show in the count or crash).
  @Test func everyValueMadeIsFreedOnceWithItsList() {
    let freed = ReleaseTests.Count()
    do {
      let (firsts, seconds) = (0..<300).concurrentMapUnzipped { _ in
        (ReleaseTests.Tracked(freed), ReleaseTests.Tracked(freed))
      }
      withExtendedLifetime((firsts, seconds)) {
        #expect(firsts.count == 300 && seconds.count == 300)
        #expect(Set((firsts + seconds).map(ObjectIdentifier.init)).count == 600)
        #expect(freed.value == 0)
      }
    }
    #expect(freed.value == 600)
  }
}
