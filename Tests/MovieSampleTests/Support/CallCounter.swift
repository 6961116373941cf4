import Foundation

/// Counts calls from any thread, for checking how often the graph runs a builder.
final class CallCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  func increment() {
    lock.withLock { count += 1 }
  }

  var value: Int {
    lock.withLock { count }
  }
}
