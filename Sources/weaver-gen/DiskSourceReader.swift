import Foundation
import WeaverGenCore

/// Reads source files from disk for the pipeline, with the operating system's reason on failure.
struct DiskSourceReader: SourceReader {
  struct ReadError: Error, CustomStringConvertible {
    var description: String
  }

  func contents(of path: String) throws -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw ReadError(description: Self.reason(errno)) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw ReadError(description: Self.reason(errno)) }
    guard (info.st_mode & S_IFMT) == S_IFREG else { throw ReadError(description: "not a regular file") }
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
    var total = 0
    while true {
      if total == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(4096, bytes.count))) }
      let count = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress! + total, buffer.count - total)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw ReadError(description: Self.reason(errno))
      }
      if count == 0 { break }
      total += count
    }
    bytes.removeSubrange(total...)
    return bytes
  }

  private static func reason(_ code: Int32) -> String {
    String(cString: strerror(code)).lowercased()
  }
}
