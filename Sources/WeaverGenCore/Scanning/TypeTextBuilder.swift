/// Builds the text of a type from its tokens as written, with each run of whitespace and
/// comments between two tokens collapsed to one space (`Dictionary<String, Int>`).
struct TypeTextBuilder {
  private var bytes: [UInt8] = []

  var isEmpty: Bool { bytes.isEmpty }

  mutating func append(_ token: Token, from base: UnsafePointer<UInt8>) {
    if !bytes.isEmpty, token.hasLeadingTrivia { bytes.append(ASCIIByte.space) }
    bytes.append(contentsOf: UnsafeBufferPointer(start: base + token.start, count: token.end - token.start))
  }

  /// Returns the text and empties the builder for the next type.
  mutating func take() -> String {
    defer { bytes.removeAll(keepingCapacity: true) }
    return String(decoding: bytes, as: UTF8.self)
  }
}
