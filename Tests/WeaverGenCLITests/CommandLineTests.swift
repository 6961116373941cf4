import Foundation
import Testing

/// The command surface: exit statuses 0 / 64 / 74, `version`, `@file` arguments.
@Suite struct CommandLineTests {
  /// The version printed is the newest one in CHANGELOG.md, so a release cannot bump one and not
  /// the other.
  @Test func versionPrintsTheChangelogsNewestVersion() throws {
    let changelog = try String(
      contentsOf: CLIRunner.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let newest = try #require(changelog.firstMatch(of: /\n## (\d+\.\d+\.\d+)/)).1
    let result = try CLIRunner.run(["version"])
    #expect(result.status == 0)
    #expect(result.standardOutput == "weaver-gen \(newest)\n")
    #expect(result.standardError.isEmpty)
  }

  @Test func missingInputPathIsAUsageError() throws {
    let result = try CLIRunner.run(["validate"])
    #expect(result.status == 64, "\(result)")
    #expect(result.standardError.contains("Missing '--input-path <path>'"))
  }

  @Test func unknownOptionIsAUsageError() throws {
    let result = try CLIRunner.run(["validate", "--input-path", "Valid", "--frobnicate"])
    #expect(result.status == 64, "\(result)")
  }

  @Test func nonexistentInputPathCannotBeRead() throws {
    let result = try CLIRunner.run(["validate", "--input-path", "NoSuchFolder"])
    #expect(result.status == 74, "\(result)")
    #expect(result.standardError == "weaver-gen: error: input path 'NoSuchFolder' does not exist\n")
  }

  @Test func unreadableArgumentFileCannotBeRead() throws {
    let result = try CLIRunner.run(["validate", "@no-such-arguments.txt"])
    #expect(result.status == 74, "\(result)")
    #expect(result.standardError.hasPrefix("weaver-gen: error: cannot read argument file 'no-such-arguments.txt'"))
  }

  @Test func argumentFilesExpandToTheirLines() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "weaver-gen-args-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let arguments = directory.appendingPathComponent("arguments.txt")
    let input = CLIRunner.fixtures.appendingPathComponent("Valid").path
    try "--input-path\n\(input)\n\n--quiet\n".write(to: arguments, atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["validate", "@\(arguments.path)"])
    #expect(result.status == 0, "\(result)")
    #expect(result.standardError.isEmpty, "\(result)")
  }

  @Test func moduleNameNeedsASingleModule() throws {
    let result = try CLIRunner.run([
      "validate", "--input-path", "Valid", "--input-path", "Broken", "--module-name", "App",
    ])
    #expect(result.status == 64, "\(result)")
    #expect(result.standardError.contains("'--module-name' needs the inputs to form one module"))
  }

  @Test func aFileThatIsNotSwiftIsAUsageError() throws {
    let result = try CLIRunner.run(["validate", "--input-path", "README.md"])
    #expect(result.status == 64, "\(result)")
  }
}

/// Issue 18: standard output or error that cannot be written (a full disk, a closed descriptor) is
/// an output error with status 74 and a message, never a trap.
@Suite struct ConsoleFailureTests {
  /// Runs weaver-gen through `sh`, so that `redirection` can close or redirect its descriptors.
  private func run(_ arguments: String, _ redirection: String) throws -> ProcessRunner.Result {
    try ProcessRunner.run(
      URL(fileURLWithPath: "/bin/sh"), ["-c", "exec \"$0\" \(arguments) \(redirection)", CLIRunner.executable.path],
      in: CLIRunner.fixtures)
  }

  @Test(arguments: ["graph --input-path Valid", "version"])
  func aFullStandardOutputIsReported(arguments: String) throws {
    let result = try run(arguments, ">/dev/full")
    #expect(result.status == 74, "\(result)")
    #expect(result.standardError.hasPrefix("weaver-gen: error: cannot write to standard output: "), "\(result)")
  }

  @Test func aClosedStandardOutputIsReported() throws {
    let result = try run("graph --input-path Valid", ">&-")
    #expect(result.status == 74, "\(result)")
    #expect(result.standardError.hasPrefix("weaver-gen: error: cannot write to standard output: "), "\(result)")
  }

  @Test func aFullStandardErrorEndsWithTheStatusOfTheFailure() throws {
    let result = try run("validate --input-path Broken", "2>/dev/full")
    #expect(result.status == 74, "\(result)")
  }
}
