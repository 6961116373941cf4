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
    let lineFeeds = SIMD16<UInt8>(repeating: ASCIIByte.lineFeed)
    let carriageReturns = SIMD16<UInt8>(repeating: ASCIIByte.carriageReturn)
    // The start of the last sixteen bytes found holding a line feed, whose last one starts the line.
    var lastChunkWithLineFeed = -1
    // Sixteen bytes at a time, in one vector, without a branch on what they hold: the line feeds
    // of a chunk are counted at once (a lane of one where each is, summed), and only the last
    // chunk with one is looked at again, for the line's start. Branching on each chunk's line
    // feeds would be taken or not about as often as a line is long, and mispredicted. A chunk
    // with a carriage return (a CRLF or CR file) goes byte by byte, since whether it ends a line
    // depends on the byte after it. Eight bytes at a time in a 64-bit word took four
    // instructions a byte, sixteen in a vector take two (docs/performance.md, stop 44). Summing
    // the lanes only every 255 chunks was slower: the generic vector functions it needs were
    // called, not inlined.
    while end - index >= 16 {
      let bytes = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self)
      guard !any(bytes .== carriageReturns) else {
        countByteByByte(from: &index, to: index + 16)
        continue
      }
      let found = SIMD16<UInt8>(repeating: 0).replacing(with: 1, where: bytes .== lineFeeds).wrappedSum()
      line &+= Int(found)
      lastChunkWithLineFeed = found != 0 ? index : lastChunkWithLineFeed
      index &+= 16
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
