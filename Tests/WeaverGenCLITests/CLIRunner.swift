import Foundation

/// Runs the built `weaver-gen` executable as a user would, and captures what it prints.
enum CLIRunner {
  typealias Result = ProcessRunner.Result

  /// The package root, found from this file's path, so tests can name fixtures and checkouts.
  static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let fixtures = packageRoot.appendingPathComponent("Tests/WeaverGenCLITests/Fixtures")

  /// The executable next to the test bundle (SwiftPM builds it because this target depends on it).
  static let executable: URL = {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("weaver-gen")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory.deleteLastPathComponent()
    }
    return packageRoot.appendingPathComponent(".build/debug/weaver-gen")
  }()

  /// Runs `weaver-gen arguments` in `directory` (the fixtures folder by default), without colours.
  static func run(_ arguments: [String], in directory: URL = fixtures) throws -> Result {
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    return try ProcessRunner.run(executable, arguments, in: directory, environment: environment)
  }
}
