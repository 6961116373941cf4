/// One module to process: its name and the paths of its Swift files, as the CLI found them.
package struct ModuleInput: Hashable, Sendable {
  package var name: String
  package var files: [String]
  /// The module's own concurrency settings, when they differ from the run's (a `.weaver.yaml` in
  /// the module's folder, which the build plugin reads too).
  package var concurrency: ConcurrencySettings?
  /// The module's own project selection (`project:` in its `.weaver.yaml`), when it differs from
  /// the run's.
  package var project: String?
  /// A module the others import, read only for what it exports (`ModuleInterface`): no code is
  /// generated for it and its problems are not the run's (its own build reports them), so the
  /// build plugin can hand a target its dependency targets' sources.
  package var isDependency: Bool

  package init(
    name: String, files: [String], concurrency: ConcurrencySettings? = nil, project: String? = nil,
    isDependency: Bool = false
  ) {
    self.name = name
    self.files = files
    self.concurrency = concurrency
    self.project = project
    self.isDependency = isDependency
  }
}

/// Gives the pipeline the bytes of a file. The core does no I/O of its own: the CLI reads from
/// disk, tests from memory.
package protocol SourceReader: Sendable {
  /// The file's bytes; throws an error whose description says why the file cannot be read.
  func contents(of path: String) throws -> [UInt8]
}

/// A reader over files held in memory, for tests and for tools embedding the core.
package struct InMemorySourceReader: SourceReader {
  package var files: [String: [UInt8]]

  package init(_ files: [String: String]) {
    self.files = files.mapValues { Array($0.utf8) }
  }

  package init(bytes: [String: [UInt8]]) {
    self.files = bytes
  }

  package func contents(of path: String) throws -> [UInt8] {
    guard let bytes = files[path] else { throw MissingFile(path: path) }
    return bytes
  }

  struct MissingFile: Error, CustomStringConvertible {
    var path: String
    var description: String { "no such file" }
  }
}
