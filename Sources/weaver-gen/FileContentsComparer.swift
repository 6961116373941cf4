#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tells whether a file already holds some text, reading it front to back 64 KB at a time, so that
/// checking an unchanged large output costs one read of it and no copy of either side.
struct FileContentsComparer {
  private let descriptor: Int32
  private let buffer: UnsafeMutableRawBufferPointer
  /// The unread part of the buffer.
  private var start = 0
  private var end = 0

  /// Whether the open file is a regular file whose bytes are the sections' UTF-8, one after the
  /// other. It is read from its start, whatever its offset.
  static func file(_ descriptor: Int32, holds sections: [String]) -> Bool {
    guard lseek(descriptor, 0, SEEK_SET) == 0 else { return false }
    var info = stat()
    let size = sections.reduce(0) { $0 + $1.utf8.count }
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == size else {
      return false
    }
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
    defer { buffer.deallocate() }
    var comparer = FileContentsComparer(descriptor: descriptor, buffer: buffer)
    for var section in sections {
      guard section.withUTF8({ comparer.nextBytesEqual($0) }) else { return false }
    }
    return comparer.isAtEnd()
  }

  private init(descriptor: Int32, buffer: UnsafeMutableRawBufferPointer) {
    self.descriptor = descriptor
    self.buffer = buffer
  }

  private mutating func nextBytesEqual(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var offset = 0
    while offset < bytes.count {
      if start == end && !refill() { return false }
      let count = min(end - start, bytes.count - offset)
      guard memcmp(buffer.baseAddress! + start, bytes.baseAddress! + offset, count) == 0 else { return false }
      start += count
      offset += count
    }
    return true
  }

  private mutating func isAtEnd() -> Bool {
    start == end && !refill()
  }

  /// Reads the next bytes into the buffer; false at the end of the file or on an error.
  private mutating func refill() -> Bool {
    while true {
      let count = read(descriptor, buffer.baseAddress!, buffer.count)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      (start, end) = (0, count)
      return true
    }
  }
}
