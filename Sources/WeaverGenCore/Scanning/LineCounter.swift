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
    while index < end {
      let byte = base[index]
      index += 1
      if byte > ASCIIByte.carriageReturn { continue }  // the common case: not a line break
      if byte == ASCIIByte.lineFeed
        || (byte == ASCIIByte.carriageReturn && (index >= count || base[index] != ASCIIByte.lineFeed))
      {
        line += 1
        lineStart = index
      }
    }
    offset = end
    return SourcePosition(offset: target, line: line, column: target - lineStart + 1)
  }
}
