/// The analyses of files kept from earlier runs, by path, for the first stage to reuse: a build
/// that changed one file of thousands then scans and parses that one file (docs/architecture.md,
/// "The analysis cache").
///
/// An entry is used only for the same path (diagnostics carry it) and bytes of the same length and
/// `ContentDigest` as those it was made from, and only when its summary decodes: a file's summary
/// depends on nothing else (`FileAnalyzer.analyze(path:bytes:)`), and the build of the tool that
/// made it is checked when the cache is read (`AnalysisCacheFile`). So a stale or corrupt entry
/// cannot be used, and a run with a cache answers exactly as one without.
package struct AnalysisCache: Sendable {
  /// What one file's summary was made from, and the summary.
  package struct Entry: Hashable, Sendable {
    package var path: String
    package var length: Int
    package var digest: ContentDigest
    /// The summary as `FileSummaryCodec` encodes it: decoded only when the file is unchanged.
    package var summary: ArraySlice<UInt8>

    package init(path: String, length: Int, digest: ContentDigest, summary: ArraySlice<UInt8>) {
      self.path = path
      self.length = length
      self.digest = digest
      self.summary = summary
    }
  }

  private var entries: [String: Entry] = [:]

  /// The entries by path; of two for one path, the later.
  package init(_ entries: [Entry] = []) {
    add(entries)
  }

  package mutating func add(_ entries: [Entry]) {
    for entry in entries { self.entries[entry.path] = entry }
  }

  package var count: Int { entries.count }

  /// The entry of `path` and its summary when `bytes` are those it was made from; `nil` when the
  /// cache holds none for them, or one that does not decode.
  func reusable(path: String, bytes: UnsafeBufferPointer<UInt8>, digest: ContentDigest) -> (Entry, FileSummary)? {
    guard let entry = entries[path], entry.length == bytes.count, entry.digest == digest,
      let summary = try? FileSummaryCodec.decode(entry.summary, path: path)
    else { return nil }
    return (entry, summary)
  }
}

/// One file's analysis in a run with a cache: its summary, the entry that records it, and whether
/// the entry was already there.
struct CachedAnalysis: Sendable {
  var summary: FileSummary
  /// `nil` when the file could not be read (there are no bytes to key an entry on), or the run
  /// has no cache.
  var entry: AnalysisCache.Entry?
  var isReused: Bool

  /// Reads `path`'s summary from `cache` when its bytes are unchanged, else analyses them.
  init(path: String, bytes: UnsafeBufferPointer<UInt8>, cache: AnalysisCache, annotations: inout AnnotationMemo) {
    let digest = ContentDigest(of: bytes)
    if let (entry, summary) = cache.reusable(path: path, bytes: bytes, digest: digest) {
      (self.summary, self.entry, isReused) = (summary, entry, true)
    } else {
      summary = FileAnalyzer.analyze(path: path, bytes: bytes, annotations: &annotations)
      entry = AnalysisCache.Entry(
        path: path, length: bytes.count, digest: digest, summary: ArraySlice(FileSummaryCodec.encode(summary)))
      isReused = false
    }
  }

  /// A summary without an entry.
  init(uncached summary: FileSummary) {
    self.summary = summary
    entry = nil
    isReused = false
  }

  /// The summary, which this analysis then no longer holds (its path stays).
  mutating func takeSummary() -> FileSummary {
    var taken = FileSummary(path: summary.path)
    swap(&taken, &summary)
    return taken
  }
}

/// What the analysis cache holds for one module after a run (`SummarizedModules.cacheRecords`):
/// the command line writes it back for the next run.
package struct ModuleCacheRecord: Sendable {
  /// One per file read, in the module's order.
  package var entries: [AnalysisCache.Entry]
  /// How many of the module's files were not analysed again.
  package var reusedFileCount: Int
  /// How many were: changed, new, or unreadable.
  package var analysedFileCount: Int

  init(_ files: some Collection<CachedAnalysis>) {
    entries = files.compactMap(\.entry)
    reusedFileCount = files.count(where: \.isReused)
    analysedFileCount = files.count - reusedFileCount
  }
}
