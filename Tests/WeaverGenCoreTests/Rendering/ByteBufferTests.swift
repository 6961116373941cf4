import Testing

@testable import WeaverGenCore

/// The printers' growable bytes: copies are values (a copy appended to leaves the original as it
/// was), growth keeps every byte, whether the bytes are inline or in a heap block, and an empty
/// buffer reads as empty.
@Suite struct ByteBufferTests {
  private func bytes(_ buffer: ByteBuffer) -> [UInt8] { buffer.withUnsafeBytes { Array($0) } }

  private func append(_ text: String, to buffer: inout ByteBuffer) {
    Array(text.utf8).withUnsafeBufferPointer { buffer.append($0) }
  }

  @Test func anEmptyBufferHasNoBytesAndNoLastByte() {
    let empty = ByteBuffer()
    #expect(empty.isEmpty && empty.count == 0 && bytes(empty).isEmpty)
    #expect(empty.byte(fromEnd: 0) == nil)
    #expect(ByteBuffer(capacity: 64).isEmpty)
  }

  @Test func growingPastTheCapacityKeepsEveryByteInOrder() {
    var buffer = ByteBuffer(capacity: 3)
    var expected: [UInt8] = []
    for index in 0..<200 {
      let piece = "\(index),"
      append(piece, to: &buffer)
      expected += Array(piece.utf8)
      buffer.append(UInt8(ascii: " "), count: index % 3)
      expected += Array(repeating: UInt8(ascii: " "), count: index % 3)
    }
    buffer.append(UInt8(ascii: "!"))
    expected.append(UInt8(ascii: "!"))
    #expect(bytes(buffer) == expected)
    #expect(buffer.count == expected.count)
    #expect(buffer.byte(fromEnd: 0) == UInt8(ascii: "!") && buffer.byte(fromEnd: 1) == expected[expected.count - 2])
    #expect(buffer.byte(fromEnd: expected.count) == nil)
  }

  @Test func aCopyIsAValue() {
    var original = ByteBuffer(capacity: 100)
    append("shared", to: &original)
    var copy = original
    append(" and changed", to: &copy)
    copy.append(UInt8(ascii: "."))
    #expect(String(decoding: bytes(original), as: UTF8.self) == "shared")
    #expect(String(decoding: bytes(copy), as: UTF8.self) == "shared and changed.")
    var appended = ByteBuffer()
    appended.append(original)
    appended.append(appended)
    #expect(String(decoding: bytes(appended), as: UTF8.self) == "sharedshared")
  }

  @Test(arguments: [0, 1, ByteBuffer.inlineCapacity - 1, ByteBuffer.inlineCapacity])
  func bytesCrossingFromInlineToTheHeapKeepTheirOrder(inlineBytes: Int) {
    var buffer = ByteBuffer()
    let first = String(repeating: "a", count: inlineBytes)
    append(first, to: &buffer)
    #expect(buffer.count == inlineBytes)
    let inlineCopy = buffer
    // One byte more than fits, then a piece larger than the inline room in one append.
    buffer.append(UInt8(ascii: "b"))
    let large = String(repeating: "c", count: 2 * ByteBuffer.inlineCapacity + 5)
    append(large, to: &buffer)
    buffer.append(UInt8(ascii: " "), count: 3)
    #expect(String(decoding: bytes(buffer), as: UTF8.self) == first + "b" + large + "   ")
    #expect(buffer.count == inlineBytes + 1 + large.utf8.count + 3)
    #expect(buffer.byte(fromEnd: 3) == UInt8(ascii: "c"))
    #expect(String(decoding: bytes(inlineCopy), as: UTF8.self) == first)
    #expect(buffer.text == first + "b" + large + "   ")
  }

  @Test func aCopyOfAnInlineBufferIsAValue() {
    var original = ByteBuffer()
    append("inline", to: &original)
    var copy = original
    append(" too", to: &copy)
    #expect(original.text == "inline" && copy.text == "inline too")
    #expect(original.byte(fromEnd: 0) == UInt8(ascii: "e") && original.byte(fromEnd: 6) == nil)
  }
}
