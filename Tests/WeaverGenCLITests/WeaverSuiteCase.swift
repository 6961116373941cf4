import Foundation
import Testing

/// One case of scribd/Weaver's own generator tests, recreated as a fixture folder under
/// `WeaverSuite/<tag>/<Weaver test file>/<case>/` (see `WeaverSuite/README.md`): the annotated
/// `input.swift`, the `initializers.swift` and `stand-ins.swift` the Weaver test leaves out,
/// `weaver.txt` (what Weaver did) and `expected.txt` (what weaver-gen must print).
struct WeaverSuiteCase: CustomTestStringConvertible, Sendable {
  /// The folder's path below `WeaverSuite`, which names the case.
  let path: String

  var testDescription: String { path }

  static let root = CLIRunner.packageRoot.appendingPathComponent("Tests/WeaverGenCLITests/WeaverSuite")

  static let all: [WeaverSuiteCase] = {
    guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
    let prefix = root.standardizedFileURL.path + "/"
    return walker.compactMap { $0 as? URL }
      .filter { $0.lastPathComponent == "expected.txt" }
      .map {
        WeaverSuiteCase(path: String($0.deletingLastPathComponent().standardizedFileURL.path.dropFirst(prefix.count)))
      }
      .sorted { $0.path < $1.path }
  }()

  var folder: URL { Self.root.appendingPathComponent(path) }

  /// The lines weaver-gen must print for the folder, or `["ok"]` when it must print nothing;
  /// lines starting with `#` explain the verdict and are not compared.
  func expectedVerdict() throws -> [String] {
    try String(contentsOf: folder.appendingPathComponent("expected.txt"), encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
      .filter { !$0.hasPrefix("#") }
  }

  /// Whether the expected verdict lets weaver-gen generate code (no errors, warnings allowed).
  func isAccepted() throws -> Bool {
    try !expectedVerdict().contains { $0.contains(": error: ") }
  }

  /// What `weaver-gen validate --quiet` prints on the folder, in the same form as `expected.txt`.
  func actualVerdict() throws -> (lines: [String], result: CLIRunner.Result) {
    let result = try CLIRunner.run(["validate", "--quiet"] + Self.weaverInputs, in: folder)
    let lines = result.standardError.split(separator: "\n").map(String.init)
    return (lines.isEmpty && result.status == 0 ? ["ok"] : lines, result)
  }

  /// What weaver-gen reads in a case folder: everything but the stand-ins, which declare what
  /// another module would, so that weaver-gen's verdict is the one on the Weaver test's module.
  static let weaverInputs = ["--input-path", ".", "--ignored-path", "stand-ins.swift"]

  /// The Swift files compiled with the generated code: the folder's own, sorted.
  func swiftFiles() throws -> [URL] {
    try SwiftCompiler.swiftFiles(in: folder)
  }
}
