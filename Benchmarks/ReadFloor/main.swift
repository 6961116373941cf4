// The floor for `weaver-gen generate`: how long it takes only to read the app's bytes.
//
// usage: read-floor LIST_FILE [THREADS]
//
// LIST_FILE holds one path per line. Reads every file whole with open/read/close into a reused
// buffer, on THREADS threads (default 1), and prints the seconds taken and the bytes read. Nothing
// is parsed or kept, so no tool that must look at every byte can be faster on a warm cache.
import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let arguments = CommandLine.arguments
guard arguments.count >= 2, let list = try? String(contentsOfFile: arguments[1], encoding: .utf8) else {
  FileHandle.standardError.write(Data("usage: read-floor LIST_FILE [THREADS]\n".utf8))
  exit(64)
}
let paths = list.split(separator: "\n").map(String.init)
let threads = max(1, arguments.count > 2 ? Int(arguments[2]) ?? 1 : 1)

/// Reads the files whose index is `thread` modulo `threads`; returns the bytes read.
func readShare(_ thread: Int) -> Int {
  var buffer = [UInt8](repeating: 0, count: 1 << 20)
  var total = 0
  for index in stride(from: thread, to: paths.count, by: threads) {
    let descriptor = open(paths[index], O_RDONLY)
    guard descriptor >= 0 else { continue }
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count <= 0 { break }
      total += count
    }
    close(descriptor)
  }
  return total
}

let start = DispatchTime.now().uptimeNanoseconds
let totals = UnsafeMutableBufferPointer<Int>.allocate(capacity: threads)
nonisolated(unsafe) let slots = totals
DispatchQueue.concurrentPerform(iterations: threads) { slots[$0] = readShare($0) }
let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
print(String(format: "%.4f %d", seconds, totals.reduce(0, +)))
