/// The bytes of a file and the pure questions the lexer asks about them: where a comment, a
/// literal or an identifier ends, whether an operator touches its neighbours.
///
/// Keeping these apart from the lexer's mutable state is also what keeps a debug build fast:
/// there, calling a non-mutating method from a mutating one copies `self`, and this struct is
/// three words, where the lexer holds arrays that would be retained and released on each copy.
struct SourceBuffer {
  let base: UnsafePointer<UInt8>
  let count: Int
  /// `ByteClass.table`, held here so hot loops read a stored pointer.
  let classes: UnsafePointer<ByteClass>

  init(base: UnsafePointer<UInt8>, count: Int) {
    self.base = base
    self.count = count
    self.classes = ByteClass.table
  }

  /// The byte at `index`, or 0 past the end (swift-syntax treats a NUL like the end of input in
  /// the places where this is used).
  func byte(at index: Int) -> UInt8 { index < count ? base[index] : 0 }

  /// The class of the byte at `index`; `.nul` past the end.
  func byteClass(at index: Int) -> ByteClass { index < count ? classes[Int(base[index])] : .nul }

  /// The offset of the next `\n` or `\r` at or after `index`, or the end of the file.
  func endOfLine(from index: Int) -> Int {
    var index = index
    // Eight bytes at a time: most lines ended here are comments, a quarter of a typical file.
    let lineFeeds = ByteWord.repeating(ASCIIByte.lineFeed)
    let carriageReturns = ByteWord.repeating(ASCIIByte.carriageReturn)
    while count - index >= 8 {
      let word = ByteWord.load(base + index)
      let breaks = ByteWord.zeroBytes(word ^ lineFeeds) | ByteWord.zeroBytes(word ^ carriageReturns)
      if breaks != 0 { return index + ByteWord.firstMarked(breaks) }
      index += 8
    }
    while index < count {
      switch classes[Int(base[index])] {
      case .lineFeed, .carriageReturn: return index
      default: index += 1
      }
    }
    return index
  }

  /// The bytes in `range`, decoded as UTF-8 (invalid bytes become U+FFFD).
  func text(_ range: Range<Int>) -> String {
    String(decoding: span(range), as: UTF8.self)
  }

  /// The bytes in `range`, copied as they are.
  func bytes(_ range: Range<Int>) -> [UInt8] {
    Array(span(range))
  }

  /// The bytes in `range`, lent.
  private func span(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
  }

  /// Whether the bytes at `index` spell `text`.
  func bytes(at index: Int, equal text: StaticString) -> Bool {
    let length = text.utf8CodeUnitCount
    guard index + length <= count else { return false }
    for offset in 0..<length where base[index + offset] != text.utf8Start[offset] { return false }
    return true
  }

  /// The end of the identifier characters starting at `index`.
  func identifierContinuationEnd(from index: Int) -> Int {
    var index = index
    while index < count {
      switch classes[Int(base[index])] {
      case .letter, .hexLetter, .underscore, .digit, .dollar:
        index += 1
      case .nonASCII:
        let (scalar, length) = UnicodeScalarClass.decode(base, count: count, at: index)
        guard let scalar, UnicodeScalarClass.isIdentifierContinuation(scalar) else { return index }
        index += length
      default:
        return index
      }
    }
    return index
  }
}
