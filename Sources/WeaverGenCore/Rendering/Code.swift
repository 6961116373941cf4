/// A piece of generated Swift, as UTF-8 bytes, written by string interpolation straight into its
/// buffer: `"let \(name): \(type)"` appends the literal's bytes, the name's and the type's
/// (`TypeExpression` writes itself, `TextOutputStreamable`). The same interpolation into a
/// `String` made a `String` of each type, then grew the line through `String`'s append, which
/// checks the string's representation and ASCII-ness on every piece: 300–400 instructions a
/// piece, where appending bytes takes a few dozen (`ByteBuffer`), for every piece of every line
/// of a module's code (docs/performance.md, stops 46 and 50).
///
/// Only what reads as Swift source interpolates: `String`s, other `Code`, and values that print
/// themselves (`TextOutputStreamable`, `CustomStringConvertible`); an optional does not compile, so
/// `Optional(...)` never reaches generated code.
struct Code: ExpressibleByStringInterpolation, StringInterpolationProtocol, TextOutputStream, CustomStringConvertible {
  private(set) var bytes: ByteBuffer

  init() { bytes = ByteBuffer() }

  init(stringLiteral literal: StaticString) {
    bytes = ByteBuffer(capacity: literal.utf8CodeUnitCount)
    appendLiteral(literal)
  }

  /// Inline when the literal and 16 bytes a value fit (`ByteBuffer`), else room for the literal
  /// and 64 bytes a value: a value is a name, a type, or a build of a hundred bytes and more, and
  /// a line that outgrows its buffer is copied into one twice the size (with 16 bytes a value,
  /// 38,000 times on the 2,000-type app, beside the 58,000 buffers made; with 32, 15,000 times).
  init(literalCapacity: Int, interpolationCount: Int) {
    let fitsInline = literalCapacity + 16 * interpolationCount <= ByteBuffer.inlineCapacity
    bytes = ByteBuffer(capacity: fitsInline ? 0 : literalCapacity + 64 * interpolationCount)
  }

  init(stringInterpolation: Code) { self = stringInterpolation }

  /// Empty code with room for `capacity` bytes.
  init(reservingCapacity capacity: Int) {
    bytes = ByteBuffer(capacity: capacity)
  }

  /// Code held as text, such as the runtime support's.
  init(_ text: String) {
    bytes = ByteBuffer(capacity: text.utf8.count)
    write(text)
  }

  var isEmpty: Bool { bytes.isEmpty }

  /// The code as a `String`, for the files written and the tests that read them.
  var text: String { bytes.text }

  /// The code itself, so that code interpolated into a `String` reads as code.
  var description: String { text }

  mutating func appendLiteral(_ literal: StaticString) {
    literal.withUTF8Buffer { bytes.append($0) }
  }

  mutating func appendInterpolation(_ text: String) { write(text) }

  mutating func appendInterpolation(_ code: Code) { append(code) }

  mutating func appendInterpolation(_ value: some TextOutputStreamable) { value.write(to: &self) }

  /// A value that is both (`TypeExpression`) writes itself: without this overload the two above
  /// would be ambiguous for it.
  mutating func appendInterpolation(_ value: some TextOutputStreamable & CustomStringConvertible) {
    value.write(to: &self)
  }

  mutating func appendInterpolation(_ value: some CustomStringConvertible) { write(value.description) }

  /// Appends `text`'s bytes in one copy, read in place (`withUTF8Bytes`).
  mutating func write(_ text: String) { text.withUTF8Bytes { bytes.append($0) } }

  /// Appends `other` as it is: a part written apart (a build, a list of parameters).
  mutating func append(_ other: Code) { bytes.append(other.bytes) }

  /// `lhs` then `rhs`: a line too long for one literal in the renderer's source.
  static func + (lhs: Code, rhs: Code) -> Code {
    var joined = lhs
    joined.append(rhs)
    return joined
  }
}

extension [Code] {
  /// The elements' code with `separator` between them: `a: A, b: B`.
  func joined(separator: StaticString) -> Code {
    // Made at its final size: grown from empty, it was copied into a larger buffer as elements came.
    let size = reduce(separator.utf8CodeUnitCount * Swift.max(count - 1, 0)) { $0 + $1.bytes.count }
    var joined = Code(reservingCapacity: size)
    for index in indices {
      if index > 0 { joined.appendLiteral(separator) }
      joined.append(self[index])
    }
    return joined
  }
}
