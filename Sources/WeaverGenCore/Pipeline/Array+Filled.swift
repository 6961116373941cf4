extension Array {
  /// `count` copies of `value`, as `Array(repeating:count:)` makes them, for the small lists made
  /// once per container or registration. The standard library's initializer allocates through a
  /// function it runs unspecialized, which looks up the list's storage type at run time in a table
  /// shared by every thread: about 280 instructions more a call, 20,000 calls in planning the
  /// bench app. Reserving and appending allocates through the caller's specialized code
  /// (docs/performance.md, stop 54).
  init(filledWith value: Element, count: Int) {
    self.init()
    reserveCapacity(count)
    for _ in 0..<count { append(value) }
  }
}
