import Foundation
import Testing

/// Runs that write the same folder take turns (issues 11 and 18): each holds the lock of the folder
/// it writes (`.weaver-gen.lock` in it) while it writes there, whatever path names the folder,
/// says when it waits for another run, and is never blocked by a user's own lock on the folder.
@Suite struct OutputLockTests {
  private static let source = "final class Root {\n  // weaver: child = Child\n}\nfinal class Child {}\n"

  /// A scratch project with `Sources/App/Root.swift` and an `Out` folder.
  private static func project(_ scratch: borrowing ScratchDirectory) throws {
    let sources = scratch.url.appendingPathComponent("Sources/App")
    for folder in [sources, scratch.url.appendingPathComponent("Out/App")] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    try source.write(to: sources.appendingPathComponent("Root.swift"), atomically: true, encoding: .utf8)
  }

  /// Starts weaver-gen in `directory` with standard error on a pipe.
  private static func start(_ arguments: [String], in directory: URL) throws -> (Process, FileHandle) {
    let process = Process()
    process.executableURL = CLIRunner.executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let pipe = Pipe()
    process.standardError = pipe
    try process.run()
    return (process, pipe.fileHandleForReading)
  }

  /// The test holds the lock of `Out/App`, as a run writing it with `--output-directory Out/App`
  /// does, and starts a run writing the same folder as a module folder of `--output-path Out`: it
  /// must say that it waits (a condition, not a delay: reading the pipe blocks until it speaks),
  /// write nothing meanwhile, and write once the lock is released.
  @Test func aRunWritingTheSameFolderUnderAnotherSpellingWaitsAndSaysSo() throws {
    let scratch = try ScratchDirectory()
    try Self.project(scratch)
    let lockFile = scratch.url.appendingPathComponent("Out/App/.weaver-gen.lock")
    let lock = open(lockFile.path, O_RDWR | O_CREAT, 0o644)
    try #require(lock >= 0 && flock(lock, LOCK_EX) == 0)
    defer { close(lock) }

    let (process, standardError) = try Self.start(
      ["generate", "--input-path", "Sources/App", "--output-path", "./Out/../Out", "--quiet"], in: scratch.url)
    var said = ""
    while !said.contains("\n") {
      let data = standardError.availableData
      if data.isEmpty { break }
      said += String(decoding: data, as: UTF8.self)
    }
    #expect(
      said.hasPrefix("weaver-gen: note: waiting for another run writing into './Out/../Out/App' to finish"), "\(said)")
    #expect(process.isRunning, "the run finished without waiting for the lock")
    #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("Out/App/Weaver.swift").path))

    flock(lock, LOCK_UN)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("Out/App/Weaver.swift").path))
  }

  /// `flock Out weaver-gen …` once waited forever without a word: the lock was the folder itself.
  /// The hang guard only turns a regression into a failure instead of a stuck test run.
  @Test func aUsersOwnLockOnTheOutputFolderDoesNotBlockARun() throws {
    let scratch = try ScratchDirectory()
    try Self.project(scratch)
    let output = scratch.url.appendingPathComponent("Out/App")
    let folder = open(output.path, O_RDONLY | O_DIRECTORY)
    try #require(folder >= 0 && flock(folder, LOCK_EX) == 0)
    defer { close(folder) }

    let (process, _) = try Self.start(
      ["generate", "--input-path", "Sources/App", "--output-directory", "Out/App", "--quiet"], in: scratch.url)
    let deadline = Date().addingTimeInterval(300)
    while process.isRunning && Date() < deadline { usleep(50_000) }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    #expect(process.terminationReason == .exit && process.terminationStatus == 0)
    #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("Weaver.swift").path))
  }

  /// The lock file is removed when the run ends: the output folder holds only the outputs.
  @Test func aFinishedRunLeavesNoLockFile() throws {
    let scratch = try ScratchDirectory()
    try Self.project(scratch)
    let result = try CLIRunner.run(
      ["generate", "--input-path", "Sources/App", "--output-directory", "Out/App"], in: scratch.url)
    #expect(result.status == 0, "\(result)")
    let names = try FileManager.default.contentsOfDirectory(atPath: scratch.url.appendingPathComponent("Out/App").path)
    #expect(names == ["Weaver.swift"])
  }

  /// The lock file is weaver-gen's own: an output of that name would be removed with the lock.
  @Test func anOutputNamedLikeTheLockFileIsRefused() throws {
    let scratch = try ScratchDirectory()
    try Self.project(scratch)
    let result = try CLIRunner.run(
      ["generate", "--input-path", "Sources/App", "--output-file", "Out/.weaver-gen.lock"], in: scratch.url)
    #expect(result.status == 74, "\(result)")
    #expect(
      result.standardError
        == "weaver-gen: error: refusing to write 'Out/.weaver-gen.lock': weaver-gen keeps its lock there; choose another output\n"
    )
  }
}
