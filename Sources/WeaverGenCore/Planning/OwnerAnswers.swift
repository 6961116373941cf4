/// How each owner provides each need key offered to it (`ContainerInputs.Forwarding`): the index of
/// the owner's declaration, or -1 when the owner forwards the need from its own builder.
///
/// The inputs' fixed point asks it at every need of every registration it crosses: 92,000 questions
/// on the bench app, most of them of owners already answered. In a `[Int: Int]` keyed by
/// `owner * keyCount + number`, each question hashed its key with the standard library's seeded
/// hash (about 80 instructions) and the table was copied into a larger one 16 times as it grew:
/// 18 M of the fixed point's 110 M instructions (docs/performance.md, stop 57). Here a key is hashed by one multiplication and
/// found by probing the next slots (open addressing), in one array of slots made at a size the
/// keys seldom outgrow.
///
/// A flat array of `owners * keyCount` answers would need no hashing at all, but its size is the
/// product of two numbers that each grow with the app (tens of thousands of types, hundreds of
/// keys); this table grows with the answers given, which the fixed point gives at most once per
/// need offered.
struct OwnerAnswers: Sendable {
  private struct Slot {
    /// `owner * keyCount + number`, or -1 in an empty slot.
    var key: Int
    var answer: Int
  }

  private let keyCount: Int
  private var slots: [Slot]
  /// `slots.count - 1`: the slot count is a power of two.
  private var mask: Int
  private(set) var count = 0

  /// A table for owners asked about `keyCount` keys, with room for `expected` answers before it
  /// grows.
  init(keyCount: Int, expected: Int) {
    self.keyCount = keyCount
    let size = Self.slotCount(for: expected)
    slots = Array(repeating: Slot(key: -1, answer: 0), count: size)
    mask = size - 1
  }

  /// The answer `owner` gave for the key numbered `number`, if it was asked.
  subscript(owner owner: Int, number number: Int) -> Int? {
    let key = owner &* keyCount &+ number
    var index = Self.hash(key) & mask
    while true {
      let slot = slots[index]
      if slot.key == key { return slot.answer }
      if slot.key < 0 { return nil }
      index = (index &+ 1) & mask
    }
  }

  /// Records `answer` as `owner`'s for the key numbered `number`, which it was not asked before.
  mutating func record(_ answer: Int, owner: Int, number: Int) {
    // At most half full, so that a missing key ends its probe within a slot or two.
    if (count + 1) * 2 > slots.count { grow() }
    insert(Slot(key: owner &* keyCount &+ number, answer: answer))
    count += 1
  }

  private mutating func insert(_ slot: Slot) {
    var index = Self.hash(slot.key) & mask
    while slots[index].key >= 0 { index = (index &+ 1) & mask }
    slots[index] = slot
  }

  private mutating func grow() {
    let old = slots
    slots = Array(repeating: Slot(key: -1, answer: 0), count: old.count * 2)
    mask = slots.count - 1
    for slot in old where slot.key >= 0 { insert(slot) }
  }

  /// Fibonacci hashing: the key times 2^64 / φ, its high bits first. Keys are dense numbers
  /// (`owner * keyCount + number`), which the multiplication spreads over the table; the bits are
  /// rotated so that the mask keeps the product's well-mixed high bits.
  private static func hash(_ key: Int) -> Int {
    let product = UInt64(truncatingIfNeeded: key) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: product >> 32 | product << 32)
  }

  /// The power of two at least twice `expected` (and at least 16).
  private static func slotCount(for expected: Int) -> Int {
    var size = 16
    while size < expected * 2 { size *= 2 }
    return size
  }
}
