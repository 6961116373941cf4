import Testing

@testable import WeaverGenCore

/// `NameTable` answers what a dictionary with the first value of each name answers, keeps the
/// names in the order first added, and keeps its answers through growth, `mapValues`,
/// `value(for:addingIfAbsent:)` and `append`; `DigestSlots` finds names that share a digest in the
/// order they were added, and tells apart digests that agree in the bits a slot keeps.
@Suite struct NameTableTests {
  /// Names sharing their lengths and ends, and names that are not ASCII, some added twice.
  private static func names(count: Int, seed: UInt64) -> [String] {
    var generator = SeededRandomNumberGenerator(seed: seed)
    let stems = ["Order2InboxViewModel", "Order2FilterPresenter", "App", "_X", "Été", "📷Camera", "Shelf.Label", ""]
    return (0..<count).map { index in
      let stem = stems[Int(generator.next() % UInt64(stems.count))]
      return index.isMultiple(of: 5) ? stem : "\(stem)\(generator.next() % 1_500)"
    }
  }

  @Test(arguments: [0, 16])
  func answersAsADictionaryOfFirstValues(minimumCapacity: Int) {
    let names = Self.names(count: 3_000, seed: 41)
    var table = NameTable<Int>(minimumCapacity: minimumCapacity)
    var expected: [String: Int] = [:]
    var order: [String] = []
    for (position, name) in names.enumerated() {
      let added = table.addIfAbsent(position, for: name)
      #expect(added == (expected[name] == nil), "\(name)")
      if expected[name] == nil {
        expected[name] = position
        order.append(name)
      }
    }
    #expect(table.names == order)
    #expect(table.count == expected.count)
    var asked = Set(names)
    asked.formUnion(["Order2InboxViewMode", "Order2InboxViewModeL", "Shelf", "Label", "📷Camer", "NotListed"])
    for name in asked {
      #expect(table[name] == expected[name], "\(name)")
      #expect(table.contains(name) == (expected[name] != nil), "\(name)")
      #expect(table.position(of: name) == order.firstIndex(of: name), "\(name)")
    }
    #expect(Set(names).count < names.count, "the list holds names more than once")
  }

  @Test func valueForKeepsTheFirstAndPositionsChangeInPlace() {
    var table: NameTable<String> = ["A": "a", "B.C": "b", "A": "ignored"]
    #expect(table.value(for: "B.C", addingIfAbsent: "ignored") == "b")
    #expect(table.value(for: "E", addingIfAbsent: "e") == "e")
    #expect(table.names == ["A", "B.C", "E"])
    #expect(table.values == ["a", "b", "e"])
    table[position: 1] += "!"
    #expect(table["B.C"] == "b!")
  }

  @Test func appendGathersEachNamesListInOrder() {
    var table = NameTable<[Int]>()
    let names = Self.names(count: 2_000, seed: 7)
    var expected: [String: [Int]] = [:]
    for (position, name) in names.enumerated() {
      table.append(position, for: name)
      expected[name, default: []].append(position)
    }
    for name in Set(names) { #expect(table[name] == expected[name], "\(name)") }
    #expect(table["NotListed"] == nil)
  }

  @Test func mappedValuesAreFoundByTheSameNames() {
    let names = Self.names(count: 1_000, seed: 3)
    var table = NameTable<Int>()
    for (position, name) in names.enumerated() { table.addIfAbsent(position, for: name) }
    let mapped = table.mapValues { "\($0)" }
    #expect(mapped.names == table.names)
    for name in Set(names) { #expect(mapped[name] == table[name].map { "\($0)" }, "\(name)") }
    #expect(mapped["NotListed"] == nil)
  }

  @Test func tablesOfTheSameEntriesAreEqualInAnyOrder() {
    let forward: NameTable<Int> = ["A": 1, "B": 2, "C.D": 3]
    let backward: NameTable<Int> = ["C.D": 3, "B": 2, "A": 1]
    let other: NameTable<Int> = ["A": 1, "B": 2, "C.D": 4]
    #expect(forward == backward)
    #expect(forward.hashValue == backward.hashValue)
    #expect(forward != other)
    #expect(forward != ["A": 1, "B": 2])
  }

  /// Digests chosen to collide: each is found in the order added, and the first that matches is
  /// the one found, before and after the slots grow.
  @Test func sharedDigestsAreFoundInTheOrderAdded() {
    var slots = DigestSlots(minimumCapacity: 0)
    let digests: [UInt64] = (0..<200).map { UInt64($0 % 7) << 32 }
    for (position, digest) in digests.enumerated() {
      slots.add(digest)
      #expect(slots.position(of: digest) { _ in true } == Int(digest >> 32), "first of \(digest) after \(position)")
    }
    for position in digests.indices {
      #expect(slots.position(of: digests[position]) { $0 >= position } == position)
    }
    #expect(slots.position(of: 99 << 32) { _ in true } == nil)
  }

  /// Digests that agree in the 32 bits a slot keeps and differ elsewhere are told apart by the
  /// comparison the table hands in, as names sharing a whole digest are.
  @Test func digestsAgreeingInTheirTagAreToldApartByTheComparison() {
    var slots = DigestSlots(minimumCapacity: 0)
    let digests: [UInt64] = (0..<100).map { 0xABCD_0000_0000 | UInt64($0) }
    for digest in digests { slots.add(digest) }
    for position in digests.indices {
      #expect(slots.position(of: digests[position]) { $0 == position } == position)
    }
    #expect(slots.position(of: 0xABCD_0000_0000 | 500) { _ in false } == nil)
  }
}
