import Testing

@testable import WeaverGenCore

/// `NameIndex` answers what `firstIndex(of:)` on its list answers, for names in the list (some
/// listed twice), names that are not, names sharing their length and ends, and names that are not
/// ASCII.
@Suite struct NameIndexTests {
  @Test func positionsAreTheListsFirstPositions() {
    var generator = SeededRandomNumberGenerator(seed: 23)
    let stems = ["Order2InboxViewModel", "Order2FilterPresenter", "App", "_X", "Été", "📷Camera", "Shelf.Label"]
    var names: [String] = []
    for index in 0..<3_000 {
      let stem = stems[Int(generator.next() % UInt64(stems.count))]
      names.append(index.isMultiple(of: 5) ? stem : "\(stem)\(generator.next() % 2_000)")
    }
    let index = NameIndex(names)
    var asked = Set(names)
    asked.formUnion(["", "Order2InboxViewMode", "Order2InboxViewModeL", "Shelf", "Label", "📷Camer", "NotListed"])
    for name in asked {
      #expect(index.position(of: name) == names.firstIndex(of: name), "\(name)")
    }
    #expect(Set(names).count < names.count, "the list holds names more than once")
  }

  @Test func anEmptyListHoldsNoName() {
    let index = NameIndex([])
    #expect(index.position(of: "") == nil)
    #expect(index.position(of: "App") == nil)
  }
}
