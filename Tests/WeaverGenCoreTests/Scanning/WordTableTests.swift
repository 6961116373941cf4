import Testing

@testable import WeaverGenCore

/// `WordTable` compares an identifier with the words of its length and first byte as two integers
/// read from its start and its end (`WordTable.key`). Every word must be recognised wherever it
/// sits among other bytes, and every other identifier of a word's length and first byte, however
/// close to it, must not be.
@Suite struct WordTableTests {
  private static func word(in text: String, at start: Int, count: Int) -> Word {
    Array(text.utf8).withUnsafeBufferPointer { buffer in
      WordTable.shared.word(spelledBy: buffer.baseAddress! + start, count: count)
    }
  }

  private static let words = Word.allCases.filter { $0 != .other }

  @Test func everyWordIsRecognisedAmongOtherBytes() {
    for word in Self.words {
      let spelling = "\(word.spelling)"
      // Identifier bytes around it, which the two reads must not take in.
      let text = "xy" + spelling + "zq"
      #expect(Self.word(in: text, at: 2, count: spelling.utf8.count) == word, "\(spelling)")
      #expect(Self.word(in: spelling, at: 0, count: spelling.utf8.count) == word, "\(spelling) alone")
    }
  }

  /// Each byte after the first changed to each letter, `_` or digit: the result is a word only
  /// when it spells one.
  @Test func identifiersOneByteFromAWordAreNotIt() {
    let spellings = Dictionary(uniqueKeysWithValues: Self.words.map { ("\($0.spelling)", $0) })
    let replacements = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_0123456789$".utf8)
    for word in Self.words {
      let bytes = Array("\(word.spelling)".utf8)
      for position in 1..<bytes.count {
        for replacement in replacements where replacement != bytes[position] {
          var changed = bytes
          changed[position] = replacement
          let text = String(decoding: changed, as: UTF8.self)
          #expect(Self.word(in: text, at: 0, count: changed.count) == spellings[text] ?? .other, "\(text)")
        }
      }
    }
  }

  /// A word's prefix, or the word with a byte more, is another length: not the word.
  @Test func longerAndShorterIdentifiersAreNotTheWord() {
    for word in Self.words {
      let spelling = "\(word.spelling)"
      let count = spelling.utf8.count
      let longer = Self.word(in: spelling + "s", at: 0, count: count + 1)
      #expect(longer == .other || "\(longer.spelling)" == spelling + "s", "\(spelling)s")
      let shorter = Self.word(in: spelling, at: 0, count: count - 1)
      #expect(shorter == .other || "\(shorter.spelling)" == String(spelling.dropLast()), "\(spelling.dropLast())")
    }
  }
}
