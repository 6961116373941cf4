extension String {
  /// The string's UTF-8 bytes, lent to `body` in place, without retaining the string.
  ///
  /// `withCString` hands a native string's own buffer (every string the tool makes or reads is
  /// native; a small string's bytes are copied to the stack), where `utf8.withContiguousStorageIfAvailable`
  /// and `withUTF8` on a mutable copy each retain and release the string: an atomic count on its
  /// storage, shared by every core, for each name and type the generated code spells (210,000
  /// times on the 2,000-type app; docs/performance.md, stop 47). The count is the string's, not
  /// `strlen`'s, so a name holding a NUL keeps all its bytes.
  func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
    try withCString { start in
      // `CChar` and `UInt8` are related types, which Swift lets alias the same memory.
      let bytes = UnsafeRawPointer(start).assumingMemoryBound(to: UInt8.self)
      return try body(UnsafeBufferPointer(start: bytes, count: utf8.count))
    }
  }
}
