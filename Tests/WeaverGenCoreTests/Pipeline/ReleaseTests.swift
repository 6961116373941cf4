import Foundation
import Testing

@testable import WeaverGenCore

/// What a stage is done with is freed off its critical path: `releaseInBackground` on another
/// thread, never the caller's, however soon the task runs; `releaseConcurrently` on the pool's
/// threads before it returns. Both always free it (nothing is leaked).
@Suite struct ReleaseTests {
  /// Reports, when freed, whether it was freed on the thread that made it.
  final class Tracked: Sendable {
    let caller = pthread_self()
    let freed: @Sendable (_ onCaller: Bool) -> Void

    init(freed: @escaping @Sendable (_ onCaller: Bool) -> Void) { self.freed = freed }

    deinit { freed(pthread_equal(caller, pthread_self()) != 0) }
  }

  /// The outcomes of the values freed so far.
  final class Outcomes: Sendable {
    private let lock = NSLock()
    nonisolated(unsafe) private var onCaller: [Bool] = []
    let freed = DispatchSemaphore(value: 0)

    func record(_ value: Bool) {
      lock.withLock { onCaller.append(value) }
      freed.signal()
    }

    var all: [Bool] { lock.withLock { onCaller } }
  }

  @Test func everyValueIsFreedOnAnotherThread() {
    let outcomes = Outcomes()
    let count = 200
    for _ in 0..<count {
      // In an array, as the stages hand over their tables: the holder, not the caller, has the
      // last reference to it.
      releaseInBackground([Tracked { outcomes.record($0) }])
    }
    for _ in 0..<count {
      // A guard against a hang only: a free takes microseconds.
      #expect(outcomes.freed.wait(timeout: .now() + 60) == .success)
    }
    #expect(outcomes.all.count == count)
    #expect(!outcomes.all.contains(true))
  }

  /// Every element is freed by the time the call returns, and an array someone else still holds
  /// keeps its elements (it is copied, not emptied under its other holder).
  @Test func releasingConcurrentlyFreesEveryElementBeforeReturning() {
    let outcomes = Outcomes()
    let count = 500
    releaseConcurrently((0..<count).map { _ in Tracked { outcomes.record($0) } }, leaving: Tracked { _ in })
    #expect(outcomes.all.count == count)
    let kept = Outcomes()
    let shared = (0..<10).map { _ in Tracked { kept.record($0) } }
    releaseConcurrently(shared, leaving: Tracked { _ in })
    #expect(kept.all.isEmpty)
    #expect(shared.count == 10)
  }
}
