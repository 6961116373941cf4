/// The bytes of one module's analysis cache file (docs/architecture.md, "The analysis cache"), in
/// the frame of `CacheFileFrame` (magic `WGAC`, format version, tool identity, checksum), whose
/// content is:
///
/// ```
/// entry count                 varint
/// per entry, sorted by path:  path (length-prefixed UTF-8), content length (varint),
///                             content digest (2 x 8 bytes), summary (length-prefixed bytes)
/// ```
///
/// Reading refuses anything else (`CacheFileFrame`); the caller then runs without the file's
/// entries.
package enum AnalysisCacheFile {
  static let magic: [UInt8] = Array("WGAC".utf8)
  /// Raised whenever the layout of the file or of `FileSummaryCodec` changes; the tool identity
  /// already differs between builds, so this guards builds that report the same identity.
  static let formatVersion: UInt64 = 2

  /// The file's bytes, the same for the same entries in any order.
  package static func encode(_ entries: [AnalysisCache.Entry], tool: String) -> [UInt8] {
    let capacity = entries.reduce(0) { $0 + $1.path.utf8.count + $1.summary.count + 32 }
    return CacheFileFrame.encode(magic: magic, version: formatVersion, tool: tool, capacity: capacity) { writer in
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
    }
  }

  /// The entries of a file `tool` wrote; throws when the bytes are anything else. The summaries
  /// stay undecoded, slices of `bytes`, until a file is found unchanged.
  package static func decode(_ bytes: [UInt8], tool: String) throws -> [AnalysisCache.Entry] {
    try CacheFileFrame.decode(bytes, magic: magic, version: formatVersion, tool: tool) { reader, slice in
      try reader.readArray { reader in
        AnalysisCache.Entry(
          path: try reader.readString(), length: try reader.readIndex(),
          digest: ContentDigest(high: try reader.readFixedUInt64(), low: try reader.readFixedUInt64()),
          summary: slice(try reader.skip(reader.readCount())))
      }
    }
  }
}
