import Foundation

/// Runs a program to completion and captures its output. Output goes to files rather than pipes so
/// that a large output cannot fill a pipe buffer and block the program.
enum ProcessRunner {
  struct Result: CustomStringConvertible {
    var status: Int32
    var standardOutput: String
    var standardError: String

    var description: String {
      "exit status \(status)\n--- stdout\n\(standardOutput)--- stderr\n\(standardError)"
    }
  }

  static func run(
    _ executable: URL,
    _ arguments: [String],
    in directory: URL? = nil,
    environment: [String: String]? = nil
  ) throws -> Result {
    let scratch = try ScratchDirectory()
    let outputURL = scratch.url.appendingPathComponent("stdout")
    let errorURL = scratch.url.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    let output = try FileHandle(forWritingTo: outputURL)
    let error = try FileHandle(forWritingTo: errorURL)
    var attempt = 1
    var process: Process
    while true {
      process = Process()
      process.executableURL = executable
      process.arguments = arguments
      if let directory { process.currentDirectoryURL = directory }
      if let environment { process.environment = environment }
      process.standardOutput = output
      process.standardError = error
      do {
        try process.run()
        break
      } catch let failure where isBusy(failure) && attempt < 100 {
        attempt += 1
        usleep(50_000)
      }
    }
    process.waitUntilExit()
    try output.close()
    try error.close()
    return Result(
      status: process.terminationStatus,
      standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
      standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self)
    )
  }
}

extension ProcessRunner {
  /// Whether starting the program failed with "text file busy": a test that has just copied or
  /// written an executable can find it still open for writing in a child that another test forked
  /// meanwhile, until that child runs its own program (a few milliseconds). So the start is tried
  /// again, for at most 5 s.
  private static func isBusy(_ error: any Error) -> Bool {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    return underlying?.domain == NSPOSIXErrorDomain && underlying?.code == Int(ETXTBSY)
  }

  /// Runs the blocks at the same time, each on its own thread, and returns their results in order:
  /// how tests start two runs of the tool that overlap.
  static func concurrently(_ runs: [@Sendable () throws -> Result]) throws -> [Result] {
    let results = ResultBox(count: runs.count)
    DispatchQueue.concurrentPerform(iterations: runs.count) { index in
      results.set(index, Swift.Result { try runs[index]() })
    }
    return try results.values.map { try $0!.get() }
  }

  private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Swift.Result<ProcessRunner.Result, any Error>?]

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Swift.Result<ProcessRunner.Result, any Error>) {
      lock.withLock { storage[index] = value }
    }

    var values: [Swift.Result<ProcessRunner.Result, any Error>?] { lock.withLock { storage } }
  }
}
