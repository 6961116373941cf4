/// Eight bytes of a file examined at once, in one 64-bit word: how the scanner crosses what it
/// only needs to find the end of (a run of spaces, a line comment) without a branch per byte. A
/// Swift file is mostly such bytes: in the benchmark's app, comments are a quarter of them and
/// indentation a twelfth. (The lines before a position are counted sixteen bytes at a time, in a
/// vector: `LineCounter`.)
enum ByteWord {
  /// The eight bytes at `pointer`, the first in the lowest byte whatever the machine's order.
  static func load(_ pointer: UnsafePointer<UInt8>) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
  }

  /// A word of eight `byte`s: xor-ed with a loaded word, it leaves zero where the word holds `byte`.
  static func repeating(_ byte: UInt8) -> UInt64 { UInt64(byte) &* 0x0101_0101_0101_0101 }

  /// The high bit of each byte of `word` that is zero, and no other bit: exact, unlike the
  /// shorter "has a zero byte" trick, whose borrows can mark a byte above a zero one.
  static func zeroBytes(_ word: UInt64) -> UInt64 {
    let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    return ~(((word & low) &+ low) | word | low)
  }

  /// The position (0–7) of the first byte marked in `mask` (a `zeroBytes` result, or any word
  /// whose lowest nonzero byte is the one sought).
  static func firstMarked(_ mask: UInt64) -> Int { mask.trailingZeroBitCount / 8 }
}
