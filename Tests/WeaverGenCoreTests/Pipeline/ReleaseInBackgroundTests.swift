import Foundation
import Testing

@testable import WeaverGenCore

/// `releaseInBackground` frees what a stage is done with on another thread: never on the caller's,
/// however soon the task runs, and always (nothing is leaked).
@Suite struct ReleaseInBackgroundTests {
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
}
