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

  /// A label back-quotes only what a call site cannot read as a label: not an identifier, or one
  /// of `inout`, `var` and `let`; other keywords, `_`-prefixed and non-ASCII names are plain.
  @Test(
    arguments: [
      ("movie", "movie"), ("var", "`var`"), ("let", "`let`"), ("inout", "`inout`"), ("class", "class"),
      ("self", "self"), ("in", "in"), ("Var", "Var"), ("vars", "vars"), ("_", "_"), ("café", "café"),
      ("a b", "`a b`"), ("1x", "`1x`"), ("é-", "`é-`"),
    ]
  )
  func labelSpelling(name: String, spelled: String) {
    #expect(SwiftIdentifier.labelSpelling(of: name) == spelled)
  }

  @Test func theWildcardNeedsNoBackQuotes() {
    #expect(!SwiftIdentifier.needsBackQuotes("_"))
    #expect(SwiftIdentifier.spelling(of: "_") == "_")
  }

  /// The words are looked up by length and first byte, not hashed: names one letter away from a
  /// word (longer, shorter, another letter, another case) must get the set's answer.
  @Test func theWordLookupAgreesWithTheSet() {
    for word in SwiftIdentifier.wordsNeedingBackQuotes {
      var variants = [word + "s", String(word.dropLast()), "x" + word, word.uppercased()]
      variants.append(word.prefix(1).uppercased() + word.dropFirst())
      for position in 0..<word.count {
        var letters = Array(word)
        letters[position] = "q"
        variants.append(String(letters))
      }
      for name in variants where SwiftIdentifier.isPlainIdentifier(name) {
        #expect(
          SwiftIdentifier.needsBackQuotes(name) == SwiftIdentifier.wordsNeedingBackQuotes.contains(name),
          "\(name)")
      }
    }
  }

  /// `asciiIdentifierCheck` reads its answers from a table of byte flags: on every name, ASCII or
  /// not, starting with a digit or not, of every length around the 15 bytes of the longest word,
  /// they must be those its definition gives byte by byte.
  @Test func asciiCheckAgreesWithItsDefinition() {
    var random = SeededRandomNumberGenerator(seed: 0x1D)
    let pieces: [[UInt8]] = [
      [0x61], [0x7A], [0x41], [0x5A], [0x5F], [0x30], [0x39], [0x2D], [0x20], [0x60], [0x7B], [0x40], [0x5B],
      [0x2F], [0x3A], [0x00], [0x7F], [0xC3, 0xA9], [0xFF],
    ]
    for _ in 0..<20_000 {
      let length = Int.random(in: 0...17, using: &random)
      let bytes = (0..<length).flatMap { _ in random.pick(pieces) }
      let answer = SwiftIdentifier.asciiIdentifierCheck(bytes: bytes).map { [$0.isIdentifier, $0.mayBeWord] }
      #expect(answer == asciiCheckDefinition(bytes), "\(bytes)")
    }
  }

  /// An ASCII byte that cannot be in a name, or a digit first, rules the name out; otherwise a
  /// byte that is not ASCII leaves it to the full scan (`nil`); otherwise it is one when not empty,
  /// shaped like a reserved word when at most 15 bytes with lowercase letters after the first.
  private func asciiCheckDefinition(_ bytes: [UInt8]) -> [Bool]? {
    func isLetter(_ byte: UInt8) -> Bool {
      (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) || byte == 0x5F
    }
    for (index, byte) in bytes.enumerated() where byte < 0x80 {
      guard isLetter(byte) || ((0x30...0x39).contains(byte) && index > 0) else { return [false, false] }
    }
    if bytes.contains(where: { $0 >= 0x80 }) { return nil }
    return [!bytes.isEmpty, bytes.count <= 15 && bytes.dropFirst().allSatisfy { (0x61...0x7A).contains($0) }]
  }

  /// The definition: the scanner reads the whole name as one identifier without back-quotes.
  private func scannedAsOneIdentifier(_ name: String) -> Bool {
    let bytes = Array(name.utf8)
    guard case .name(_, let end, false) = SwiftIdentifier.scan(bytes, at: 0, limit: bytes.count) else { return false }
    return end == bytes.count
  }
}
