import Testing

@testable import WeaverGenCore

/// Generated names must not collide in one Swift scope (`UniqueNames`). The names taken sit in a
/// list while there are few and in a set past that; both must hand out the same names.
@Suite struct UniqueNamesTests {
  /// What `UniqueNames` promises, spelled out with a set from the first name.
  private struct Reference {
    var taken: Set<String>
    mutating func claim(_ wanted: String) -> String {
      var name = wanted
      var suffix = 2
      while !taken.insert(name).inserted {
        name = "\(wanted)_\(suffix)"
        suffix += 1
      }
      return name
    }
  }

  @Test func aFreeNameIsKeptAndATakenOneGetsTheFirstFreeSuffix() {
    var names = UniqueNames(reserving: ["url", "self", "url_2"])
    #expect(names.claim("clock") == "clock")
    #expect(names.claim("clock") == "clock_2")
    #expect(names.claim("url") == "url_3")
    #expect(names.claim("self") == "self_2")
    #expect(names.claim("Url") == "Url")
  }

  /// Claims that cross from the list to the set (past 64 names), from a few reserved names and
  /// from many, and a wanted name that is itself another's suffixed form (`a_2`).
  @Test(arguments: [0, 3, 15, 16, 17, 40, 63, 64, 65, 100])
  func handsOutWhatASetWouldWhateverHowManyAreTaken(reserved: Int) {
    var generator = SeededRandomNumberGenerator(seed: UInt64(reserved) + 1)
    let reservedNames = (0..<reserved).map { "n\($0 % 7)" }
    var names = UniqueNames(reserving: reservedNames)
    var reference = Reference(taken: Set(reservedNames))
    for _ in 0..<200 {
      let wanted = generator.pick(["a", "a_2", "b", "n3", "n\(Int.random(in: 0..<9, using: &generator))", "_a"])
      #expect(names.claim(wanted) == reference.claim(wanted))
    }
  }
}
