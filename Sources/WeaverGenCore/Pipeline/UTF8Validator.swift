/// Finds the first byte that makes a buffer invalid UTF-8, with its line and column, so that a
/// file in another encoding gets a diagnostic at the right place instead of garbage results; the
/// command line checks the names of the folders' entries with it too.
package enum UTF8Validator {
  static func firstInvalidByte(in bytes: UnsafeBufferPointer<UInt8>) -> SourcePosition? {
    guard let offset = firstInvalidOffset(in: bytes) else { return nil }
    var line = 1
    var lineStart = 0
    for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    return SourcePosition(offset: offset, line: line, column: offset - lineStart + 1)
  }

  /// The offset of the first byte of the first invalid sequence, or `nil` when all is valid.
  /// Rejects overlong forms, surrogates and code points above U+10FFFF, as `String` does.
  package static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    let count = bytes.count
    guard let base = bytes.baseAddress else { return nil }
    let highBits: UInt64 = 0x8080_8080_8080_8080
    func word(at offset: Int) -> UInt64 { UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self) }
    func chunk(at offset: Int) -> SIMD16<UInt8> {
      UnsafeRawPointer(base + offset).loadUnaligned(as: SIMD16<UInt8>.self)
    }
    while index < count {
      // Source is mostly ASCII: sixty-four bytes at a time while none has its high bit set (four
      // vectors or-ed, one test, read as two words), then eight, then one. Four words or-ed took
      // 0.6 instructions a byte, a word at a time twice that (docs/performance.md, stops 44 and 56).
      if count &- index >= 64 {
        let any = (chunk(at: index) | chunk(at: index &+ 16)) | (chunk(at: index &+ 32) | chunk(at: index &+ 48))
        let words = unsafeBitCast(any, to: (UInt64, UInt64).self)
        if (words.0 | words.1) & highBits == 0 {
          index &+= 64
          continue
        }
      }
      if count - index >= 8, word(at: index) & highBits == 0 {
        index += 8
        continue
      }
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var lowerBound: UInt8 = 0x80
      var upperBound: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        lowerBound = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        upperBound = 0x9F
      case 0xF0:
        length = 4
        lowerBound = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        upperBound = 0x8F
      default: return index
      }
      guard index + length <= count else { return index }
      let second = bytes[index + 1]
      guard second >= lowerBound && second <= upperBound else { return index }
      for continuation in 2..<max(2, length) where bytes[index + continuation] & 0xC0 != 0x80 {
        return index
      }
      index += length
    }
    return nil
  }
}
