import Testing

@testable import WeaverGenCore

/// `isPlainIdentifier` decides most names from their ASCII bytes alone; it must agree with the
/// identifier scanner, which reads Unicode scalars, on every name.
@Suite struct SwiftIdentifierTests {
  @Test(
    arguments: [
      ("movie", true), ("_", true), ("_private", true), ("URLSession2", true), ("x1", true), ("é1", true),
      ("café", true), ("", false), ("1x", false), ("a-b", false), ("a b", false), ("a.b", false),
      ("é-", false), ("`a`", false), ("a\u{0301}", true), ("\u{0301}a", false),
    ]
  )
  func plainIdentifiers(name: String, isPlain: Bool) {
    #expect(SwiftIdentifier.isPlainIdentifier(name) == isPlain)
    #expect(SwiftIdentifier.isPlainIdentifier(name) == scannedAsOneIdentifier(name))
  }

  @Test func agreesWithTheScannerOnRandomNames() {
    var random = SeededRandomNumberGenerator(seed: 5)
    let pieces = ["a", "Z", "_", "0", "9", "-", " ", ".", "`", "é", "\u{0301}", "😀", "中", "\u{200D}", "$"]
    for _ in 0..<20_000 {
      let name = (0..<Int.random(in: 0...5, using: &random)).map { _ in random.pick(pieces) }.joined()
      #expect(SwiftIdentifier.isPlainIdentifier(name) == scannedAsOneIdentifier(name), "\(name.debugDescription)")
    }
  }

  /// `needsBackQuotes` hashes a name only when it has the shape of a reserved word: every word of
  /// the list must have that shape, or a new one would silently go unquoted.
  @Test func everyWordNeedingBackQuotesPassesTheShapeTest() {
    for word in SwiftIdentifier.wordsNeedingBackQuotes {
      #expect(SwiftIdentifier.asciiIdentifierCheck(word)?.mayBeWord == true, "\(word)")
      #expect(SwiftIdentifier.needsBackQuotes(word), "\(word)")
    }
    for name in ["movieManager", "MovieAPI", "Types", "selfie", "url2", "_init"] {
      #expect(!SwiftIdentifier.needsBackQuotes(name), "\(name)")
    }
  }

  /// The definition: the scanner reads the whole name as one identifier without back-quotes.
  private func scannedAsOneIdentifier(_ name: String) -> Bool {
    let bytes = Array(name.utf8)
    guard case .name(_, let end, false) = SwiftIdentifier.scan(bytes, at: 0, limit: bytes.count) else { return false }
    return end == bytes.count
  }
}
