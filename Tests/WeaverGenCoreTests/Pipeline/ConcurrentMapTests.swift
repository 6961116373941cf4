import Testing

@testable import WeaverGenCore

/// `concurrentMapUnzipped` gives what `map` then taking the pairs apart gives, whatever the
/// scheduling, and keeps every value it makes exactly once; `concurrentMap(runs:state:_:)` gives
/// what `map` gives, each run's state starting afresh.
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

  @Test(arguments: [(0, 4), (1, 4), (3, 1), (5, 5), (7, 3), (1_000, 16), (1_000, 5_000)])
  func runsMapInTheElementsOrder(count: Int, runs: Int) {
    let numbers = Array(0..<count)
    let results = numbers.concurrentMap(runs: runs, state: [Int].init) { seen, number in
      seen.append(number)
      return (number, seen)
    }
    #expect(results.map(\.0) == numbers)
    // Each run's state holds its own consecutive elements, from the first of the run: as many
    // fresh starts as runs (at most one per element), and no element seen by two runs.
    let starts = results.filter { $0.1.count == 1 }.map(\.0)
    #expect(starts.count == min(max(runs, 1), count))
    for (number, seen) in results {
      #expect(seen == Array(seen[0]...number))
    }
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
