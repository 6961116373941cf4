import Foundation

/// Runs the comparison of many sources on every core, each worker on a thread whose stack is
/// large enough for swift-syntax's recursive parser and visitor in a debug build.
enum ParallelComparison {
  private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ more: [String]) {
      lock.lock()
      lines += more
      lock.unlock()
    }

    var all: [String] {
      lock.lock()
      defer { lock.unlock() }
      return lines
    }
  }

  /// Calls `differences(index)` for every index in `0..<count` and returns all lines, sorted.
  static func run(count: Int, _ differences: @escaping @Sendable (Int) -> [String]) -> [String] {
    let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
    let results = Results()
    let done = DispatchSemaphore(value: 0)
    for worker in 0..<workers {
      let thread = Thread {
        var lines: [String] = []
        for index in stride(from: worker, to: count, by: workers) { lines += differences(index) }
        results.append(lines)
        done.signal()
      }
      thread.stackSize = 256 << 20
      thread.start()
    }
    for _ in 0..<workers { done.wait() }
    return results.all.sorted()
  }
}
