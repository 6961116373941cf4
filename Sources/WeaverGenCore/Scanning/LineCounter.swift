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
    let lineFeeds = ByteWord.repeating(ASCIIByte.lineFeed)
    let carriageReturns = ByteWord.repeating(ASCIIByte.carriageReturn)
    // The start of the last word found holding a line feed, whose last one starts the line.
    var lastWordWithLineFeed = -1
    // Eight bytes at a time, without a branch on what they hold: the line feeds of a word are
    // counted at once, by summing the high bits of the zero-byte mask into its top byte with one
    // multiplication, and only the last word with one is looked at again, for the line's start.
    // Branching on each word's line feeds was taken or not about as often as a line is long, and
    // mispredicted. A word with a carriage return (a CRLF or CR file) goes byte by byte, since
    // whether it ends a line depends on the byte after it.
    while end - index >= 8 {
      let bytes = ByteWord.load(base + index)
      guard ByteWord.zeroBytes(bytes ^ carriageReturns) == 0 else {
        countByteByByte(from: &index, to: index + 8)
        continue
      }
      let found = ByteWord.zeroBytes(bytes ^ lineFeeds)
      line &+= Int(truncatingIfNeeded: ((found >> 7) &* 0x0101_0101_0101_0101) >> 56)
      lastWordWithLineFeed = found != 0 ? index : lastWordWithLineFeed
      index &+= 8
    }
    if lastWordWithLineFeed >= 0 {
      let bytes = ByteWord.load(base + lastWordWithLineFeed)
      // The high bit of byte `k` is bit `8k + 7`.
      let start = lastWordWithLineFeed &+ (63 &- ByteWord.zeroBytes(bytes ^ lineFeeds).leadingZeroBitCount) / 8 &+ 1
      lineStart = max(lineStart, start)
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
