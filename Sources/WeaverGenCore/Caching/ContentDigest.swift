/// A 128-bit fingerprint of a file's bytes, with their count: the analysis cache reuses a file's
/// summary only when the bytes just read have the length and digest it was made from
/// (docs/architecture.md, "The analysis cache").
///
/// Not cryptographic, and it need not be: a cache entry is the tool's own record of the user's own
/// files, so the only risk is an accidental match. Two 64-bit lanes read every 8-byte word, each
/// with its own multiplier and rotation (the round of xxHash64, whose mixing is well studied), so
/// a change anywhere reaches both lanes, and the final mix makes each output bit depend on every
/// input bit. An edited file then matches its old digest with odds of about 2^-128 per edit, and
/// its length must match too.
package struct ContentDigest: Hashable, Sendable {
  package var high: UInt64
  package var low: UInt64

  package init(high: UInt64, low: UInt64) {
    self.high = high
    self.low = low
  }

  private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
  private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
  private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
  private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63

  package init(of bytes: UnsafeRawBufferPointer) {
    var lanes = Lanes(first: Self.prime1 &+ Self.prime2, second: Self.prime3 ^ UInt64(truncatingIfNeeded: bytes.count))
    let wordCount = bytes.count / 8
    if let base = bytes.baseAddress, Int(bitPattern: base) % MemoryLayout<UInt64>.alignment == 0 {
      // Through a typed pointer, as arrays' bytes always are: a debug build then calls no generic
      // load per word, which made hashing four times slower there.
      let words = base.assumingMemoryBound(to: UInt64.self)
      for index in 0..<wordCount { lanes.absorb(UInt64(littleEndian: words[index])) }
    } else {
      for index in 0..<wordCount {
        lanes.absorb(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)))
      }
    }
    // The last 1 to 7 bytes, as one word; the count above tells `ab` from `ab\0`.
    var tail: UInt64 = 0
    for index in wordCount * 8..<bytes.count { tail |= UInt64(bytes[index]) << (8 * UInt64(index - wordCount * 8)) }
    lanes.absorb(tail)
    var (first, second) = (lanes.first ^ UInt64(truncatingIfNeeded: bytes.count), lanes.second)
    first = Self.avalanche(first &+ second)
    second = Self.avalanche(second &+ first)
    (high, low) = (first, second)
  }

  package init(of bytes: UnsafeBufferPointer<UInt8>) { self.init(of: UnsafeRawBufferPointer(bytes)) }

  package init(of bytes: some Collection<UInt8>) {
    let array = Array(bytes)
    self = array.withUnsafeBytes { ContentDigest(of: $0) }
  }

  /// The two lanes, each reading every word with its own multiplier and rotation.
  private struct Lanes {
    var first: UInt64
    var second: UInt64

    mutating func absorb(_ word: UInt64) {
      let mixedFirst = first &+ word &* ContentDigest.prime2
      first = (mixedFirst << 31 | mixedFirst >> 33) &* ContentDigest.prime1
      let mixedSecond = second ^ (word &* ContentDigest.prime4)
      second = (mixedSecond << 27 | mixedSecond >> 37) &* ContentDigest.prime3 &+ ContentDigest.prime1
    }
  }

  /// xxHash64's final mix: every input bit flips each output bit with probability about one half.
  static func avalanche(_ value: UInt64) -> UInt64 {
    var mixed = value
    mixed ^= mixed >> 33
    mixed = mixed &* prime2
    mixed ^= mixed >> 29
    mixed = mixed &* prime3
    return mixed ^ (mixed >> 32)
  }
}
