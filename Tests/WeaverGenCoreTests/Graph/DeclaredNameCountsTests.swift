import Testing

@testable import WeaverGenCore

/// `DeclaredNameCounts` tells the resolver which names one type alone declares, keeping each name
/// by its digest. Held against a dictionary of the same counts, and the digest against the names it
/// stands for: names that differ in one byte anywhere, of every length around a word's, and
/// names beyond ASCII.
@Suite struct DeclaredNameCountsTests {
  @Test func namesDeclaredOnceAreToldFromNamesDeclaredMoreOften() {
    var generator = SeededRandomNumberGenerator(seed: 11)
    let stems = ["logger", "movieManager", "imageManager", "urlSession", "featureStore", "_x", "é", "📷camera"]
    var names: [String] = []
    for index in 0..<6_000 {
      let stem = stems[Int(generator.next() % UInt64(stems.count))]
      names.append(index.isMultiple(of: 3) ? stem : "\(stem)\(generator.next() % 3_000)")
    }
    var counts = DeclaredNameCounts(capacity: names.count)
    var expected: [String: Int] = [:]
    for name in names {
      counts.count(name)
      expected[name, default: 0] += 1
    }
    #expect(expected.values.contains(1) && expected.values.contains { $0 > 1 })
    for (name, count) in expected {
      #expect(counts.isDeclaredOnce(name) == (count == 1), "\(name) declared \(count) times")
    }
    #expect(!counts.isDeclaredOnce("neverDeclared"))
    #expect(!counts.isDeclaredOnce(""))
  }

  /// Every length from empty to past three words, each byte changed in turn: the digests all
  /// differ, whether the changed byte is in a full word, the overlapping last word, or a short
  /// name's single word.
  @Test func digestsTellApartNamesDifferingInOneByte() {
    var digests: [UInt64: String] = [:]
    for length in 0...27 {
      let base = String((0..<length).map { Character(UnicodeScalar(UInt8(ascii: "a") + UInt8($0 % 26))) })
      var variants = [base]
      for position in 0..<length {
        var bytes = Array(base.utf8)
        bytes[position] = UInt8(ascii: "Z")
        variants.append(String(decoding: bytes, as: UTF8.self))
      }
      for name in variants {
        let digest = NameDigest.of(name)
        #expect(digests[digest] == nil || digests[digest] == name, "\(name) and \(digests[digest] ?? "")")
        digests[digest] = name
        #expect(NameDigest.of(String(name)) == digest)
      }
    }
    // A name and the same bytes with a NUL after them are different names.
    #expect(NameDigest.of("name") != NameDigest.of("name\u{0}"))
  }
}
