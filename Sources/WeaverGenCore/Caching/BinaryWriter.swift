/// Appends values as compact bytes for the analysis cache: unsigned integers as LEB128 varints
/// (7 bits a byte, so a line number costs one or two), signed ones zig-zagged first, strings as
/// their UTF-8 byte count then the bytes. `BinaryReader` reads them back.
struct BinaryWriter {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

  mutating func write(_ value: UInt64) {
    var rest = value
    while rest >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }

  /// Zig-zag: small negative numbers stay short too.
  mutating func write(_ value: Int) {
    let wide = Int64(value)
    write(UInt64(bitPattern: (wide << 1) ^ (wide >> 63)))
  }

  mutating func write(_ value: Bool) { bytes.append(value ? 1 : 0) }

  mutating func write(_ string: String) {
    string.withUTF8Bytes { utf8 in
      write(UInt64(utf8.count))
      bytes.append(contentsOf: utf8)
    }
  }

  /// A tag byte (0 for `nil`), then the value.
  mutating func write(_ string: String?) {
    write(string != nil)
    if let string { write(string) }
  }

  mutating func write(_ strings: [String]) {
    write(UInt64(strings.count))
    for string in strings { write(string) }
  }

  /// A count, then each element as `element` writes it.
  mutating func write<Element>(_ elements: [Element], _ element: (inout BinaryWriter, Element) -> Void) {
    write(UInt64(elements.count))
    for item in elements { element(&self, item) }
  }

  /// Bytes as they are, with no length: for fixed-size fields and for what the reader's caller
  /// sizes itself.
  mutating func append(raw: some Sequence<UInt8>) { bytes.append(contentsOf: raw) }

  /// 8 bytes, little-endian: digests are fixed-size, and a varint would lengthen most of them.
  mutating func writeFixed(_ value: UInt64) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }
}
