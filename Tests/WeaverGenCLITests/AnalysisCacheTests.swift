import Foundation
import Testing

/// `--analysis-cache` end to end (README, "Command line"): runs with it write the bytes a run
/// without it writes, analyse again only the files that changed, and succeed whatever the state
/// of the cache folder.
@Suite struct AnalysisCacheTests {
  /// The movie app copied to `scratch/Sources/MovieApp`, so a test can edit its files.
  private static func movieApp(in scratch: borrowing ScratchDirectory) throws -> URL {
    let copy = scratch.url.appendingPathComponent("Sources/MovieApp")
    try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: CLIRunner.fixtures.appendingPathComponent("MovieApp"), to: copy)
    return copy
  }

  /// `generate` into `output`, with the cache folder `cache` when given; the run's summary line.
  private static func generate(
    _ sources: URL, into output: URL, cache: URL?, executable: URL = CLIRunner.executable
  ) throws -> String {
    var arguments = ["generate", "--input-path", sources.path, "--output-path", output.path, "--no-config"]
    if let cache { arguments += ["--analysis-cache", cache.path] }
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    let result = try ProcessRunner.run(executable, arguments, in: sources, environment: environment)
    #expect(result.status == 0, "\(result)")
    return result.standardError
  }

  private static func generated(_ output: URL) throws -> Data {
    try Data(contentsOf: output.appendingPathComponent("MovieApp/Weaver.swift"))
  }

  @Test func runsWithTheCacheWriteTheBytesOfARunWithoutItAndAnalyseOnlyWhatChanged() throws {
    let scratch = try ScratchDirectory()
    let sources = try Self.movieApp(in: scratch)
    let cache = scratch.url.appendingPathComponent("cache")
    let plain = scratch.url.appendingPathComponent("plain")
    let cached = scratch.url.appendingPathComponent("cached")
    #expect(!(try Self.generate(sources, into: plain, cache: nil)).contains("analysis cache"))

    let cold = try Self.generate(sources, into: cached, cache: cache)
    #expect(cold.hasSuffix("; 4 files analysed, 0 reused from the analysis cache\n"), "\(cold)")
    #expect(try Self.generated(cached) == Self.generated(plain))
    #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path) == ["MovieApp.cache"])

    let warm = try Self.generate(sources, into: cached, cache: cache)
    #expect(warm.hasSuffix("; 0 files analysed, 4 reused from the analysis cache\n"), "\(warm)")
    #expect(try Self.generated(cached) == Self.generated(plain))

    // One file edited, its length unchanged: only it is analysed again, and the code shows it.
    let edited = sources.appendingPathComponent("HomeViewController.swift")
    let text = try String(contentsOf: edited, encoding: .utf8)
    try text.replacingOccurrences(of: "movieManager", with: "movieManagex").write(
      to: edited, atomically: true, encoding: .utf8)
    let afterEdit = try Self.generate(sources, into: cached, cache: cache)
    #expect(afterEdit.hasSuffix("; 1 file analysed, 3 reused from the analysis cache\n"), "\(afterEdit)")
    _ = try Self.generate(sources, into: plain, cache: nil)
    #expect(try Self.generated(cached) == Self.generated(plain))
    #expect(try String(decoding: Self.generated(cached), as: UTF8.self).contains("movieManagex"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path) == ["MovieApp.cache"])

    // A run that reuses everything leaves the file as it was; one that loses a file rewrites it.
    let file = cache.appendingPathComponent("MovieApp.cache")
    let past = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 - 3_600).rounded(.down))
    try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file.path)
    _ = try Self.generate(sources, into: cached, cache: cache)
    #expect(try Self.modified(file) == past)
    let extra = sources.appendingPathComponent("Extra.swift")
    try "struct Extra {}\n".write(to: extra, atomically: true, encoding: .utf8)
    #expect(
      try Self.generate(sources, into: cached, cache: cache).hasSuffix(
        "; 1 file analysed, 4 reused from the analysis cache\n"))
    let size = try Data(contentsOf: file).count
    try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file.path)
    try FileManager.default.removeItem(at: extra)
    #expect(
      try Self.generate(sources, into: cached, cache: cache).hasSuffix(
        "; 0 files analysed, 4 reused from the analysis cache\n"))
    #expect(try Self.modified(file) != past)
    #expect(try Data(contentsOf: file).count < size)
  }

  private static func modified(_ file: URL) throws -> Date? {
    try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
  }

  /// A cache file of garbage is ignored and replaced; a cache path that is a file, or whose parent
  /// folder is missing, cannot be written: the run generates as without a cache, and succeeds.
  @Test func aRunSucceedsWhateverTheStateOfTheCacheFolder() throws {
    let scratch = try ScratchDirectory()
    let sources = try Self.movieApp(in: scratch)
    let plain = scratch.url.appendingPathComponent("plain")
    _ = try Self.generate(sources, into: plain, cache: nil)

    let garbage = scratch.url.appendingPathComponent("garbage")
    try FileManager.default.createDirectory(at: garbage, withIntermediateDirectories: true)
    try Data("WGAC not really a cache".utf8).write(to: garbage.appendingPathComponent("MovieApp.cache"))
    // A killed run's temporary file is removed; a young one may be another run's, and other files
    // are not weaver-gen's: both stay.
    let stale = ".MovieApp.cache.weaver-gen-stale0000000000.tmp"
    let young = ".MovieApp.cache.weaver-gen-young0000000000.tmp"
    for name in [stale, young, "notes.txt"] { try Data().write(to: garbage.appendingPathComponent(name)) }
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -7_200)], ofItemAtPath: garbage.appendingPathComponent(stale).path)
    let output = scratch.url.appendingPathComponent("output")
    #expect(
      try Self.generate(sources, into: output, cache: garbage).hasSuffix(
        "; 4 files analysed, 0 reused from the analysis cache\n"))
    #expect(try Self.generated(output) == Self.generated(plain))
    let left = try FileManager.default.contentsOfDirectory(atPath: garbage.path).sorted()
    #expect(left == [young, "MovieApp.cache", "notes.txt"])
    #expect(
      try Self.generate(sources, into: output, cache: garbage).hasSuffix(
        "; 0 files analysed, 4 reused from the analysis cache\n"))

    let file = scratch.url.appendingPathComponent("a-file")
    try Data("mine".utf8).write(to: file)
    let missingParent = scratch.url.appendingPathComponent("missing/cache")
    for cache in [file, missingParent] {
      try FileManager.default.removeItem(at: output)
      #expect(
        try Self.generate(sources, into: output, cache: cache).hasSuffix(
          "; 4 files analysed, 0 reused from the analysis cache\n"))
      #expect(try Self.generated(output) == Self.generated(plain))
    }
    #expect(try Data(contentsOf: file) == Data("mine".utf8), "a file at the cache path is left as it was")
    #expect(!FileManager.default.fileExists(atPath: missingParent.deletingLastPathComponent().path))
  }

  @Test func anEmptyCachePathIsAUsageError() throws {
    let result = try CLIRunner.run(["validate", "--input-path", "MovieApp", "--analysis-cache", ""])
    #expect(result.status == 64, "\(result)")
    #expect(result.standardError.contains("'--analysis-cache' is empty"), "\(result)")
  }

  /// Another build of the tool (here a copy of the executable: another file) reuses nothing the
  /// first wrote, since it may analyse the same bytes differently.
  @Test func anotherBuildOfTheToolReusesNothing() throws {
    let scratch = try ScratchDirectory()
    let sources = try Self.movieApp(in: scratch)
    let cache = scratch.url.appendingPathComponent("cache")
    let output = scratch.url.appendingPathComponent("output")
    let copy = scratch.url.appendingPathComponent("weaver-gen")
    try FileManager.default.copyItem(at: CLIRunner.executable, to: copy)
    _ = try Self.generate(sources, into: output, cache: cache)
    let other = try Self.generate(sources, into: output, cache: cache, executable: copy)
    #expect(other.hasSuffix("; 4 files analysed, 0 reused from the analysis cache\n"), "\(other)")
    let again = try Self.generate(sources, into: output, cache: cache, executable: copy)
    #expect(again.hasSuffix("; 0 files analysed, 4 reused from the analysis cache\n"), "\(again)")
  }
}
