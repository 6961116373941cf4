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
    // Eight bytes at a time, skipping those with no byte below 14 (so no `\n` or `\r`) with the
    // classic "has a byte less than n" bit trick, exact for n ≤ 128.
    let ones: UInt64 = 0x0101_0101_0101_0101
    let lineFeed = ASCIIByte.lineFeed
    let carriageReturn = ASCIIByte.carriageReturn
    var index = offset
    while index < end {
      if end - index >= 8 {
        let bytes = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        if (bytes &- ones &* 14) & ~bytes & (ones &* 0x80) == 0 {
          index += 8
          continue
        }
      }
      let byte = base[index]
      index += 1
      if byte == lineFeed || (byte == carriageReturn && (index >= count || base[index] != lineFeed)) {
        line += 1
        lineStart = index
      }
    }
    offset = end
    return SourcePosition(offset: target, line: line, column: target - lineStart + 1)
  }
}
