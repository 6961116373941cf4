/// Generated code's bytes as the printers append them: a count, a capacity and the bytes in one
/// heap block (`ManagedBuffer`), copied on write like an array.
///
/// `[UInt8]` did the same job at a cost the printers pay hundreds of times per type: its
/// `append(contentsOf:)` of a few bytes (a name, `: `, a type) ran about 70 instructions, through
/// generic code that checks for a non-contiguous source and copies a byte at a time when one
/// gives fewer bytes than it promised; and each new array asked `malloc` for the usable size of
/// its block, 166 instructions an array, for the 28 lines of code made for each type. Here an
/// append is a capacity check and one `memcpy`, and the capacity is the one asked for
/// (docs/performance.md, stop 50).
struct ByteBuffer {
  private struct Header {
    var count: Int
    var capacity: Int
  }

  /// `nil` until the first byte: empty code (an empty line) allocates nothing.
  private var storage: ManagedBuffer<Header, UInt8>?

  init() {}

  /// An empty buffer with room for `capacity` bytes.
  init(capacity: Int) {
    if capacity > 0 { storage = Self.allocate(capacity) }
  }

  // The header is read and written through pointers: as the class's `header` property, each
  // access was checked for exclusivity at run time.
  var count: Int { storage.map { $0.withUnsafeMutablePointerToHeader { $0.pointee.count } } ?? 0 }

  var isEmpty: Bool { count == 0 }

  /// The byte `offset` places before the end (0 is the last); `nil` past the start.
  func byte(fromEnd offset: Int) -> UInt8? {
    guard let storage else { return nil }
    return storage.withUnsafeMutablePointers { header, elements in
      offset < header.pointee.count ? elements[header.pointee.count - 1 - offset] : nil
    }
  }

  /// The bytes as text, in a `String` of their own length (the printers write UTF-8).
  var text: String { withUnsafeBytes { String(decoding: $0, as: UTF8.self) } }

  /// The bytes, lent to `body`.
  func withUnsafeBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
    guard let storage else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
    return try storage.withUnsafeMutablePointers { header, elements in
      try body(UnsafeBufferPointer(start: elements, count: header.pointee.count))
    }
  }

  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    let added = bytes.count
    reserveRoom(for: added)
    storage.unsafelyUnwrapped.withUnsafeMutablePointers { header, elements in
      (elements + header.pointee.count).initialize(from: source, count: added)
      header.pointee.count += added
    }
  }

  mutating func append(_ byte: UInt8) {
    reserveRoom(for: 1)
    storage.unsafelyUnwrapped.withUnsafeMutablePointers { header, elements in
      (elements + header.pointee.count).initialize(to: byte)
      header.pointee.count += 1
    }
  }

  /// `byte`, `count` times: indentation.
  mutating func append(_ byte: UInt8, count added: Int) {
    guard added > 0 else { return }
    reserveRoom(for: added)
    storage.unsafelyUnwrapped.withUnsafeMutablePointers { header, elements in
      (elements + header.pointee.count).initialize(repeating: byte, count: added)
      header.pointee.count += added
    }
  }

  mutating func append(_ other: ByteBuffer) {
    other.withUnsafeBytes { append($0) }
  }

  /// Makes the storage unshared, with room for `added` more bytes.
  @inline(__always)
  private mutating func reserveRoom(for added: Int) {
    guard isKnownUniquelyReferenced(&storage),
      storage.unsafelyUnwrapped.withUnsafeMutablePointerToHeader({ $0.pointee.capacity - $0.pointee.count }) >= added
    else { return grow(toAdd: added) }
  }

  /// Copies the bytes into a block twice as large (or as large as needed): the storage was shared,
  /// full, or not there yet.
  @inline(never)
  private mutating func grow(toAdd added: Int) {
    let count = count
    let capacity = storage.map { $0.withUnsafeMutablePointerToHeader { $0.pointee.capacity } } ?? 0
    let grown = Self.allocate(Swift.max(count + added, 2 * capacity))
    if let storage {
      storage.withUnsafeMutablePointerToElements { old in
        grown.withUnsafeMutablePointers { header, elements in
          elements.initialize(from: old, count: count)
          header.pointee.count = count
        }
      }
    }
    storage = grown
  }

  private static func allocate(_ capacity: Int) -> ManagedBuffer<Header, UInt8> {
    ManagedBuffer<Header, UInt8>.create(minimumCapacity: capacity) { _ in Header(count: 0, capacity: capacity) }
  }
}
