import Foundation
import Testing

@testable import WeaverGenCore

/// What a stage is done with is freed on all cores: `releaseConcurrently` frees every element on
/// the pool's threads before it returns (nothing is leaked, nothing is left running).
@Suite struct ReleaseTests {
  /// Counts, when freed, into `freed`.
  final class Tracked: Sendable {
    let freed: Count
    init(_ freed: Count) { self.freed = freed }
    deinit { freed.increment() }
  }

  /// How many values were freed so far, from any thread.
  final class Count: Sendable {
    private let lock = NSLock()
    nonisolated(unsafe) private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
  }

  /// Every element is freed by the time the call returns, and an array someone else still holds
  /// keeps its elements (it is copied, not emptied under its other holder).
  @Test func releasingConcurrentlyFreesEveryElementBeforeReturning() {
    let freed = Count()
    let count = 500
    releaseConcurrently((0..<count).map { _ in Tracked(freed) }, leaving: Tracked(Count()))
    #expect(freed.value == count)
    let kept = Count()
    let shared = (0..<10).map { _ in Tracked(kept) }
    releaseConcurrently(shared, leaving: Tracked(Count()))
    #expect(kept.value == 0)
    #expect(shared.count == 10)
  }
}
