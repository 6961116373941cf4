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
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if let environment { process.environment = environment }
    let scratch = try ScratchDirectory()
    let outputURL = scratch.url.appendingPathComponent("stdout")
    let errorURL = scratch.url.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    let output = try FileHandle(forWritingTo: outputURL)
    let error = try FileHandle(forWritingTo: errorURL)
    process.standardOutput = output
    process.standardError = error
    try process.run()
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
