import Testing

@testable import WeaverGenCore

/// `LineCounter` counts the line feeds of a file without carriage returns sixty-four bytes at once,
/// summing them every 63 blocks; in a file with one, sixteen bytes at once, summing them every 255
/// chunks, and one byte at a time around each carriage return. Every path must give the positions
/// that counting byte by byte gives, wherever the line breaks fall against the blocks, the chunks
/// and the queries.
@Suite struct LineCounterTests {
  /// What `LineCounter` promises, byte by byte: `\n`, `\r\n` and a lone `\r` each end a line.
  private static func expectedPosition(of target: Int, in bytes: [UInt8]) -> SourcePosition {
    var line = 1
    var lineStart = 0
    var index = 0
    while index < min(target, bytes.count) {
      let byte = bytes[index]
      index += 1
      if byte == 0x0A || (byte == 0x0D && (index >= bytes.count || bytes[index] != 0x0A)) {
        line += 1
        lineStart = index
      }
    }
    return SourcePosition(offset: target, line: line, column: target - lineStart + 1)
  }

  private static func positions(of targets: [Int], in bytes: [UInt8]) -> [SourcePosition] {
    bytes.withUnsafeBufferPointer { buffer in
      var counter = LineCounter(base: buffer.baseAddress!, count: buffer.count)
      return targets.map { counter.position(at: $0) }
    }
  }

  @Test func linesAndColumnsOfAFile() {
    let bytes = Array("a\nbc\r\nd\re\n\n0123456789abcdef\nx".utf8)
    let positions = Self.positions(of: [0, 2, 6, 8, 10, 11, 20, 28, 29], in: bytes)
    #expect(positions.map(\.line) == [1, 2, 3, 4, 5, 6, 6, 7, 7])
    #expect(positions.map(\.column) == [1, 1, 1, 1, 1, 1, 10, 1, 2])
  }

  /// Random bytes rich in line feeds, carriage returns and bytes near them in value (a tab, `\u{0C}`,
  /// `\u{0E}`, bytes with the high bit set), queried at random increasing offsets, sometimes
  /// twice at one offset, sometimes between a `\r` and its `\n`, sometimes behind the last query.
  ///
  /// Half the files have no carriage return, so that the sixty-four-byte blocks, the sixteen-byte
  /// chunks after them and the bytes after those are each where a query ends.
  @Test func agreesWithCountingByteByByte() {
    var generator = SeededRandomNumberGenerator(seed: 0x11E5)
    let alphabet: [UInt8] = [0x0A, 0x0A, 0x0D, 0x09, 0x0C, 0x0E, 0x20, 0x61, 0x8A, 0xFF, 0x8D, 0x00]
    let lineFeedsOnly = alphabet.filter { $0 != 0x0D }
    for round in 0..<800 {
      let length = Int.random(in: 0..<(round.isMultiple(of: 2) ? 120 : 400), using: &generator)
      let letters = round.isMultiple(of: 2) ? alphabet : lineFeedsOnly
      let bytes = (0..<length).map { _ in generator.pick(letters) }
      var targets: [Int] = []
      var target = 0
      for _ in 0..<Int.random(in: 0..<8, using: &generator) {
        target += Int.random(in: 0..<(round.isMultiple(of: 2) ? 24 : 100), using: &generator)
        targets.append(generator.chance(10) ? Int.random(in: 0...target, using: &generator) : target)
      }
      targets.append(length)
      let expected = targets.map { Self.expectedPosition(of: $0, in: bytes) }
      #expect(Self.positions(of: targets, in: bytes) == expected, "bytes \(bytes), queries \(targets)")
    }
  }

  /// Files longer than the 255 chunks (4,080 bytes) whose counts are summed at once: lines of
  /// every length, some files with a carriage return now and then, queried rarely, as the scanner
  /// asks for the few declarations of a long file.
  @Test func agreesWithCountingByteByByteOverLongRuns() {
    var generator = SeededRandomNumberGenerator(seed: 0x4080)
    for _ in 0..<40 {
      let length = Int.random(in: 4_000..<20_000, using: &generator)
      let lineLength = generator.chance(20) ? 1 : Int.random(in: 2..<200, using: &generator)
      let withReturns = generator.chance(50)
      let bytes = (0..<length).map { _ -> UInt8 in
        if withReturns, Int.random(in: 0..<3_000, using: &generator) == 0 { return 0x0D }
        return Int.random(in: 0..<lineLength, using: &generator) == 0 ? 0x0A : 0x61
      }
      var targets: [Int] = []
      var target = 0
      for _ in 0..<Int.random(in: 0..<4, using: &generator) {
        target += Int.random(in: 0..<length / 2, using: &generator)
        targets.append(min(target, length))
      }
      targets.append(length)
      let expected = targets.map { Self.expectedPosition(of: $0, in: bytes) }
      #expect(Self.positions(of: targets, in: bytes) == expected, "length \(length), queries \(targets)")
    }
  }
}
