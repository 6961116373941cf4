#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's `write`, which the methods named `write` below hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

/// Writes to an open file through a 256 KB buffer, so that many small sections cost a few large
/// writes, each section from its own storage: a large generated file is never joined into one
/// string nor copied into another buffer.
struct BufferedFileOutput {
  private let descriptor: Int32
  private let buffer: UnsafeMutableRawBufferPointer
  private var used = 0

  /// Writes the sections' UTF-8, one after the other, to the open file; the caller closes it.
  static func write(_ sections: [String], to descriptor: Int32) throws {
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 18, alignment: 1)
    defer { buffer.deallocate() }
    var output = BufferedFileOutput(descriptor: descriptor, buffer: buffer)
    for var section in sections {
      try section.withUTF8 { try output.write($0) }
    }
    try output.flush()
  }

  private init(descriptor: Int32, buffer: UnsafeMutableRawBufferPointer) {
    self.descriptor = descriptor
    self.buffer = buffer
  }

  private mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) throws(SystemError) {
    guard let base = bytes.baseAddress else { return }
    if used + bytes.count > buffer.count { try flush() }
    if bytes.count >= buffer.count {
      try Self.writeAll(UnsafeRawBufferPointer(start: base, count: bytes.count), to: descriptor)
    } else {
      (buffer.baseAddress! + used).copyMemory(from: base, byteCount: bytes.count)
      used += bytes.count
    }
  }

  private mutating func flush() throws(SystemError) {
    try Self.writeAll(UnsafeRawBufferPointer(start: buffer.baseAddress, count: used), to: descriptor)
    used = 0
  }

  /// Writes all of `bytes` to the open file, however many calls it takes: a call may write part
  /// of them, or be interrupted by a signal before it writes any.
  static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) throws(SystemError) {
    var written = 0
    while written < bytes.count {
      let count = systemWrite(descriptor, bytes.baseAddress! + written, bytes.count - written)
      if count < 0 {
        if errno == EINTR { continue }
        throw SystemError.last
      }
      // A file that takes no byte of a non-empty write will take none on the next call either.
      guard count > 0 else { throw SystemError(errno: EIO) }
      written += count
    }
  }
}
