import Foundation
import Testing

@testable import WeaverGenCore

/// What a stage is done with is freed on all cores: `releaseConcurrently` frees every element on
/// the pool's threads before it returns, and `releasing` frees a value beside other work before it
/// returns that work's result (nothing is leaked, nothing is left running).
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

  /// The value handed over is freed by the time the call returns, with the work's result; one
  /// still held elsewhere is not.
  @Test func releasingBesideWorkFreesTheValueAndReturnsTheWorksResult() {
    let freed = Count()
    let result = releasing(Tracked(freed)) { (1...100).reduce(0, +) }
    #expect(result == 5050)
    #expect(freed.value == 1)
    let kept = Count()
    let held = Tracked(kept)
    #expect(releasing(held) { "done" } == "done")
    #expect(kept.value == 0)
    withExtendedLifetime(held) {}
  }

  /// A pair of tasks whose second frees a value first: both results come back, in order, and the
  /// value handed over is freed by the time the call returns; one still held elsewhere is not.
  @Test func aPairFreeingAValueReturnsBothResultsAndFreesIt() {
    let freed = Count()
    let (sum, text) = concurrently({ (1...100).reduce(0, +) }, releasing: Tracked(freed), then: { "second" })
    #expect(sum == 5050)
    #expect(text == "second")
    #expect(freed.value == 1)
    let kept = Count()
    let held = Tracked(kept)
    let pair = concurrently({ 1 }, releasing: held, then: { 2 })
    #expect(pair == (1, 2))
    #expect(kept.value == 0)
    withExtendedLifetime(held) {}
  }
}
