/// Accumulates generated Swift with explicit indentation, as swift-protobuf's printer does: callers
/// push and pop levels around blocks instead of embedding spaces in strings, so the structure of
/// the output is visible in the renderer's code.
///
/// It keeps UTF-8 bytes, and each line's content is `Code` built by interpolation: a line is its
/// indentation, its bytes and a line feed appended to one buffer. Written into `String`s, printing
/// the 2,000-type app took 240 million instructions; in bytes, 173 million (docs/performance.md,
/// stop 46).
struct CodeWriter {
  private var bytes = ByteBuffer()
  private var indentation = 0

  init() {}

  /// A writer whose buffer starts at `capacity` bytes: a type's section, about a kilobyte, grown
  /// from empty was copied into a buffer twice the size about seven times over.
  init(reservingCapacity capacity: Int) {
    bytes = ByteBuffer(capacity: capacity)
  }

  /// What was written, in a `String` of its own length: text kept until the files are written
  /// (each type's section) takes no more memory than it needs.
  var text: String { bytes.text }

  /// Writes one line at the current indentation (an empty line has no trailing spaces).
  mutating func line(_ content: Code = Code()) {
    if !content.isEmpty {
      // Two spaces a level, set in one call: appending a two-byte array for each level read a
      // global (initialised once, retained at each read) and went through the generic copy, for
      // every line of every type.
      bytes.append(ASCIIByte.space, count: 2 * indentation)
      bytes.append(content.bytes)
    }
    bytes.append(ASCIIByte.lineFeed)
  }

  /// Writes `opening`, the lines `body` writes one level deeper, then `closing`.
  mutating func block(_ opening: Code, closing: Code = "}", _ body: (inout CodeWriter) -> Void) {
    line(opening)
    indentation += 1
    body(&self)
    indentation -= 1
    line(closing)
  }

  /// Appends what another writer wrote, as it is: a type's code put in a branch of an `#if`.
  mutating func append(_ written: String) {
    written.withUTF8Bytes { bytes.append($0) }
  }

  /// Writes an empty line unless the text is empty or already ends with one, so blocks can ask
  /// for separation without doubling it.
  mutating func separator() {
    guard let last = bytes.byte(fromEnd: 0) else { return }
    let previous = bytes.byte(fromEnd: 1)
    guard !(last == ASCIIByte.lineFeed && (previous == ASCIIByte.lineFeed || previous == UInt8(ascii: "{"))) else {
      return
    }
    bytes.append(ASCIIByte.lineFeed)
  }
}
