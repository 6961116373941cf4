import Foundation
import Testing

/// Runs that share an output folder take turns (issue 11): each holds an advisory lock on the
/// folder while it writes, and waits for one another run holds.
@Suite struct OutputLockTests {
  #if os(Linux)
  /// The test holds the lock itself, and watches the kernel's table of locks (`/proc/locks`) until
  /// the run appears there as a waiter: a condition, not a delay, so a slow machine only makes the
  /// test slower. The time limit only turns a hang into a failure.
  @Test(.timeLimit(.minutes(30)))
  func aRunWaitsForTheLockAnotherRunHoldsOnItsOutputFolder() throws {
    let scratch = try ScratchDirectory()
    let sources = scratch.url.appendingPathComponent("Sources/App")
    let output = scratch.url.appendingPathComponent("Out")
    for folder in [sources, output] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    try "final class Root {\n  // weaver: child = Child\n}\nfinal class Child {}\n"
      .write(to: sources.appendingPathComponent("Root.swift"), atomically: true, encoding: .utf8)
    let folder = open(output.path, O_RDONLY | O_DIRECTORY)
    try #require(folder >= 0 && flock(folder, LOCK_EX) == 0)
    defer { close(folder) }

    let process = Process()
    process.executableURL = CLIRunner.executable
    process.arguments = ["generate", "--input-path", "Sources/App", "--output-path", "Out", "--quiet"]
    process.currentDirectoryURL = scratch.url
    try process.run()
    while process.isRunning && !Self.isWaitingForALock(process.processIdentifier) { usleep(20_000) }
    #expect(process.isRunning, "the run finished without waiting for the lock")
    #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("App/Weaver.swift").path))

    flock(folder, LOCK_UN)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("App/Weaver.swift").path))
  }

  /// Whether `/proc/locks` lists the process as blocked on a lock (`N: -> FLOCK ADVISORY WRITE <pid> …`).
  private static func isWaitingForALock(_ pid: Int32) -> Bool {
    guard let table = try? String(contentsOfFile: "/proc/locks", encoding: .utf8) else { return false }
    return table.split(separator: "\n").contains { line in
      let fields = line.split(separator: " ")
      return fields.count > 5 && fields[1] == "->" && fields[5] == "\(pid)"
    }
  }
  #endif
}
