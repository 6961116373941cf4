/// One module to process: its name and the paths of its Swift files, as the CLI found them.
public struct ModuleInput: Hashable, Sendable {
  public var name: String
  public var files: [String]

  public init(name: String, files: [String]) {
    self.name = name
    self.files = files
  }
}

/// Gives the pipeline the bytes of a file. The core does no I/O of its own: the CLI reads from
/// disk, tests from memory.
public protocol SourceReader: Sendable {
  /// The file's bytes; throws an error whose description says why the file cannot be read.
  func contents(of path: String) throws -> [UInt8]
}

/// A reader over files held in memory, for tests and for tools embedding the core.
public struct InMemorySourceReader: SourceReader {
  public var files: [String: [UInt8]]

  public init(_ files: [String: String]) {
    self.files = files.mapValues { Array($0.utf8) }
  }

  public init(bytes: [String: [UInt8]]) {
    self.files = bytes
  }

  public func contents(of path: String) throws -> [UInt8] {
    guard let bytes = files[path] else { throw MissingFile(path: path) }
    return bytes
  }

  struct MissingFile: Error, CustomStringConvertible {
    var path: String
    var description: String { "no such file" }
  }
}
