import Foundation
import WeaverGenCore

/// Reads source files from disk for the pipeline, with the operating system's reason on failure.
struct DiskSourceReader: SourceReader {
  /// Why a file cannot be read, in the operating system's words; it becomes the text of an
  /// `unreadable-file` diagnostic.
  struct ReadError: Error, CustomStringConvertible {
    var description: String
  }

  /// The whole file, read into an array sized from `fstat` plus one byte: the read that finds the
  /// end of the file then has room without the array growing, so each byte is copied once and
  /// never zero-filled first. A file that grew since `fstat` is read on in chunks.
  ///
  /// The file is opened without blocking and must be a regular file: opening a FIFO named
  /// `*.swift` for reading would otherwise wait forever for a writer.
  func contents(of path: String) throws -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else { throw ReadError(description: Self.reason(errno)) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw ReadError(description: Self.reason(errno)) }
    guard (info.st_mode & S_IFMT) == S_IFREG else { throw ReadError(description: "not a regular file") }
    let expected = Int(info.st_size)
    var bytes = try [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, count in
      count = try Self.fill(UnsafeMutableRawBufferPointer(buffer), from: descriptor)
    }
    if bytes.count > expected {
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        let count = try chunk.withUnsafeMutableBytes { try Self.fill($0, from: descriptor) }
        if count == 0 { break }
        bytes += chunk[..<count]
      }
    }
    return bytes
  }

  /// Reads until `buffer` is full or the file ends; returns how many bytes were read.
  private static func fill(_ buffer: UnsafeMutableRawBufferPointer, from descriptor: Int32) throws -> Int {
    var total = 0
    while total < buffer.count {
      let count = read(descriptor, buffer.baseAddress! + total, buffer.count - total)
      if count < 0 {
        if errno == EINTR { continue }
        throw ReadError(description: reason(errno))
      }
      if count == 0 { break }
      total += count
    }
    return total
  }

  private static func reason(_ code: Int32) -> String {
    String(cString: strerror(code)).lowercased()
  }
}
