import Testing

@testable import WeaverGenCore

/// `String.withUTF8Bytes`, which lends a string's bytes through `withCString`: the bytes lent are the
/// string's UTF-8, all of them, whatever the string's size, content or origin.
@Suite struct StringUTF8BytesTests {
  @Test(arguments: [
    "", "a", "movieManager", "Order2PriceSummary2113DependencyResolver", "é", "Café.Menu", "🎬 Movie",
    "before\u{0}after", "\u{0}", String(repeating: "Long.Name", count: 200),
  ])
  func theBytesLentAreTheStringsUTF8(_ text: String) {
    #expect(text.withUTF8Bytes { Array($0) } == Array(text.utf8))
  }

  @Test func aSubstringMadeIntoAStringLendsItsOwnBytes() {
    let whole = "Outer.Inner.Leaf"
    let part = String(whole.split(separator: ".")[1])
    #expect(part.withUTF8Bytes { Array($0) } == Array("Inner".utf8))
  }

  @Test func theCodeWriterAppendsStringsByteForByte() {
    var code = Code()
    for text in ["let ", "é", "before\u{0}after", String(repeating: "x", count: 100)] { code.write(text) }
    #expect(code.text == "let ébefore\u{0}after" + String(repeating: "x", count: 100))
  }
}
