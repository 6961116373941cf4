/// Whether each dependency name of a graph is declared by one type or by more: a walk by name from
/// a reference whose name only its own type declares stops nowhere, and the resolver answers it
/// from the walks it made once for the types above (`ReferenceResolver.resolveByName`).
///
/// Names are kept by their digest (`NameDigest`), never compared as strings: two names that share
/// a digest count together, which can only make a name declared once look declared twice, and the
/// resolver then walks from its references as it does for any other name, to the same result. A
/// name declared twice always looks so. Counted in a `[String: Int]`, the 34,000 names of the bench
/// app's types were hashed with the standard library's keyed hash and compared as strings: 5.3 ms
/// on one core beside the loops' 1.5 ms on the other (docs/performance.md, stop 58).
struct DeclaredNameCounts {
  /// Each slot: 0 when empty, otherwise the digest's 62 high bits and, in the two low bits, 1 for
  /// a name counted once, 2 for one counted more than once.
  private var slots: [UInt64]
  private let mask: Int
  /// Mixed into every slot's position, so that where a name lands is not known before the run.
  private let seed = UInt64.random(in: .min ... .max)

  /// Room for `capacity` distinct names, which the table keeps at most half full.
  init(capacity: Int) {
    var size = 16
    while size < capacity * 2 { size *= 2 }
    slots = Array(repeating: 0, count: size)
    mask = size - 1
  }

  /// Counts one more type declaring `name`.
  mutating func count(_ name: String) {
    let key = Self.key(of: NameDigest.of(name))
    var index = NameDigest.slot(of: key, seed: seed, mask: mask)
    while slots[index] != 0 {
      if slots[index] & ~3 == key {
        slots[index] = key | 2
        return
      }
      index = (index &+ 1) & mask
    }
    slots[index] = key | 1
  }

  /// Whether one type alone declares `name` (`false` for a name no type declares).
  func isDeclaredOnce(_ name: String) -> Bool {
    let key = Self.key(of: NameDigest.of(name))
    var index = NameDigest.slot(of: key, seed: seed, mask: mask)
    while slots[index] != 0 {
      if slots[index] & ~3 == key { return slots[index] & 3 == 1 }
      index = (index &+ 1) & mask
    }
    return false
  }

  /// The digest's high bits, the low two left for the count.
  private static func key(of digest: UInt64) -> UInt64 { digest & ~3 }
}
