import Foundation

/// Runs the built `weaver-gen` executable as a user would, and captures what it prints.
enum CLIRunner {
  typealias Result = ProcessRunner.Result

  /// The package root, found from this file's path, so tests can name fixtures and checkouts.
  static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let fixtures = packageRoot.appendingPathComponent("Tests/WeaverGenCLITests/Fixtures")

  /// The executable next to the test bundle (SwiftPM builds it because this target depends on it),
  /// or the one `WEAVER_GEN_EXECUTABLE` names: how a new test is shown to fail on an older build.
  static let executable: URL =
    ProcessInfo.processInfo.environment["WEAVER_GEN_EXECUTABLE"].map { URL(fileURLWithPath: $0) }
    ?? inBuildDirectory("weaver-gen", where: { FileManager.default.isExecutableFile(atPath: $0) })
    ?? packageRoot.appendingPathComponent(".build/debug/weaver-gen")

  /// The first `relative` path, in the test executable's folder or one of its ancestors, that
  /// satisfies `matches` (by default, that exists): how tests find what this build produced,
  /// wherever `--scratch-path` put the build directory.
  static func inBuildDirectory(
    _ relative: String,
    where matches: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
  ) -> URL? {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<6 {
      let candidate = directory.appendingPathComponent(relative)
      if matches(candidate.path) { return candidate }
      directory.deleteLastPathComponent()
    }
    return nil
  }

  /// Runs `weaver-gen arguments` in `directory` (the fixtures folder by default), without colours.
  static func run(_ arguments: [String], in directory: URL = fixtures) throws -> Result {
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    return try ProcessRunner.run(executable, arguments, in: directory, environment: environment)
  }
}
