import Foundation
import Testing

@testable import WeaverGenCore

/// `AnalysisCacheFile`: the entries read back are those written, and any other bytes are refused.
@Suite struct AnalysisCacheFileTests {
  static let tool = "weaver-gen test build 1"

  /// A few files' entries, as a run with a cache records them.
  static func entries(count: Int = 3) -> [AnalysisCache.Entry] {
    CachingCorpus.diskFiles().filter { $0.path.contains("MovieSample") }.prefix(count).map { file in
      file.bytes.withUnsafeBufferPointer { bytes in
        var annotations = AnnotationMemo()
        return CachedAnalysis(path: file.path, bytes: bytes, cache: AnalysisCache(), annotations: &annotations).entry!
      }
    }
  }

  @Test func theEntriesReadBackAreThoseWrittenInAnyOrder() throws {
    let entries = Self.entries()
    let bytes = AnalysisCacheFile.encode(entries, tool: Self.tool)
    #expect(AnalysisCacheFile.encode(entries.reversed(), tool: Self.tool) == bytes)
    let decoded = try AnalysisCacheFile.decode(bytes, tool: Self.tool)
    #expect(decoded.map(\.path) == entries.map(\.path).sorted())
    for entry in decoded {
      let original = try #require(entries.first { $0.path == entry.path })
      #expect(entry == original)
    }
    #expect(try AnalysisCacheFile.decode(AnalysisCacheFile.encode([], tool: Self.tool), tool: Self.tool).isEmpty)
  }

  @Test func aFileWrittenByAnotherBuildOfTheToolIsRefused() {
    let bytes = AnalysisCacheFile.encode(Self.entries(), tool: Self.tool)
    #expect(throws: BinaryReader.Malformed.self) { try AnalysisCacheFile.decode(bytes, tool: Self.tool + "0") }
  }

  /// Another magic or format, with a checksum that matches, so that the header is what refuses it.
  @Test func anotherMagicOrFormatIsRefused() {
    let bytes = AnalysisCacheFile.encode(Self.entries(), tool: Self.tool)
    var magic = bytes
    magic[0] = UInt8(ascii: "X")
    var format = bytes
    format[AnalysisCacheFile.magic.count] = UInt8(AnalysisCacheFile.formatVersion + 1)
    for changed in [magic, format] {
      #expect(throws: BinaryReader.Malformed.self) {
        try AnalysisCacheFile.decode(Self.resealed(changed), tool: Self.tool)
      }
    }
    #expect(throws: Never.self) { try AnalysisCacheFile.decode(Self.resealed(bytes), tool: Self.tool) }
  }

  @Test func everyTruncationIsRefused() {
    let bytes = AnalysisCacheFile.encode(Self.entries(count: 2), tool: Self.tool)
    for length in 0..<bytes.count {
      #expect(throws: BinaryReader.Malformed.self) {
        try AnalysisCacheFile.decode(Array(bytes.prefix(length)), tool: Self.tool)
      }
    }
  }

  /// A changed byte anywhere, header, index or summary, is refused: a summary changed by one byte
  /// could otherwise decode into a plausible, wrong one.
  @Test func everyChangedByteIsRefused() {
    let bytes = AnalysisCacheFile.encode(Self.entries(count: 2), tool: Self.tool)
    var generator = SeededRandomNumberGenerator(seed: 22)
    for offset in 0..<bytes.count {
      var changed = bytes
      changed[offset] ^= UInt8.random(in: 1...255, using: &generator)
      #expect(throws: BinaryReader.Malformed.self) { try AnalysisCacheFile.decode(changed, tool: Self.tool) }
    }
  }

  /// A cache file's bytes with a checksum that matches them.
  static func resealed(_ bytes: [UInt8]) -> [UInt8] {
    var body = Array(bytes.dropLast(16))
    let checksum = body.withUnsafeBytes { ContentDigest(of: $0) }
    for word in [checksum.high, checksum.low] { withUnsafeBytes(of: word.littleEndian) { body += $0 } }
    return body
  }
}

/// `ContentDigest`: a fingerprint of the bytes, their order and their count.
@Suite struct ContentDigestTests {
  @Test func anyChangeOfOneByteOrOfTheLengthChangesTheDigest() {
    let text = Array("final class Movie {\n  // weaver: api <- API\n}\n".utf8)
    let original = ContentDigest(of: text)
    #expect(ContentDigest(of: text) == original)
    var seen: Set<ContentDigest> = [original]
    for offset in text.indices {
      var changed = text
      changed[offset] ^= 1
      seen.insert(ContentDigest(of: changed))
    }
    for length in 0..<text.count { seen.insert(ContentDigest(of: text.prefix(length))) }
    seen.insert(ContentDigest(of: text + [0]))
    var swapped = text
    swapped.swapAt(0, 8)
    seen.insert(ContentDigest(of: swapped))
    #expect(seen.count == 1 + text.count + text.count + 2)
  }
}
