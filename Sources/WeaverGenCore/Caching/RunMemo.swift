/// What a run of `generate` with an analysis cache wrote, when it reported nothing, and the key of
/// everything that run read (docs/architecture.md, "The run memo"): a later run whose key is the
/// same, and that finds the files it names holding the bytes it records, has nothing to check and
/// nothing to write.
///
/// The stages after the first are a function of the files' summaries and the run's options alone
/// (`Pipeline.analyze(_:summarized:options:)`), and what the command line writes a function of
/// those and of its arguments; the key covers each (`RunMemoKey`), the build of the tool included
/// (through the frame of `CacheFileFrame`). An edit that leaves every summary as it was (a change
/// inside a function's body, below the file's annotations and initializers) then costs reading
/// the files and analysing the edited one, not the whole graph again.
package struct RunMemo: Equatable, Sendable {
  /// A file the run left in place, by its name in the output folder, and its bytes' digest.
  package struct Output: Equatable, Sendable {
    package var name: String
    package var digest: ContentDigest

    package init(name: String, digest: ContentDigest) {
      self.name = name
      self.digest = digest
    }
  }

  /// The digest of what the run read (`RunMemoKey`).
  package var key: ContentDigest
  /// What the run's summary line said of its modules (`1 module (App), 3 injectable types`), said
  /// again by a run that reuses the memo.
  package var modules: String
  package var outputs: [Output]

  package init(key: ContentDigest, modules: String, outputs: [Output]) {
    self.key = key
    self.modules = modules
    self.outputs = outputs
  }

  static let magic: [UInt8] = Array("WGRM".utf8)
  static let formatVersion: UInt64 = 1

  /// The memo file's bytes, in the frame of `CacheFileFrame`.
  package func encode(tool: String) -> [UInt8] {
    let capacity = modules.utf8.count + outputs.reduce(0) { $0 + $1.name.utf8.count + 24 } + 32
    return CacheFileFrame.encode(magic: Self.magic, version: Self.formatVersion, tool: tool, capacity: capacity) {
      writer in
      writer.writeFixed(key.high)
      writer.writeFixed(key.low)
      writer.write(modules)
      writer.write(outputs) { writer, output in
        writer.write(output.name)
        writer.writeFixed(output.digest.high)
        writer.writeFixed(output.digest.low)
      }
    }
  }

  /// The memo `tool` wrote, or `nil` for any other bytes: a memo only ever saves time.
  package static func decode(_ bytes: [UInt8], tool: String) -> RunMemo? {
    try? CacheFileFrame.decode(bytes, magic: magic, version: formatVersion, tool: tool) { reader, _ in
      let key = ContentDigest(high: try reader.readFixedUInt64(), low: try reader.readFixedUInt64())
      let modules = try reader.readString()
      let outputs = try reader.readArray { reader in
        Output(
          name: try reader.readString(),
          digest: ContentDigest(high: try reader.readFixedUInt64(), low: try reader.readFixedUInt64()))
      }
      return RunMemo(key: key, modules: modules, outputs: outputs)
    }
  }
}

/// The bytes a run memo's key digests, added part by part, each with its length or a tag before
/// it, so that two different sequences of parts never give the same bytes.
package struct RunMemoKey {
  private var writer = BinaryWriter(capacity: 1 << 16)

  package init() {}

  package mutating func add(_ text: String) {
    writer.write(text)
  }

  package mutating func add(_ number: Int) {
    writer.write(number)
  }

  package mutating func add(_ flag: Bool) {
    writer.write(flag)
  }

  /// Bytes as they are, after their count: a file's contents.
  package mutating func add(bytes: some Collection<UInt8>) {
    writer.write(UInt64(bytes.count))
    writer.append(raw: bytes)
  }

  /// A file's summary, as the analysis cache holds it encoded (`AnalysisCache.Entry`): its path,
  /// and the digest of the summary's structure (`FileSummaryCodec.structure(of:)`), every value
  /// the later stages read of the file but its positions. Those they report, and compare only
  /// with each other, which an edit that leaves the structure as it was cannot reorder; and a
  /// memo is kept only by a run that reported nothing. Whether a summary decodes is the cache's
  /// business: bytes that are not one key on themselves.
  package mutating func add(_ entry: AnalysisCache.Entry) {
    add(entry.path)
    let digest = (FileSummaryCodec.structure(of: entry.summary) ?? entry.summary).withUnsafeBytes {
      ContentDigest(of: $0)
    }
    writer.writeFixed(digest.high)
    writer.writeFixed(digest.low)
  }

  package var digest: ContentDigest { writer.bytes.withUnsafeBytes { ContentDigest(of: $0) } }
}
