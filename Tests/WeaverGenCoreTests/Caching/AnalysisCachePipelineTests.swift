import Foundation
import Testing

@testable import WeaverGenCore

/// The pipeline with an analysis cache: it answers exactly as without, reuses a file only when its
/// path and bytes are those the entry was made from, and analyses again what the cache cannot give.
@Suite struct AnalysisCachePipelineTests {
  /// What a run answers, as the command line prints and writes it.
  private static func answer(_ analyses: [ModuleAnalysis]) -> [String] {
    analyses.flatMap { analysis in
      analysis.diagnostics.flatMap(DiagnosticPrinter.lines) + (analysis.generatedFiles ?? []).map(\.text)
    }
  }

  /// A run as the command line makes it: the first stage, its cache records taken, then the rest.
  private struct Run {
    var analyses: [ModuleAnalysis]
    var records: [ModuleCacheRecord]?
    var answer: [String] { AnalysisCachePipelineTests.answer(analyses) }
    var reused: Int { records?.reduce(0) { $0 + $1.reusedFileCount } ?? 0 }
    var analysed: Int { records?.reduce(0) { $0 + $1.analysedFileCount } ?? 0 }
  }

  private static func run(
    _ modules: [ModuleInput], _ reader: InMemorySourceReader, cache: AnalysisCache?,
    product: GeneratedProduct = .containers
  ) -> Run {
    let options = Pipeline.Options(layout: .single, product: product)
    var summarized = Pipeline.summarize(modules, reader: reader, options: options, cache: cache)
    let records = summarized.takeCacheRecords()
    #expect(summarized.cacheRecords == nil, "the records are handed on, not kept with the summaries")
    return Run(analyses: Pipeline.analyze(modules, summarized: summarized, options: options), records: records)
  }

  /// The cache a later run reads: the entries of this run, through the file format.
  private static func cache(after run: Run) throws -> AnalysisCache {
    let tool = "test"
    let entries = (run.records ?? []).flatMap(\.entries)
    return AnalysisCache(try AnalysisCacheFile.decode(AnalysisCacheFile.encode(entries, tool: tool), tool: tool))
  }

  @Test(arguments: GoldenCaseTests.cases)
  func everyGoldenCaseAnswersTheSameFromAnEmptyAndAFullCache(_ golden: GoldenCaseTests.Case) throws {
    let modules = try GoldenCaseTests.modules(of: golden)
    var bytes: [String: [UInt8]] = [:]
    for input in modules.flatMap(\.files) {
      bytes[input] = Array(try Data(contentsOf: golden.folder.appendingPathComponent(input)))
    }
    let reader = InMemorySourceReader(bytes: bytes)
    for product in [GeneratedProduct.containers, .resolverDoubles] where product == .containers || modules.count == 1 {
      let uncached = Self.run(modules, reader, cache: nil, product: product)
      #expect(uncached.records == nil)
      let cold = Self.run(modules, reader, cache: AnalysisCache(), product: product)
      #expect(cold.reused == 0 && cold.analysed == bytes.count)
      let warm = Self.run(modules, reader, cache: try Self.cache(after: cold), product: product)
      #expect(warm.reused == bytes.count && warm.analysed == 0)
      #expect(cold.answer == uncached.answer)
      #expect(warm.answer == uncached.answer)
    }
  }

  private static let files = [
    "App/Root.swift": "public final class Root {\n  // weaver: movies = MovieManager\n}\n",
    "App/MovieManager.swift":
      "final class MovieManager {\n  // weaver: api = API\n  init(injecting _: MovieManagerDependencyResolver) {}\n}\n",
    "App/API.swift": "final class API {}\n",
  ]
  private static let module = ModuleInput(name: "App", files: files.keys.sorted())

  @Test func anEditedFileIsAnalysedAgainEvenWhenItsLengthIsTheSame() throws {
    let cold = Self.run([Self.module], InMemorySourceReader(Self.files), cache: AnalysisCache())
    var edited = Self.files
    edited["App/Root.swift"] = edited["App/Root.swift"]!.replacingOccurrences(of: "movies", with: "movie2")
    let reader = InMemorySourceReader(edited)
    let warm = Self.run([Self.module], reader, cache: try Self.cache(after: cold))
    #expect(warm.reused == 2 && warm.analysed == 1)
    #expect(warm.answer == Self.run([Self.module], reader, cache: nil).answer)
    #expect(warm.answer != cold.answer, "the edit shows in the generated code")
  }

  /// The path is part of the key: diagnostics and locations carry it.
  @Test func aRenamedFileIsAnalysedAgain() throws {
    let cold = Self.run([Self.module], InMemorySourceReader(Self.files), cache: AnalysisCache())
    var renamed = Self.files
    renamed["App/Movies.swift"] = renamed.removeValue(forKey: "App/MovieManager.swift")
    let module = ModuleInput(name: "App", files: renamed.keys.sorted())
    let warm = Self.run([module], InMemorySourceReader(renamed), cache: try Self.cache(after: cold))
    #expect(warm.reused == 2 && warm.analysed == 1)
    let record = try #require(warm.records?.first)
    #expect(Set(record.entries.map(\.path)) == Set(renamed.keys), "the old path's entry is dropped")
  }

  /// An entry whose summary does not decode (the file format's checksum makes this a bug, not
  /// corruption) is analysed again, never trusted.
  @Test func anEntryThatDoesNotDecodeIsAnalysedAgain() throws {
    let cold = Self.run([Self.module], InMemorySourceReader(Self.files), cache: AnalysisCache())
    let entries = try #require(cold.records?.first?.entries).map { entry in
      var broken = entry
      broken.summary = ArraySlice(entry.summary.dropLast())
      return broken
    }
    let warm = Self.run([Self.module], InMemorySourceReader(Self.files), cache: AnalysisCache(entries))
    #expect(warm.reused == 0 && warm.analysed == 3)
    #expect(warm.answer == cold.answer)
  }

  /// A file that cannot be read has no bytes to key an entry on: it is reported every run.
  @Test func anUnreadableFileHasNoEntry() throws {
    let module = ModuleInput(name: "App", files: Self.module.files + ["App/Gone.swift"])
    let cold = Self.run([module], InMemorySourceReader(Self.files), cache: AnalysisCache())
    let record = try #require(cold.records?.first)
    #expect(record.entries.count == 3 && record.analysedFileCount == 4)
    let warm = Self.run([module], InMemorySourceReader(Self.files), cache: try Self.cache(after: cold))
    #expect(warm.reused == 3 && warm.analysed == 1)
    #expect(warm.answer == cold.answer)
    #expect(warm.answer.contains { $0.contains("[unreadable-file]") })
  }
}
