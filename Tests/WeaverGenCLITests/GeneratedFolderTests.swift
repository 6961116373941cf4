import Foundation
import Testing

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
    #expect(result.standardError.isEmpty, "the generator's own modules must produce no diagnostic: \(result)")
    let fresh = try files(under: scratch.url)
    let committed = try files(under: generated)
    #expect(fresh.keys.sorted() == committed.keys.sorted(), "Generated/ is stale: run `make generate`")
    for (path, bytes) in fresh where committed[path] != bytes {
      Issue.record("Generated/\(path) is stale: run `make generate`")
    }
    #expect(fresh.keys.allSatisfy { $0.hasSuffix("Sample/Weaver.swift") }, "only the sample modules have annotations")
  }

  @Test func eachGeneratedFileIsByteIdenticalToThePluginsOutput() throws {
    let committed = try files(under: generated)
    try #require(!committed.isEmpty)
    let outputs = try #require(Self.pluginOutputs(), "no plugin outputs: build the package first (`swift build`)")
    for (path, bytes) in committed {
      let module = path.split(separator: "/")[0]
      let candidates = [outputs.appendingPathComponent("\(module)/destination/WeaverGenPlugin/Weaver.swift")]
        .filter { FileManager.default.fileExists(atPath: $0.path) }
      try #require(!candidates.isEmpty, "no plugin output for \(module): build the package first (`swift build`)")
      for candidate in candidates {
        #expect(try Data(contentsOf: candidate) == bytes, "\(candidate.path) differs from Generated/\(path)")
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
