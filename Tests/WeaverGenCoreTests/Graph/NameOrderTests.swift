import Testing

@testable import WeaverGenCore

/// `NameOrder` sorts names exactly as `String`'s `<` does, equal names in the order given: ASCII
/// names by their bytes (long ones sharing 16 bytes, prefixes of one another, a NUL inside), and
/// any name that is not ASCII by `<` itself, where bytes and canonical order differ.
@Suite struct NameOrderTests {
  /// What `sorted(by: <)` gives, with equal names in the order given (the standard library's sort
  /// is stable, which this does not rely on: positions break ties).
  private static func expectedPositions(of names: [String]) -> [Int] {
    names.indices.sorted { names[$0] != names[$1] ? names[$0] < names[$1] : $0 < $1 }
  }

  @Test func sortsAsStringsDoForNamesOfEveryShape() {
    var generator = SeededRandomNumberGenerator(seed: 63)
    let stems = [
      "Account2OverviewMapper", "Account2OverviewMapperDependencyContainer", "Account2Overview", "App", "A", "",
      "_X", "$x", "a", "Z", "Été", "e\u{301}te", "f", "📷Camera", "Shelf.Label", "Shelf\u{0}Label", "Ω", "Ω",
    ]
    let names = (0..<3_000).map { index in
      let stem = stems[Int(generator.next() % UInt64(stems.count))]
      return index.isMultiple(of: 4) ? stem : "\(stem)\(generator.next() % 700)"
    }
    #expect(NameOrder.sortedPositions(of: names) == Self.expectedPositions(of: names))
    #expect(Set(names).count < names.count, "the list holds names more than once")
  }

  @Test func canonicallyEqualNamesAndDecomposedLettersFollowStringComparison() {
    // "é" and "e" + combining acute are equal to `<`, and both come after "f" though "e" < "f" in bytes.
    let names = ["f", "e\u{301}", "\u{E9}", "e", "ez", "e\u{301}a"]
    let positions = NameOrder.sortedPositions(of: names)
    #expect(positions == Self.expectedPositions(of: names))
    #expect(positions.map { names[$0] } == ["e", "ez", "f", "e\u{301}", "\u{E9}", "e\u{301}a"])
  }

  @Test func prefixesAndSharedSixteenByteHeadsOrderByWhatFollows() {
    let names = [
      "ABCDEFGHIJKLMNOPz", "ABCDEFGHIJKLMNOP", "ABCDEFGHIJKLMNOPa", "ABCDEFGHIJKLMNO", "ABCDEFGH", "ABCDEFG\u{0}",
      "ABCDEFG", "ABCDEFGHIJKLMNOP",
    ]
    #expect(NameOrder.sortedPositions(of: names) == [6, 5, 4, 3, 1, 7, 2, 0])
    #expect(NameOrder.sortedPositions(of: names) == Self.expectedPositions(of: names))
    #expect(NameOrder.sortedPositions(of: []) == [])
  }
}
