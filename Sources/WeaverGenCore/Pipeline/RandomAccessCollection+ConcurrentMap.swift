import Dispatch

extension RandomAccessCollection where Index == Int, Element: Sendable {
  /// `map` on all cores: each result lands at its element's index, so the output does not depend
  /// on scheduling. For independent per-item work big enough to share out — files to scan, types
  /// to render, files to write — on the machines weaver-gen runs on, which have at least two cores.
  package func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result]
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

  /// `concurrentMap` in `runs` runs of consecutive elements, one task each, whose transform
  /// carries state from one element of its run to the next: a memo of what the run's elements
  /// share (`AnnotationMemo`). Each run starts from `state()`, so the results do not depend on
  /// which core takes which run, as long as the state changes only how a result is made.
  package func concurrentMap<State, Result: Sendable>(
    runs: Int, state: @Sendable () -> State, _ transform: @Sendable (inout State, Element) -> Result
  ) -> [Result] where Self: Sendable {
    let runCount = Swift.min(Swift.max(runs, 1), count)
    guard runCount > 1 else {
      var runState = state()
      return map { transform(&runState, $0) }
    }
    let elementCount = count
    return [Result](unsafeUninitializedCapacity: elementCount) { buffer, initializedCount in
      nonisolated(unsafe) let slots = buffer
      DispatchQueue.concurrentPerform(iterations: runCount) { run in
        var runState = state()
        for offset in elementCount * run / runCount..<elementCount * (run + 1) / runCount {
          (slots.baseAddress! + offset).initialize(to: transform(&runState, self[startIndex + offset]))
        }
      }
      initializedCount = elementCount
    }
  }

  /// `concurrentMap` of a transform that makes two values, each kept in its own list: the lists
  /// are filled as the results are made, where a list of pairs was taken apart afterwards on one
  /// core, moving each pair out last first and then reversing the list (for the bench app's
  /// 35,000 references and 8,000 assembled types; docs/performance.md, stop 60).
  package func concurrentMapUnzipped<First: Sendable, Second: Sendable>(
    _ transform: @Sendable (Element) -> (First, Second)
  ) -> ([First], [Second]) where Self: Sendable {
    var seconds: [Second] = []
    let firsts = [First](unsafeUninitializedCapacity: count) { firstBuffer, firstCount in
      seconds = [Second](unsafeUninitializedCapacity: count) { secondBuffer, secondCount in
        // Each task initializes the slots at its own index in both lists, and nothing reads them
        // until all tasks end.
        nonisolated(unsafe) let slots = (firstBuffer, secondBuffer)
        DispatchQueue.concurrentPerform(iterations: count) { offset in
          // Moved into the slots: initialized from the bound values, each was copied.
          let (first, second) = transform(self[startIndex + offset])
          (slots.0.baseAddress! + offset).initialize(to: consume first)
          (slots.1.baseAddress! + offset).initialize(to: consume second)
        }
        secondCount = count
      }
      firstCount = count
    }
    return (firsts, seconds)
  }
}

/// Two independent computations on two cores: what a stage made of two halves that read the same
/// values but not each other's results does with both cores.
func concurrently<First: Sendable, Second: Sendable>(
  _ first: @Sendable () -> First, _ second: @Sendable () -> Second
) -> (First, Second) {
  var firstResult: First?
  var secondResult: Second?
  withUnsafeMutablePointer(to: &firstResult) { firstSlot in
    withUnsafeMutablePointer(to: &secondResult) { secondSlot in
      // Each task writes its own slot, and both are read after both tasks end.
      nonisolated(unsafe) let slots = (firstSlot, secondSlot)
      DispatchQueue.concurrentPerform(iterations: 2) { task in
        if task == 0 { slots.0.pointee = first() } else { slots.1.pointee = second() }
      }
    }
  }
  return (firstResult!, secondResult!)
}

/// Frees the elements of `values` on all cores, where the caller would free them one by one on
/// one core, the others idle: the bench app's 6,000 file summaries took 15 ms so. Each slot is
/// overwritten with `empty`, which frees its element, at its own index as `concurrentMap` fills
/// them; the array, then holding only `empty`, is freed as the call returns. No thread other than
/// the pool's works, and nothing is left running: a third thread that freed values beside the next
/// stage took a share of the two cores all the same (docs/performance.md).
///
/// The caller hands over the only reference to the array's storage: a shared array is copied
/// first (correct, but slower than freeing it on one core).
func releaseConcurrently<Element: Sendable>(_ values: consuming [Element], leaving empty: Element) {
  var values = consume values
  values.withUnsafeMutableBufferPointer { buffer in
    nonisolated(unsafe) let slots = buffer
    DispatchQueue.concurrentPerform(iterations: slots.count) { index in
      slots[index] = empty
    }
  }
}

/// Runs `work` on one core while `value`, whose last reference the caller hands over, is freed on
/// the other: the planner's tables (each type's inputs, their shapes and labels) took 5 ms to free
/// on the bench app, on one core, the other idle, before the rules that read the plans could
/// start. Freed beside those rules, the time is shared (docs/performance.md, stop 48).
func releasing<Value: Sendable, Result: Sendable>(
  _ value: consuming Value?, beside work: @Sendable () -> Result
) -> Result {
  concurrently(work, releasing: consume value, then: {}).0
}

/// `concurrently`, with `value`, whose last reference the caller hands over, freed by the second
/// task before it runs `second`: for a pair whose second half is the shorter, where the value would
/// otherwise be freed on one core, the other idle, before or after the pair (the graph stage's
/// sorted list of the annotations' owners beside the imports; docs/performance.md, stop 60).
func concurrently<First: Sendable, Second: Sendable, Value: Sendable>(
  _ first: @Sendable () -> First, releasing value: consuming Value?, then second: @Sendable () -> Second
) -> (First, Second) {
  var value = consume value
  return withUnsafeMutablePointer(to: &value) { slot in
    // Only the second task touches the slot, and nothing else does until both end.
    nonisolated(unsafe) let slot = slot
    return concurrently(first) {
      slot.pointee = nil
      return second()
    }
  }
}
