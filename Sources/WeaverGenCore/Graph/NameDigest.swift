/// A 64-bit digest of a name's UTF-8 bytes, eight at a time: equal names have equal digests, and
/// names that differ almost never share one.
///
/// For tables that only need to tell names apart, or to compare a word before the strings: the
/// standard library's `String` hash runs SipHash over the bytes with a per-process key, about 240
/// instructions for one of the bench app's names (34,000 of them hashed by the resolver's names'
/// counts alone), and a lookup in a `[String: Int]` about 500 with the comparison of the strings
/// (docs/performance.md, stop 58). This digest takes a multiplication per eight bytes.
///
/// It is not keyed, so a table that places names by it mixes in `seed` first (`slot(of:seed:)`):
/// names written to share a digest then still share one slot, rather than chaining a probe
/// through many.
package enum NameDigest {
  /// The digest of `name`'s bytes.
  package static func of(_ name: String) -> UInt64 { name.withUTF8Bytes(of) }

  /// The digest of `bytes`: each full word of eight bytes mixed in turn, the last eight bytes
  /// (overlapping the word before when the count is not a multiple of eight) or the bytes of a
  /// shorter name as one word, after the count.
  static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var digest = mix(0, UInt64(bytes.count))
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return digest }
    if bytes.count >= 8 {
      var offset = 0
      while offset + 8 < bytes.count {
        digest = mix(digest, ByteWord.load(base + offset))
        offset += 8
      }
      return mix(digest, ByteWord.load(base + bytes.count - 8))
    }
    var word: UInt64 = 0
    for index in 0..<bytes.count { word |= UInt64(base[index]) << (8 * UInt64(index)) }
    return mix(digest, word)
  }

  /// A slot for `digest` in a table of `mask + 1` slots (a power of two), placed through `seed`
  /// and a full avalanche (MurmurHash3's finalizer), so that every bit of the digest moves the slot.
  static func slot(of digest: UInt64, seed: UInt64, mask: Int) -> Int {
    var mixed = digest ^ seed
    mixed = (mixed ^ mixed >> 33) &* 0xFF51_AFD7_ED55_8CCD
    mixed = (mixed ^ mixed >> 33) &* 0xC4CE_B9FE_1A85_EC53
    return Int(truncatingIfNeeded: mixed ^ mixed >> 33) & mask
  }

  /// One word into the digest: rotated so that the words' order counts, then multiplied by an
  /// odd constant (2^64 / φ), which keeps distinct inputs distinct.
  private static func mix(_ digest: UInt64, _ word: UInt64) -> UInt64 {
    ((digest << 5 | digest >> 59) ^ word) &* 0x9E37_79B9_7F4A_7C15
  }
}
