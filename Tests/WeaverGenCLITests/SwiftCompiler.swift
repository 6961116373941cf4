import Foundation

/// Compiles Swift files with the toolchain's `swiftc` in the strictest settings generated code must
/// pass (DESIGN §6), and runs the result.
enum SwiftCompiler {
  enum IsolationMode: String, CaseIterable, Sendable {
    /// The Swift 6 default: nonisolated declarations, complete concurrency checking.
    case nonisolated
    /// A module whose declarations default to the main actor (`-default-isolation MainActor`).
    case mainActor

    var flags: [String] {
      switch self {
      case .nonisolated: []
      case .mainActor: ["-default-isolation", "MainActor", "-D", "MAIN_ACTOR_MODE"]
      }
    }
  }

  /// What a compilation or a run printed, both streams together.
  struct Output {
    var status: Int32
    var text: String
  }

  /// `swiftc -swift-version 6 -strict-concurrency=complete -warnings-as-errors` on `files`.
  static func build(_ files: [URL], mode: IsolationMode, executable: URL) throws -> Output {
    let arguments =
      ["swiftc", "-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors"] + mode.flags
      + files.map(\.path) + ["-o", executable.path]
    return try run(URL(fileURLWithPath: "/usr/bin/env"), arguments)
  }

  static func run(_ executable: URL, _ arguments: [String] = []) throws -> Output {
    let result = try ProcessRunner.run(executable, arguments)
    return Output(status: result.status, text: result.standardOutput + result.standardError)
  }

  /// The `.swift` files of a fixture folder, sorted.
  static func swiftFiles(in folder: URL) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "swift" }
      .sorted { $0.path < $1.path }
  }
}

/// A scratch directory removed when the test ends.
struct ScratchDirectory: ~Copyable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("weaver-gen-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}
