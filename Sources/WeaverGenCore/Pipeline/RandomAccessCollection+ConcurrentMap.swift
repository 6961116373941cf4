import Dispatch

extension RandomAccessCollection where Index == Int, Element: Sendable {
  /// `map` on all cores: each result lands at its element's index, so the output does not depend
  /// on scheduling. For independent per-item work big enough to share out — files to scan, types
  /// to render — on the machines weaver-gen runs on, which have at least two cores.
  func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result]
  where Self: Sendable {
    guard count > 1 else { return map(transform) }
    return [Result](unsafeUninitializedCapacity: count) { buffer, initializedCount in
      nonisolated(unsafe) let slots = buffer
      DispatchQueue.concurrentPerform(iterations: count) { offset in
        (slots.baseAddress! + offset).initialize(to: transform(self[startIndex + offset]))
      }
      initializedCount = count
    }
  }
}
