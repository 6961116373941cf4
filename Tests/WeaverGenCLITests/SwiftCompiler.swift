import Foundation

/// Compiles Swift files with the toolchain's `swiftc` in the strictest settings generated code must
/// pass (docs/generated-code.md), and runs the result.
enum SwiftCompiler {
  /// The three ways the apps weaver-gen's users build are compiled.
  enum IsolationMode: String, CaseIterable, Sendable {
    /// A: the Swift 6 default, nonisolated declarations (most existing apps).
    case nonisolated
    /// B: declarations default to the main actor (`-default-isolation MainActor`, Xcode 26's
    /// default for new app targets).
    case mainActor
    /// C: B plus the approachable-concurrency features.
    case approachable

    var flags: [String] {
      switch self {
      case .nonisolated: []
      case .mainActor: ["-default-isolation", "MainActor", "-D", "MAIN_ACTOR_MODE"]
      case .approachable:
        [
          "-default-isolation", "MainActor", "-D", "MAIN_ACTOR_MODE", "-enable-upcoming-feature",
          "NonisolatedNonsendingByDefault", "-enable-upcoming-feature", "InferIsolatedConformances",
        ]
      }
    }

    /// What weaver-gen is told of the module, as a user of this mode writes in `.weaver.yaml`.
    var generationArguments: [String] {
      self == .nonisolated ? [] : ["--default-isolation", "MainActor"]
    }
  }

  /// What a compilation or a run printed, both streams together.
  struct Output {
    var status: Int32
    var text: String
  }

  /// A library module compiled ahead (a stand-in for UIKit or SwiftUI): where its module and
  /// static library are, and its name.
  struct Library {
    var name: String
    var directory: URL
  }

  static let strictFlags = ["-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors"]

  /// `swiftc -swift-version 6 -strict-concurrency=complete -warnings-as-errors` on `files`, linked
  /// with `libraries`, optionally with the thread sanitizer.
  static func build(
    _ files: [URL], mode: IsolationMode, executable: URL, libraries: [Library] = [], sanitizeThreads: Bool = false
  ) throws -> Output {
    var arguments = ["swiftc"] + strictFlags + mode.flags
    for library in libraries {
      arguments += ["-I", library.directory.path, "-L", library.directory.path, "-l\(library.name)"]
    }
    if sanitizeThreads { arguments.append("-sanitize=thread") }
    arguments += files.map(\.path) + ["-o", executable.path]
    return try run(URL(fileURLWithPath: "/usr/bin/env"), arguments)
  }

  /// `swiftc -typecheck` on `files` as one module, in the strict settings and the default isolation
  /// mode: for code that only has to compile, not run.
  static func typeCheck(_ files: [URL], moduleName: String) throws -> Output {
    let arguments = ["swiftc", "-typecheck", "-module-name", moduleName] + strictFlags + files.map(\.path)
    return try run(URL(fileURLWithPath: "/usr/bin/env"), arguments)
  }

  /// Compiles `files` into a static library module `name` in `directory`, as a framework is
  /// compiled: in the Swift 6 default mode, its isolation written out explicitly, unless `mode`
  /// says otherwise (a module of the app itself). Modules compiled before in `directory` can be
  /// imported.
  static func library(_ name: String, files: [URL], in directory: URL, mode: IsolationMode = .nonisolated) throws
    -> Library
  {
    let arguments =
      ["swiftc"] + strictFlags + mode.flags + [
        "-I", directory.path, "-parse-as-library", "-emit-library", "-static", "-emit-module", "-module-name", name,
        "-emit-module-path", directory.appendingPathComponent("\(name).swiftmodule").path,
        "-o", directory.appendingPathComponent("lib\(name).a").path,
      ] + files.map(\.path)
    let output = try run(URL(fileURLWithPath: "/usr/bin/env"), arguments)
    guard output.status == 0 else { throw LibraryFailure(name: name, output: output.text) }
    return Library(name: name, directory: directory)
  }

  struct LibraryFailure: Error, CustomStringConvertible {
    var name: String
    var output: String
    var description: String { "cannot compile the stand-in module \(name):\n\(output)" }
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
