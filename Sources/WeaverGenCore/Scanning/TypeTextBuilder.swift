/// Builds the text of a type from its tokens as written, with each run of whitespace and
/// comments between two tokens collapsed to one space (`Dictionary<String, Int>`).
///
/// Most types a header or a parameter writes are one name (`: Routing`, `logger: Logger`): while
/// the type is one token, its bytes stay where the source has them and its text is made from
/// there, without a buffer of its own. A buffer made for each type's bytes was an allocation (and
/// a free) for each of the bench app's 54,000 types written in headers and parameter lists.
struct TypeTextBuilder {
  /// The bytes of a type of two tokens or more.
  private var bytes: [UInt8] = []
  /// The type's one token so far, in the source the scanner reads (which outlives the builder).
  private var single: UnsafeBufferPointer<UInt8>?

  var isEmpty: Bool { (single?.isEmpty ?? true) && bytes.isEmpty }

  mutating func append(_ token: Token, from base: UnsafePointer<UInt8>) {
    let tokenBytes = UnsafeBufferPointer(start: base + token.start, count: token.end - token.start)
    if isEmpty {
      single = tokenBytes
      return
    }
    if let first = single.take() { bytes.append(contentsOf: first) }
    if token.hasLeadingTrivia { bytes.append(ASCIIByte.space) }
    bytes.append(contentsOf: tokenBytes)
  }

  /// Returns the text and empties the builder for the next type.
  mutating func take() -> String {
    if let first = single.take() { return String(decoding: first, as: UTF8.self) }
    defer { bytes.removeAll(keepingCapacity: true) }
    return String(decoding: bytes, as: UTF8.self)
  }
}
