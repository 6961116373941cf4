import WeaverGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads source files from disk for the pipeline, with the operating system's reason on failure.
struct DiskSourceReader: SourceReader {
  /// The whole file, read into an array sized from `fstat` plus one byte: the read that finds the
  /// end of the file then has room without the array growing, so each byte is copied once and
  /// never zero-filled first. A read that returns fewer bytes than asked for and brings the file to
  /// the size `fstat` gave has found the end: a regular file's read comes short only there, so the
  /// read that would return nothing is not made (one system call fewer per file, 6,000 in the
  /// benchmark's app). A file that grew since `fstat` fills the extra byte and is read on in chunks.
  ///
  /// The file is opened without blocking and must be a regular file: opening a FIFO named
  /// `*.swift` for reading would otherwise wait forever for a writer.
  func contents(of path: String) throws -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else { throw SystemError.last }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw SystemError.last }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      throw SystemError(description: "it is \(SystemError.kindName(ofMode: info.st_mode)), not a regular file")
    }
    let expected = Int(info.st_size)
    var bytes = try [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, count in
      count = try Self.fill(UnsafeMutableRawBufferPointer(buffer), from: descriptor, endingAt: expected)
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

  /// Reads until `buffer` is full or the file ends, taking a short read that leaves `size` bytes
  /// read as the end; returns how many bytes were read.
  private static func fill(
    _ buffer: UnsafeMutableRawBufferPointer, from descriptor: Int32, endingAt size: Int? = nil
  ) throws -> Int {
    var total = 0
    while total < buffer.count {
      let wanted = buffer.count - total
      let count = read(descriptor, buffer.baseAddress! + total, wanted)
      if count < 0 {
        if errno == EINTR { continue }
        throw SystemError.last
      }
      if count == 0 { break }
      total += count
      if count < wanted, total == size { break }
    }
    return total
  }

  /// A small text file the user names on the command line (an argument file, an input list), read
  /// the same careful way, as UTF-8.
  func text(of path: String) throws(SystemError) -> String {
    let bytes: [UInt8]
    do {
      bytes = try contents(of: path)
    } catch {
      throw SystemError(error)
    }
    guard let text = String(bytes: bytes, encoding: .utf8) else { throw SystemError(description: "not valid UTF-8") }
    return text
  }

  /// The non-empty lines of a text, each without its line ending (`\n` or `\r\n`) and without a
  /// carriage return left before it.
  ///
  /// Split by bytes: the line endings are ASCII, and an input list names every file of a target,
  /// whose text split by characters walked its grapheme clusters one by one.
  static func lines(of text: String) -> [String] {
    var lines: [String] = []
    var text = text
    text.withUTF8 { bytes in
      var start = 0
      while start < bytes.count {
        let end = bytes[start...].firstIndex(of: ASCIIByte.lineFeed) ?? bytes.count
        var last = end
        // The carriage return of a `\r\n` ending, then one more left before it.
        if end < bytes.count, last > start, bytes[last - 1] == ASCIIByte.carriageReturn { last -= 1 }
        if last > start, bytes[last - 1] == ASCIIByte.carriageReturn { last -= 1 }
        if last > start {
          lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<last]), as: UTF8.self))
        }
        start = end + 1
      }
    }
    return lines
  }
}
