/// The position of each of a list of names, found by the name's digest (`NameDigest`) and then
/// compared as a string only where the digests agree.
///
/// For a list searched by name many times over: the registration edges look up the injectable
/// type each of the bench app's 35,000 registrations builds, and a binary search of the sorted
/// type names compared about 14 strings a lookup, 34 M instructions of the edges' 56 M
/// (docs/performance.md, stop 59); a `[String: Int]` would hash each name with the standard
/// library's keyed hash, about 500 instructions a lookup.
///
/// Placed through a seed drawn per run (`NameDigest.slot(of:seed:mask:)`), so that names written to
/// share a digest cannot chain a probe through the table; what a lookup answers does not depend on
/// it.
struct NameIndex {
  private struct Slot {
    var digest: UInt64
    /// The name's position in `names`; -1 for an empty slot.
    var position: Int
  }

  private let names: [String]
  private var slots: [Slot]
  private let mask: Int
  private let seed = UInt64.random(in: .min ... .max)

  /// Indexes `names`; of names listed more than once, the first position is the one found.
  init(_ names: [String]) {
    self.names = names
    // At most half full, so that a missing name ends its probe within a slot or two.
    var size = 16
    while size < names.count * 2 { size *= 2 }
    slots = Array(repeating: Slot(digest: 0, position: -1), count: size)
    mask = size - 1
    for (position, name) in names.enumerated() {
      let digest = NameDigest.of(name)
      var index = NameDigest.slot(of: digest, seed: seed, mask: mask)
      // A later duplicate lands further along the same probe, so the first is found first.
      while slots[index].position >= 0 { index = (index &+ 1) & mask }
      slots[index] = Slot(digest: digest, position: position)
    }
  }

  /// The first position of `name` in the list, if it is there.
  func position(of name: String) -> Int? {
    let digest = NameDigest.of(name)
    var index = NameDigest.slot(of: digest, seed: seed, mask: mask)
    while slots[index].position >= 0 {
      if slots[index].digest == digest, names[slots[index].position] == name { return slots[index].position }
      index = (index &+ 1) & mask
    }
    return nil
  }
}
