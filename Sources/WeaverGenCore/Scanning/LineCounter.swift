/// Turns byte offsets into line and column positions by counting line breaks as it moves forward.
///
/// The scanner asks for positions in source order, so counting resumes where the previous query
/// stopped and the whole file is walked once. A query behind the last one (never made by the
/// scanner) restarts from the top rather than failing. `\n`, `\r\n` and a lone `\r` each end a
/// line, as in swift-syntax's `SourceLocationConverter`; columns count UTF-8 bytes.
struct LineCounter {
  private let base: UnsafePointer<UInt8>
  private let count: Int
  private var offset = 0
  private var line = 1
  private var lineStart = 0

  init(base: UnsafePointer<UInt8>, count: Int) {
    self.base = base
    self.count = count
  }

  mutating func position(at target: Int) -> SourcePosition {
    if target < offset {
      offset = 0
      line = 1
      lineStart = 0
    }
    let end = min(target, count)
    var index = offset
    // In a local: read through `self`, which the loop mutates, the pointer was loaded for each chunk.
    let start = base
    let lineFeeds = SIMD16<UInt8>(repeating: ASCIIByte.lineFeed)
    let carriageReturns = SIMD16<UInt8>(repeating: ASCIIByte.carriageReturn)
    // The start of the last sixteen bytes found holding a line feed, whose last one starts the line.
    var lastChunkWithLineFeed = -1
    // Sixteen bytes at a time, in one vector, without a branch on what they hold: each lane counts
    // the line feeds it has seen, up to 255 chunks, and the lanes are summed after them. Only the
    // last chunk with a line feed is looked at again, for the line's start. Branching on each
    // chunk's line feeds would be taken or not about as often as a line is long, and mispredicted.
    // A chunk with a carriage return (a CRLF or CR file) goes byte by byte, since whether it ends a
    // line depends on the byte after it. Eight bytes at a time in a 64-bit word took four
    // instructions a byte; the line feeds of each chunk counted from their mask, two, the count of
    // a mask's bits being a sequence of shifts and masks on the x86-64 baseline; counted in the
    // lanes, one (docs/performance.md, stops 44 and 49).
    while end - index >= 16 {
      var counts = SIMD16<UInt8>()
      var chunks = 0
      while chunks < 255, end &- index >= 16 {
        let bytes = UnsafeRawPointer(start + index).loadUnaligned(as: SIMD16<UInt8>.self)
        guard Self.isZero(SIMD16<UInt8>().replacing(with: 1, where: bytes .== carriageReturns)) else { break }
        let feeds = SIMD16<UInt8>().replacing(with: 1, where: bytes .== lineFeeds)
        counts &+= feeds
        lastChunkWithLineFeed = Self.isZero(feeds) ? lastChunkWithLineFeed : index
        index &+= 16
        chunks &+= 1
      }
      line &+= Int(SIMD16<UInt16>(truncatingIfNeeded: counts).wrappedSum())
      // Stopped at a carriage return, or after 255 chunks.
      if chunks < 255, end - index >= 16 { countByteByByte(from: &index, to: index + 16) }
    }
    if lastChunkWithLineFeed >= 0 {
      var last = lastChunkWithLineFeed &+ 15
      while base[last] != ASCIIByte.lineFeed { last &-= 1 }
      lineStart = max(lineStart, last &+ 1)
    }
    countByteByByte(from: &index, to: end)
    offset = end
    return SourcePosition(offset: target, line: line, column: target - lineStart + 1)
  }

  /// Whether every lane is zero, read as two words: the standard library's `any(_:)` of a mask
  /// was called (as the lanes' minimum), not inlined, in this loop.
  @inline(__always)
  private static func isZero(_ vector: SIMD16<UInt8>) -> Bool {
    let words = unsafeBitCast(vector, to: (UInt64, UInt64).self)
    return words.0 | words.1 == 0
  }

  private mutating func countByteByByte(from index: inout Int, to end: Int) {
    while index < end {
      let byte = base[index]
      index += 1
      if byte == ASCIIByte.lineFeed
        || (byte == ASCIIByte.carriageReturn && (index >= count || base[index] != ASCIIByte.lineFeed))
      {
        line += 1
        lineStart = index
      }
    }
  }
}
