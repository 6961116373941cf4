/// Values by name, found by the name's digest (`NameDigest`) and compared as strings only where
/// the digests agree; the names and values are kept in the order they were added.
///
/// For the module's declared types, which the graph stage indexes (60,000 declarations of the
/// bench app, on one core beside the initializers' tables) and every stage after it looks up by
/// name: a `[String: Value]` hashed each name with the standard library's keyed SipHash, about
/// 500 instructions a lookup with the comparison, 120 M of the bench app's instructions in all
/// its string-keyed tables (docs/performance.md, stop 62). Mapping the values (`mapValues`) keeps
/// the slots, so a table made from another hashes no name again.
///
/// Placed through a seed drawn per table (`DigestSlots`), so that names written to share a digest
/// cannot chain a probe through the table; what a lookup answers, and the order of `names`, do not
/// depend on it.
///
/// A copy retains four arrays where a dictionary retains one storage: a table asked many times is
/// read where it is held (a `let`, a parameter), not through a class's `var` or a variable a
/// closure captures, which hand out a copy for each ask (docs/performance.md, stop 62).
struct NameTable<Value> {
  /// The names, each once, in the order they were added.
  private(set) var names: [String] = []
  /// The value of each name, at the name's position.
  private(set) var values: [Value] = []
  private var slots: DigestSlots

  init(minimumCapacity: Int = 0) {
    names.reserveCapacity(minimumCapacity)
    values.reserveCapacity(minimumCapacity)
    slots = DigestSlots(minimumCapacity: minimumCapacity)
  }

  var count: Int { names.count }

  /// The value of `name`, if the table holds it.
  subscript(name: String) -> Value? {
    position(of: name).map { values[$0] }
  }

  /// The value at `position` of `names`, to read or change in place.
  subscript(position position: Int) -> Value {
    get { values[position] }
    _modify { yield &values[position] }
  }

  /// Whether the table holds `name`.
  func contains(_ name: String) -> Bool { position(of: name) != nil }

  /// The position of `name` in `names`, if the table holds it.
  func position(of name: String) -> Int? {
    slots.position(of: NameDigest.of(name)) { names[$0] == name }
  }

  /// Adds `value` for `name` unless the table holds the name already, whose value then stays;
  /// whether it added it. The name is hashed once either way.
  @discardableResult
  mutating func addIfAbsent(_ value: Value, for name: String) -> Bool {
    let heldBefore = count
    // A name added takes the next position; one held already has an earlier one.
    return position(of: name, addingIfAbsent: value) == heldBefore
  }

  /// The value of `name`, which is `value` if the table did not hold the name, added so: the name
  /// is hashed once either way.
  mutating func value(for name: String, addingIfAbsent value: @autoclosure () -> Value) -> Value {
    values[position(of: name, addingIfAbsent: value())]
  }

  /// Appends `element` to the list of `name`, which starts empty: the name is hashed once.
  mutating func append<Element>(_ element: Element, for name: String) where Value == [Element] {
    values[position(of: name, addingIfAbsent: [])].append(element)
  }

  /// The position of `name`, added with `value` when the table does not hold it.
  private mutating func position(of name: String, addingIfAbsent value: @autoclosure () -> Value) -> Int {
    let digest = NameDigest.of(name)
    if let position = slots.position(of: digest, where: { names[$0] == name }) { return position }
    slots.add(digest)
    names.append(name)
    values.append(value())
    return names.count - 1
  }

  /// The same names, in the same slots, with each value transformed: no name is hashed again.
  func mapValues<Mapped>(_ transform: (Value) throws -> Mapped) rethrows -> NameTable<Mapped> {
    NameTable<Mapped>(names: names, values: try values.map(transform), slots: slots)
  }

  /// The names with their values, in the order they were added, each value copied: a loop over a
  /// table of large values reads `values` by position instead.
  var entries: Zip2Sequence<[String], [Value]> { zip(names, values) }

  private init(names: [String], values: [Value], slots: DigestSlots) {
    self.names = names
    self.values = values
    self.slots = slots
  }
}

extension NameTable: ExpressibleByDictionaryLiteral {
  /// A table of the literal's entries, in the order written; of a name written twice, the first
  /// value is kept.
  init(dictionaryLiteral elements: (String, Value)...) {
    self.init(minimumCapacity: elements.count)
    for (name, value) in elements { addIfAbsent(value, for: name) }
  }
}

extension NameTable: Sendable where Value: Sendable {}

/// Tables are equal when they map the same names to equal values, in whatever order they were
/// added, as dictionaries are.
extension NameTable: Equatable where Value: Equatable {
  static func == (lhs: NameTable, rhs: NameTable) -> Bool {
    lhs.count == rhs.count && lhs.entries.allSatisfy { name, value in rhs[name] == value }
  }
}

extension NameTable: Hashable where Value: Hashable {
  /// Each entry hashed alone and the hashes combined by a commutative sum, so that the order the
  /// names were added in does not count, as for `==`.
  func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    var sum = 0
    for (name, value) in entries {
      var entry = Hasher()
      entry.combine(name)
      entry.combine(value)
      sum &+= entry.finalize()
    }
    hasher.combine(sum)
  }
}

/// The slots of a table of names by digest: each holds 32 bits of a name's digest and its position
/// in the table's list, at most half of them full, so that a missing name ends its probe within a
/// slot or two. The table compares the names; the slots never read them.
///
/// Eight bytes a slot, so that a probe reads a few slots of one cache line: with the whole digest
/// and a full-width position, the bench app's 131,072 slots of declared types took 2 MB, where
/// they now take 1 MB (docs/performance.md, stop 62). Names whose digests agree in those 32 bits
/// and differ elsewhere are told apart by the table's comparison, as names sharing a whole digest
/// are.
struct DigestSlots: Sendable {
  private struct Slot: Sendable {
    /// The digest's upper 32 bits (its lower bits choose where the probe starts).
    var tag: UInt32
    /// The name's position in its table's list; -1 for an empty slot.
    var position: Int32

    static let empty = Slot(tag: 0, position: -1)
  }

  private var slots: [Slot]
  private var mask: Int
  /// The digest added at each position, in order: what the slots are placed from again when they
  /// grow, without reading a name or sorting the slots.
  private var digests: [UInt64] = []
  private let seed = UInt64.random(in: .min ... .max)

  init(minimumCapacity: Int) {
    var size = 16
    while size < minimumCapacity * 2 { size *= 2 }
    slots = Array(repeating: .empty, count: size)
    mask = size - 1
    digests.reserveCapacity(minimumCapacity)
  }

  /// The first position added with a digest agreeing with `digest` in its upper 32 bits (every
  /// position added with `digest` itself among them) for which `matches` holds, if any: `matches`
  /// compares the names.
  func position(of digest: UInt64, where matches: (Int) -> Bool) -> Int? {
    let tag = Self.tag(of: digest)
    var index = NameDigest.slot(of: digest, seed: seed, mask: mask)
    while slots[index].position >= 0 {
      if slots[index].tag == tag, matches(Int(slots[index].position)) { return Int(slots[index].position) }
      index = (index &+ 1) & mask
    }
    return nil
  }

  /// Adds a name's `digest` at the next position, after those added before it with the same digest.
  /// A table holds fewer than 2^31 names (each at least a string's 16 bytes: 32 GB).
  mutating func add(_ digest: UInt64) {
    digests.append(digest)
    if digests.count * 2 > slots.count {
      // Twice the slots, each name placed again in the order added, so that names sharing a digest
      // keep their order along the probe.
      slots = Array(repeating: .empty, count: slots.count * 2)
      mask = slots.count - 1
      for (position, digest) in digests.enumerated() { place(digest, at: position) }
    } else {
      place(digest, at: digests.count - 1)
    }
  }

  private mutating func place(_ digest: UInt64, at position: Int) {
    var index = NameDigest.slot(of: digest, seed: seed, mask: mask)
    // A later name with the same digest lands further along the same probe, so the first is found
    // first.
    while slots[index].position >= 0 { index = (index &+ 1) & mask }
    slots[index] = Slot(tag: Self.tag(of: digest), position: Int32(position))
  }

  private static func tag(of digest: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: digest >> 32) }
}
