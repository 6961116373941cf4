/// Reads what `BinaryWriter` wrote, from bytes that may be anything: a cache file can be
/// truncated, corrupted or written by another format. Every read checks the bytes left first and
/// throws `BinaryReader.Malformed` instead of trapping; a count is refused when the bytes left
/// cannot hold that many elements (each takes at least one), so a corrupt length never allocates
/// more than the input's size.
struct BinaryReader {
  /// Why the bytes cannot be what the reader expected.
  struct Malformed: Error, CustomStringConvertible {
    var description: String
  }

  /// The bytes, read through a pointer: a debug build, in which the build plugin's tool usually
  /// runs, then makes no generic call per byte (decoding through `ArraySlice` took 60 % longer).
  private let base: UnsafePointer<UInt8>?
  private let count: Int
  /// The offset of the next byte to read.
  private(set) var position = 0

  private init(_ bytes: UnsafeBufferPointer<UInt8>) {
    base = bytes.baseAddress
    count = bytes.count
  }

  /// Runs `body` with a reader over `bytes`, which it must not keep.
  static func reading<Result>(_ bytes: ArraySlice<UInt8>, _ body: (inout BinaryReader) throws -> Result) throws
    -> Result
  {
    try bytes.withUnsafeBufferPointer { buffer in
      var reader = BinaryReader(buffer)
      return try body(&reader)
    }
  }

  var isAtEnd: Bool { position == count }
  private var remaining: Int { count - position }

  /// The byte at `offset`, which the caller has checked is below `count`.
  private func byte(at offset: Int) -> UInt8 { base.unsafelyUnwrapped[offset] }

  mutating func readUInt64() throws -> UInt64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      guard position < count else { throw Malformed(description: "a number runs past the end") }
      let byte = byte(at: position)
      position += 1
      // The tenth byte may only hold the top bit of 64.
      guard shift < 63 || (shift == 63 && byte <= 1) else { throw Malformed(description: "a number is too large") }
      value |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 { return value }
      shift += 7
    }
  }

  mutating func readInt() throws -> Int {
    let zigzag = try readUInt64()
    let wide = Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1)
    guard let value = Int(exactly: wide) else { throw Malformed(description: "a number is too large") }
    return value
  }

  /// A non-negative number, such as an index or an offset.
  mutating func readIndex() throws -> Int {
    let value = try readInt()
    guard value >= 0 else { throw Malformed(description: "an index is negative") }
    return value
  }

  /// How many elements follow; never more than the bytes left could hold.
  mutating func readCount() throws -> Int {
    let count = try readUInt64()
    guard count <= UInt64(remaining) else { throw Malformed(description: "a count exceeds the bytes left") }
    return Int(count)
  }

  mutating func readBool() throws -> Bool {
    switch try readByte() {
    case 0: return false
    case 1: return true
    default: throw Malformed(description: "a flag is neither 0 nor 1")
    }
  }

  mutating func readByte() throws -> UInt8 {
    guard position < count else { throw Malformed(description: "the bytes end early") }
    defer { position += 1 }
    return byte(at: position)
  }

  /// A tag below `count`, for an enum case.
  mutating func readTag(below count: UInt8) throws -> UInt8 {
    let tag = try readByte()
    guard tag < count else { throw Malformed(description: "unknown tag \(tag)") }
    return tag
  }

  /// The offsets of the next `length` bytes, skipped.
  mutating func skip(_ length: Int) throws -> Range<Int> {
    guard length >= 0, length <= remaining else { throw Malformed(description: "the bytes end early") }
    defer { position += length }
    return position..<position + length
  }

  mutating func readFixedUInt64() throws -> UInt64 {
    let range = try skip(8)
    var value: UInt64 = 0
    for offset in range.reversed() { value = value << 8 | UInt64(byte(at: offset)) }
    return value
  }

  /// A string, whose bytes must be UTF-8: a corrupt one is refused, not repaired.
  mutating func readString() throws -> String {
    let range = try skip(readCount())
    let utf8 = UnsafeBufferPointer(start: base.map { $0 + range.lowerBound }, count: range.count)
    guard UTF8Validator.firstInvalidOffset(in: utf8) == nil else {
      throw Malformed(description: "a string is not UTF-8")
    }
    return String(decoding: utf8, as: UTF8.self)
  }

  mutating func readOptionalString() throws -> String? {
    try readBool() ? try readString() : nil
  }

  mutating func readStrings() throws -> [String] {
    try readArray { reader in try reader.readString() }
  }

  /// A count, then that many elements read by `element`.
  mutating func readArray<Element>(
    _ element: (inout BinaryReader) throws -> Element
  ) throws -> [Element] {
    let count = try readCount()
    var elements: [Element] = []
    elements.reserveCapacity(count)
    for _ in 0..<count { elements.append(try element(&self)) }
    return elements
  }
}
