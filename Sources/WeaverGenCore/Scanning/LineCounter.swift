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
  /// Whether the file holds a carriage return, found at the first query: only then does a chunk
  /// need looking at for one. Almost no Swift file does (none of the bench app's 6,000).
  private var breaks = LineBreaks.unknown

  private enum LineBreaks {
    case unknown, lineFeedsOnly, withCarriageReturns
  }

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
    if case .unknown = breaks {
      breaks = Self.containsCarriageReturn(base, count: count) ? .withCarriageReturns : .lineFeedsOnly
    }
    let end = min(target, count)
    if case .lineFeedsOnly = breaks {
      countLineFeeds(to: end)
    } else {
      countLineBreaks(to: end)
    }
    offset = end
    return SourcePosition(offset: target, line: line, column: target - lineStart + 1)
  }

  /// Whether the `count` bytes at `base` hold a carriage return: sixty-four bytes compared at a
  /// time, their matches or-ed, one branch a block.
  private static func containsCarriageReturn(_ base: UnsafePointer<UInt8>, count: Int) -> Bool {
    let carriageReturns = SIMD16<UInt8>(repeating: ASCIIByte.carriageReturn)
    var index = 0
    while count &- index >= 64 {
      let raw = UnsafeRawPointer(base + index)
      let found =
        (raw.loadUnaligned(as: SIMD16<UInt8>.self) .== carriageReturns)
        .| (raw.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self) .== carriageReturns)
        .| (raw.loadUnaligned(fromByteOffset: 32, as: SIMD16<UInt8>.self) .== carriageReturns)
        .| (raw.loadUnaligned(fromByteOffset: 48, as: SIMD16<UInt8>.self) .== carriageReturns)
      if !isZero(SIMD16<UInt8>().replacing(with: 1, where: found)) { break }
      index &+= 64
    }
    while index < count {
      if base[index] == ASCIIByte.carriageReturn { return true }
      index &+= 1
    }
    return false
  }

  /// Counts the lines up to `end` in a file without carriage returns. Each lane of a vector
  /// counts the line feeds it has seen, four sixteen-byte chunks a block, up to 63 blocks (252 in
  /// a lane), and the lanes are summed after them; only the last block holding a line feed is
  /// looked at again, for the line's start. Branching on each block's line feeds would be taken
  /// or not about as often as a line is long, and mispredicted. Eight bytes at a time in a 64-bit
  /// word took four instructions a byte; the line feeds of each chunk counted from their mask, two
  /// (the count of a mask's bits is a sequence of shifts and masks on the x86-64 baseline);
  /// counted in the lanes sixteen bytes a chunk with a carriage return looked for in each, about
  /// two; four chunks a block without that look, under half of one (docs/performance.md, stops 44,
  /// 49 and 56).
  private mutating func countLineFeeds(to end: Int) {
    var index = offset
    // In a local: read through `self`, which the loop mutates, the pointer was loaded for each chunk.
    let start = base
    let lineFeeds = SIMD16<UInt8>(repeating: ASCIIByte.lineFeed)
    // The end of the last block found holding a line feed, and the last line feed found after it.
    var lastBlockWithLineFeedEnd = -1
    var lastLineFeed = -1
    while end &- index >= 64 {
      var counts = SIMD16<UInt8>()
      var blocks = 0
      while blocks < 63, end &- index >= 64 {
        let raw = UnsafeRawPointer(start + index)
        let feeds0 = SIMD16<UInt8>().replacing(with: 1, where: raw.loadUnaligned(as: SIMD16<UInt8>.self) .== lineFeeds)
        let feeds1 = SIMD16<UInt8>().replacing(
          with: 1, where: raw.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self) .== lineFeeds)
        let feeds2 = SIMD16<UInt8>().replacing(
          with: 1, where: raw.loadUnaligned(fromByteOffset: 32, as: SIMD16<UInt8>.self) .== lineFeeds)
        let feeds3 = SIMD16<UInt8>().replacing(
          with: 1, where: raw.loadUnaligned(fromByteOffset: 48, as: SIMD16<UInt8>.self) .== lineFeeds)
        counts &+= (feeds0 &+ feeds1) &+ (feeds2 &+ feeds3)
        index &+= 64
        lastBlockWithLineFeedEnd = Self.isZero((feeds0 | feeds1) | (feeds2 | feeds3)) ? lastBlockWithLineFeedEnd : index
        blocks &+= 1
      }
      line &+= Self.laneSum(counts)
    }
    // The rest, under 64 bytes, sixteen at a time; the last few read as a whole chunk with the
    // bytes past `end` masked off, unless the chunk would run past the file.
    while end &- index > 0 {
      let remaining = end &- index
      guard remaining >= 16 || count &- index >= 16 else {
        if start[index] == ASCIIByte.lineFeed {
          line &+= 1
          lastLineFeed = index
        }
        index &+= 1
        continue
      }
      let feeds = unsafeBitCast(
        SIMD16<UInt8>().replacing(
          with: 1, where: UnsafeRawPointer(start + index).loadUnaligned(as: SIMD16<UInt8>.self) .== lineFeeds),
        to: (UInt64, UInt64).self)
      // The chunk's first byte the lowest of each word, whatever the machine's order.
      let (first, second) = (UInt64(littleEndian: feeds.0), UInt64(littleEndian: feeds.1))
      let low = remaining >= 8 ? first : first & ((1 &<< (remaining &* 8)) &- 1)
      let high = remaining >= 16 ? second : remaining > 8 ? second & ((1 &<< ((remaining &- 8) &* 8)) &- 1) : 0
      // A flag byte is 0 or 1: multiplying by a byte of ones a byte sums the eight into the top one.
      line &+= Int(truncatingIfNeeded: (low &* 0x0101_0101_0101_0101) &>> 56 &+ (high &* 0x0101_0101_0101_0101) &>> 56)
      if high != 0 {
        lastLineFeed = index &+ 15 &- high.leadingZeroBitCount &>> 3
      } else if low != 0 {
        lastLineFeed = index &+ 7 &- low.leadingZeroBitCount &>> 3
      }
      index &+= min(remaining, 16)
    }
    if lastLineFeed >= 0 {
      lineStart = lastLineFeed &+ 1
    } else if lastBlockWithLineFeedEnd >= 0 {
      var last = lastBlockWithLineFeedEnd &- 1
      while start[last] != ASCIIByte.lineFeed { last &-= 1 }
      lineStart = last &+ 1
    }
  }

  /// The sum of the lanes of `counts` (each at most 255), read as two words: the standard
  /// library's widening and `wrappedSum()` were calls here. The bytes of each word are added in
  /// pairs into four 16-bit lanes, which one multiplication sums into the top one.
  @inline(__always)
  private static func laneSum(_ counts: SIMD16<UInt8>) -> Int {
    let words = unsafeBitCast(counts, to: (UInt64, UInt64).self)
    let pairs0 = (words.0 & 0x00FF_00FF_00FF_00FF) &+ (words.0 &>> 8 & 0x00FF_00FF_00FF_00FF)
    let pairs1 = (words.1 & 0x00FF_00FF_00FF_00FF) &+ (words.1 &>> 8 & 0x00FF_00FF_00FF_00FF)
    return Int(truncatingIfNeeded: ((pairs0 &+ pairs1) &* 0x0001_0001_0001_0001) &>> 48)
  }

  /// Counts the lines up to `end` in a file with carriage returns: as `countLineFeeds`, sixteen
  /// bytes a chunk, except that a chunk holding a carriage return goes byte by byte, since whether
  /// it ends a line depends on the byte after it.
  private mutating func countLineBreaks(to end: Int) {
    var index = offset
    let start = base
    let lineFeeds = SIMD16<UInt8>(repeating: ASCIIByte.lineFeed)
    let carriageReturns = SIMD16<UInt8>(repeating: ASCIIByte.carriageReturn)
    var lastChunkWithLineFeed = -1
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
      line &+= Self.laneSum(counts)
      // Stopped at a carriage return, or after 255 chunks.
      if chunks < 255, end - index >= 16 { countByteByByte(from: &index, to: index + 16) }
    }
    if lastChunkWithLineFeed >= 0 {
      var last = lastChunkWithLineFeed &+ 15
      while base[last] != ASCIIByte.lineFeed { last &-= 1 }
      lineStart = max(lineStart, last &+ 1)
    }
    countByteByByte(from: &index, to: end)
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
