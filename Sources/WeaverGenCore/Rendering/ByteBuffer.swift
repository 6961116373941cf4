/// Generated code's bytes as the printers append them: up to 112 bytes in the value itself, more
/// in a heap block holding a count, a capacity and the bytes (`ManagedBuffer`), copied on write
/// like an array.
///
/// `[UInt8]` did the same job at a cost the printers pay hundreds of times per type: its
/// `append(contentsOf:)` of a few bytes (a name, `: `, a type) ran about 70 instructions, through
/// generic code that checks for a non-contiguous source and copies a byte at a time when one
/// gives fewer bytes than it promised; and each new array asked `malloc` for the usable size of
/// its block, 166 instructions an array, for the 28 lines of code made for each type. Here an
/// append is a capacity check and one `memcpy`, and the capacity is the one asked for
/// (docs/performance.md, stop 50).
///
/// A line's code, or a part of one, is made, appended to its type's section and dropped: in a
/// heap block each, the 2,000-type app allocated and freed 70,000 of them, about 300 instructions
/// each through the runtime and `malloc`. Nine lines in ten of the generated code fit in 112 bytes,
/// so code that short is kept inline and never allocated: 11,000 blocks, the printing 5 % fewer
/// instructions (docs/performance.md, stop 52).
struct ByteBuffer {
  private struct Header {
    var count: Int
    var capacity: Int
  }

  /// The bytes kept in the value itself.
  private typealias InlineBytes = (
    UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64
  )

  /// How many bytes fit in the value itself.
  static let inlineCapacity = MemoryLayout<InlineBytes>.size

  /// `nil` while the bytes fit in `inline`.
  private var storage: ManagedBuffer<Header, UInt8>?
  private var inlineCount = 0
  private var inline: InlineBytes = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)

  init() {}

  /// An empty buffer with room for `capacity` bytes.
  init(capacity: Int) {
    if capacity > Self.inlineCapacity { storage = Self.allocate(capacity) }
  }

  // The header is read and written through pointers: as the class's `header` property, each
  // access was checked for exclusivity at run time.
  var count: Int { storage.map { $0.withUnsafeMutablePointerToHeader { $0.pointee.count } } ?? inlineCount }

  var isEmpty: Bool { count == 0 }

  /// The byte `offset` places before the end (0 is the last); `nil` past the start.
  func byte(fromEnd offset: Int) -> UInt8? {
    withUnsafeBytes { bytes in offset < bytes.count ? bytes[bytes.count - 1 - offset] : nil }
  }

  /// The bytes as text, in a `String` of their own length (the printers write UTF-8).
  var text: String { withUnsafeBytes { String(decoding: $0, as: UTF8.self) } }

  /// The bytes, lent to `body`.
  func withUnsafeBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
    guard let storage else {
      let count = inlineCount
      // The inline words read as bytes through a rebinding, not by assuming their type.
      return try Swift.withUnsafeBytes(of: inline) { raw in
        try raw.withMemoryRebound(to: UInt8.self) { try body(UnsafeBufferPointer(rebasing: $0[..<count])) }
      }
    }
    return try storage.withUnsafeMutablePointers { header, elements in
      try body(UnsafeBufferPointer(start: elements, count: header.pointee.count))
    }
  }

  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    appendBytes(count: bytes.count) { $0.initialize(from: source, count: bytes.count) }
  }

  mutating func append(_ byte: UInt8) {
    appendBytes(count: 1) { $0.initialize(to: byte) }
  }

  /// `byte`, `count` times: indentation.
  mutating func append(_ byte: UInt8, count added: Int) {
    guard added > 0 else { return }
    appendBytes(count: added) { $0.initialize(repeating: byte, count: added) }
  }

  /// Lends `write` the place of `added` more bytes at the end, inline while they fit there, else
  /// in unshared storage with room for them, and counts them once written: the one place every
  /// append finds its room.
  @inline(__always)
  private mutating func appendBytes(count added: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Void) {
    let count = inlineCount
    if storage == nil, count + added <= Self.inlineCapacity {
      Swift.withUnsafeMutableBytes(of: &inline) { raw in
        raw.withMemoryRebound(to: UInt8.self) { write($0.baseAddress.unsafelyUnwrapped + count) }
      }
      inlineCount = count + added
      return
    }
    reserveRoom(for: added)
    storage.unsafelyUnwrapped.withUnsafeMutablePointers { header, elements in
      write(elements + header.pointee.count)
      header.pointee.count += added
    }
  }

  mutating func append(_ other: ByteBuffer) {
    other.withUnsafeBytes { append($0) }
  }

  /// Makes the storage allocated and unshared, with room for `added` more bytes.
  @inline(__always)
  private mutating func reserveRoom(for added: Int) {
    guard storage != nil, isKnownUniquelyReferenced(&storage),
      storage.unsafelyUnwrapped.withUnsafeMutablePointerToHeader({ $0.pointee.capacity - $0.pointee.count }) >= added
    else { return grow(toAdd: added) }
  }

  /// Copies the bytes into a block twice as large (or as large as needed): the bytes were inline,
  /// or the storage was shared or full.
  @inline(never)
  private mutating func grow(toAdd added: Int) {
    let capacity = storage.map { $0.withUnsafeMutablePointerToHeader { $0.pointee.capacity } } ?? Self.inlineCapacity
    let grown = withUnsafeBytes { old in
      let grown = Self.allocate(Swift.max(old.count + added, 2 * capacity))
      grown.withUnsafeMutablePointers { header, elements in
        if let start = old.baseAddress { elements.initialize(from: start, count: old.count) }
        header.pointee.count = old.count
      }
      return grown
    }
    storage = grown
  }

  private static func allocate(_ capacity: Int) -> ManagedBuffer<Header, UInt8> {
    ManagedBuffer<Header, UInt8>.create(minimumCapacity: capacity) { _ in Header(count: 0, capacity: capacity) }
  }
}
