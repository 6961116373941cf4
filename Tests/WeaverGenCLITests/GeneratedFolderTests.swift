import Foundation
import Testing
import WeaverGenCore

/// `Generated/` holds exactly what `weaver-gen --input-path Sources --output-path Generated`
/// writes, and each file is the one the build plugin generated for that sample module.
@Suite struct GeneratedFolderTests {
  private let generated = CLIRunner.packageRoot.appendingPathComponent("Generated")

  private func files(under folder: URL) throws -> [String: Data] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [:] }
    var files: [String: Data] = [:]
    while let relative = enumerator.nextObject() as? String {
      let url = folder.appendingPathComponent(relative)
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
        files[relative] = try Data(contentsOf: url)
      }
    }
    return files
  }

  @Test func generatedFolderIsWhatTheCommandLineWritesToday() throws {
    let scratch = try ScratchDirectory()
    let result = try CLIRunner.run(
      ["--input-path", "Sources", "--output-path", scratch.url.path], in: CLIRunner.packageRoot)
    #expect(result.status == 0, "\(result)")
    #expect(
      !result.standardError.contains(": warning: ") && !result.standardError.contains(": error: "),
      "the generator's own modules must produce no diagnostic: \(result)")
    let fresh = try files(under: scratch.url)
    let committed = try files(under: generated)
    #expect(fresh.keys.sorted() == committed.keys.sorted(), "Generated/ is stale: run `make generate`")
    for (path, bytes) in fresh where committed[path] != bytes {
      Issue.record("Generated/\(path) is stale: run `make generate`")
    }
    #expect(fresh.keys.allSatisfy { $0.hasSuffix("Sample/Weaver.swift") }, "only the sample modules have annotations")
  }

  /// The plugin's work directory of each sample holds exactly the parts in `Generated/`, with the
  /// same bytes: the plugin worked out the same number of parts as the command line.
  @Test func eachGeneratedFileIsByteIdenticalToThePluginsOutput() throws {
    let committed = try files(under: generated)
    try #require(!committed.isEmpty)
    let outputs = try #require(Self.pluginOutputs(), "no plugin outputs: build the package first (`swift build`)")
    let modules = Set(committed.keys.map { String($0.split(separator: "/")[0]) })
    for module in modules.sorted() {
      let folder = outputs.appendingPathComponent("\(module)/destination/WeaverGenPlugin")
      try #require(
        FileManager.default.fileExists(atPath: folder.path),
        "no plugin output for \(module): build the package first (`swift build`)")
      let parts = try files(under: folder).filter { GeneratedFileLayout.isPartFileName($0.key) }
      let expected = committed.filter { $0.key.hasPrefix("\(module)/") }
      #expect(
        parts.keys.map { "\(module)/\($0)" }.sorted() == expected.keys.sorted(),
        "the plugin wrote other parts than Generated/\(module)")
      for (name, bytes) in parts where expected["\(module)/\(name)"] != bytes {
        Issue.record("\(folder.path)/\(name) differs from Generated/\(module)/\(name)")
      }
    }
  }

  /// This package's plugin outputs in the build directory these tests run from (found from the
  /// test executable, so `--scratch-path` works), in the folder of this package's identity only:
  /// a leftover folder of a checkout under another name must not be compared.
  private static func pluginOutputs() -> URL? {
    CLIRunner.inBuildDirectory("plugins/outputs/\(CLIRunner.packageRoot.lastPathComponent.lowercased())")
  }
}
