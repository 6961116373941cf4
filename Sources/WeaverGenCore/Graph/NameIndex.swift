/// The position of each of a list of names, found by the name's digest (`NameDigest`) and then
/// compared as a string only where the digests agree.
///
/// For a list searched by name many times over: the registration edges look up the injectable
/// type each of the bench app's 35,000 registrations builds, and a binary search of the sorted
/// type names compared about 14 strings a lookup, 34 M instructions of the edges' 56 M
/// (docs/performance.md, stop 59); a `[String: Int]` would hash each name with the standard
/// library's keyed hash, about 500 instructions a lookup.
///
/// Placed through a seed drawn per index (`DigestSlots`), so that names written to
/// share a digest cannot chain a probe through the table; what a lookup answers does not depend on
/// it.
struct NameIndex {
  private let names: [String]
  private var slots: DigestSlots

  /// Indexes `names`; of names listed more than once, the first position is the one found.
  init(_ names: [String]) {
    self.names = names
    slots = DigestSlots(minimumCapacity: names.count)
    for name in names { slots.add(NameDigest.of(name)) }
  }

  /// The first position of `name` in the list, if it is there.
  func position(of name: String) -> Int? {
    slots.position(of: NameDigest.of(name)) { names[$0] == name }
  }
}
