/// The frame both kinds of file in an analysis cache folder share (the module files of
/// `AnalysisCacheFile` and the `RunMemo`):
///
/// ```
/// magic                       4 bytes
/// format version              varint
/// tool identity               length-prefixed UTF-8: the build of the tool that wrote the file
/// content                     what the kind of file holds
/// checksum                    ContentDigest of every byte before it (2 x 8 bytes)
/// ```
///
/// Reading refuses anything else: another magic, format or tool, a truncated file, and, through the
/// checksum, a flipped byte anywhere, which could otherwise decode into plausible but wrong values.
enum CacheFileFrame {
  static let checksumSize = 16

  /// The file's bytes, with `content` written between the header and the checksum.
  static func encode(
    magic: [UInt8], version: UInt64, tool: String, capacity: Int, content: (inout BinaryWriter) -> Void
  ) -> [UInt8] {
    var writer = BinaryWriter(capacity: capacity + 64)
    writer.append(raw: magic)
    writer.write(version)
    writer.write(tool)
    content(&writer)
    let checksum = writer.bytes.withUnsafeBytes { ContentDigest(of: $0) }
    writer.writeFixed(checksum.high)
    writer.writeFixed(checksum.low)
    return writer.bytes
  }

  /// What `content` reads from the content of a file framed with `magic`, `version` and `tool`;
  /// throws when the bytes are anything else, or when `content` leaves bytes unread. `content` is
  /// also handed a function giving the bytes of a range its reader skipped, as a slice of `bytes`.
  static func decode<Result>(
    _ bytes: [UInt8], magic: [UInt8], version: UInt64, tool: String,
    content: (inout BinaryReader, (Range<Int>) -> ArraySlice<UInt8>) throws -> Result
  ) throws -> Result {
    guard bytes.count >= magic.count + checksumSize else { throw BinaryReader.Malformed(description: "too short") }
    let body = bytes[..<(bytes.count - checksumSize)]
    let checksum = try BinaryReader.reading(bytes[body.endIndex...]) { trailer in
      ContentDigest(high: try trailer.readFixedUInt64(), low: try trailer.readFixedUInt64())
    }
    guard body.withUnsafeBytes({ ContentDigest(of: $0) }) == checksum else {
      throw BinaryReader.Malformed(description: "the checksum does not match")
    }
    // The reader's offsets count from the start of `body`.
    let slice = { (range: Range<Int>) in body[body.startIndex + range.lowerBound..<body.startIndex + range.upperBound] }
    return try BinaryReader.reading(body) { reader in
      guard slice(try reader.skip(magic.count)).elementsEqual(magic) else {
        throw BinaryReader.Malformed(description: "another kind of file")
      }
      guard try reader.readUInt64() == version else { throw BinaryReader.Malformed(description: "another format") }
      guard try reader.readString() == tool else {
        throw BinaryReader.Malformed(description: "another build of the tool")
      }
      let result = try content(&reader, slice)
      guard reader.isAtEnd else { throw BinaryReader.Malformed(description: "bytes follow the content") }
      return result
    }
  }
}
