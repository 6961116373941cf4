import WeaverGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads and writes module interface files (`.weavermodule`, docs/modules.md), which the core
/// turns into a `ModuleInterface` and back.
enum ModuleInterfaceFile {
  /// The interface in `path`, or an I/O error (74) saying why it cannot be used.
  static func read(_ path: String) throws(CLIError) -> ModuleInterface {
    let bytes: [UInt8]
    do {
      bytes = try DiskSourceReader().contents(of: path)
    } catch {
      throw .io("cannot read module interface '\(path)': \(error)")
    }
    do {
      return try ModuleInterface(fileBytes: bytes)
    } catch {
      throw .io("cannot read module interface '\(path)': \(error)")
    }
  }

  /// Writes `interface` to `path` as generated files are written (a temporary file, a rename, the
  /// output folder's lock), replacing only an empty file or an interface weaver-gen wrote.
  static func write(_ interface: ModuleInterface, to path: String) throws(CLIError) {
    let folder = try OutputFolder.named(OutputWriter.folder(of: path))
    try folder.lock()
    let name = PathNormalizer.lastPathComponent(of: path)
    let problems = folder.removeStaleTemporaries(where: { $0 == name })
    try folder.write([interface.json.rendered() + "\n"], to: name, owner: .moduleInterface)
    if !problems.isEmpty { throw CLIError(status: ExitStatus.ioError, errors: problems) }
  }
}
