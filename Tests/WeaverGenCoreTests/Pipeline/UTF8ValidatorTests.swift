import Testing

@testable import WeaverGenCore

/// The validator skips ASCII sixty-four bytes at a time, then eight; whatever lands in or across
/// those blocks, it must agree with the standard library on what is valid and stop at the first bad
/// sequence.
@Suite struct UTF8ValidatorTests {
  private func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { UTF8Validator.firstInvalidOffset(in: $0) }
  }

  @Test func findsTheBadByteAtEveryPlaceInAndAcrossTheASCIIBlocks() {
    for length in 1...140 {
      for bad in 0..<length {
        var bytes = Array(repeating: UInt8(ascii: "a"), count: length)
        bytes[bad] = 0xFF
        #expect(firstInvalidOffset(bytes) == bad, "length \(length), bad byte at \(bad)")
      }
    }
  }

  @Test func acceptsMultiByteCharactersStraddlingTheBlocks() {
    for padding in 0..<140 {
      let text = String(repeating: "x", count: padding) + "é€😀" + String(repeating: "y", count: 9)
      #expect(firstInvalidOffset(Array(text.utf8)) == nil, "after \(padding) ASCII bytes")
      // The same text cut inside its four-byte character is invalid there.
      let cut = Array(text.utf8.prefix(padding + 2 + 3 + 2))
      #expect(firstInvalidOffset(cut) == padding + 5, "cut after \(padding) ASCII bytes")
    }
  }

  @Test func agreesWithTheStandardLibraryOnRandomBytes() {
    var generator = SeededRandomNumberGenerator(seed: 22)
    let pieces: [[UInt8]] = [
      Array("plain ascii text ".utf8), Array("é".utf8), Array("€".utf8), Array("😀".utf8),
      [0x80], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0xFF],
    ]
    for _ in 0..<2_000 {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 0...16, using: &generator) { bytes += generator.pick(pieces) }
      let offset = firstInvalidOffset(bytes)
      #expect((offset == nil) == (String(validating: bytes, as: UTF8.self) != nil), "\(bytes)")
      if let offset {
        #expect(String(validating: bytes[..<offset], as: UTF8.self) != nil, "\(bytes) before \(offset)")
        #expect(bytes[offset] >= 0x80, "\(bytes) at \(offset)")
      }
    }
  }
}
