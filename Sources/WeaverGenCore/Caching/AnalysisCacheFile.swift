/// The bytes of one module's analysis cache file (docs/architecture.md, "The analysis cache"):
///
/// ```
/// "WGAC"                      magic
/// format version              varint
/// tool identity               length-prefixed UTF-8: the build of the tool that wrote the file
/// entry count                 varint
/// per entry, sorted by path:  path (length-prefixed UTF-8), content length (varint),
///                             content digest (2 x 8 bytes), summary (length-prefixed bytes)
/// checksum                    ContentDigest of every byte before it (2 x 8 bytes)
/// ```
///
/// Reading refuses anything else: another magic, format or tool, a truncated file, and, through the
/// checksum, a flipped byte anywhere, which could otherwise decode into a plausible but wrong
/// summary. The caller then runs without the file's entries.
package enum AnalysisCacheFile {
  static let magic: [UInt8] = Array("WGAC".utf8)
  /// Raised whenever the layout of the file or of `FileSummaryCodec` changes; the tool identity
  /// already differs between builds, so this guards builds that report the same identity.
  static let formatVersion: UInt64 = 1

  /// The file's bytes, the same for the same entries in any order.
  package static func encode(_ entries: [AnalysisCache.Entry], tool: String) -> [UInt8] {
    var writer = BinaryWriter(capacity: 64 + entries.reduce(0) { $0 + $1.path.utf8.count + $1.summary.count + 32 })
    writer.append(raw: magic)
    writer.write(formatVersion)
    writer.write(tool)
    let sorted = entries.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    writer.write(UInt64(sorted.count))
    for entry in sorted {
      writer.write(entry.path)
      writer.write(entry.length)
      writer.writeFixed(entry.digest.high)
      writer.writeFixed(entry.digest.low)
      writer.write(UInt64(entry.summary.count))
      writer.append(raw: entry.summary)
    }
    let checksum = writer.bytes.withUnsafeBytes { ContentDigest(of: $0) }
    writer.writeFixed(checksum.high)
    writer.writeFixed(checksum.low)
    return writer.bytes
  }

  /// The entries of a file `tool` wrote; throws when the bytes are anything else. The summaries
  /// stay undecoded, slices of `bytes`, until a file is found unchanged.
  package static func decode(_ bytes: [UInt8], tool: String) throws -> [AnalysisCache.Entry] {
    let checksumSize = 16
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
        throw BinaryReader.Malformed(description: "not an analysis cache")
      }
      guard try reader.readUInt64() == formatVersion else {
        throw BinaryReader.Malformed(description: "another format")
      }
      guard try reader.readString() == tool else {
        throw BinaryReader.Malformed(description: "another build of the tool")
      }
      let entries = try reader.readArray { reader in
        AnalysisCache.Entry(
          path: try reader.readString(), length: try reader.readIndex(),
          digest: ContentDigest(high: try reader.readFixedUInt64(), low: try reader.readFixedUInt64()),
          summary: slice(try reader.skip(reader.readCount())))
      }
      guard reader.isAtEnd else { throw BinaryReader.Malformed(description: "bytes follow the entries") }
      return entries
    }
  }
}
