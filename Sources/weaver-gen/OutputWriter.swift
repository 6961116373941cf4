import Foundation
import WeaverGenCore

/// Writes the generated files of the modules that validated, and removes the stale ones that
/// weaver-gen wrote earlier (recognised by their header). It never writes a module that has
/// errors, and never touches a file it did not generate.
struct OutputWriter {
  static let fileName = "Weaver.swift"

  /// What went wrong while writing; other modules were still written.
  struct Failure: Error, CustomStringConvertible {
    var ioErrors: [String] = []
    /// Graphs the generator could not write: a bug in weaver-gen, not in the user's annotations.
    var internalErrors: [String] = []

    var description: String { (ioErrors + internalErrors).joined(separator: "\n") }
  }

  let target: OutputTarget

  func write(_ modules: [ModuleAnalysis]) throws(Failure) {
    var failure = Failure()
    switch target {
    case .file(let path):
      if let module = modules.first, module.isGeneratable {
        write(module, to: path, failure: &failure)
      } else if modules.isEmpty {
        writeText([GeneratedFileHeader.lines.joined(separator: "\n") + "\n"], to: path, failure: &failure)
      }
    case .directory(let directory):
      var expected: Set<String> = []
      var keep: Set<String> = []
      for module in modules {
        let path = PathNormalizer.join(PathNormalizer.join(directory, module.name), Self.fileName)
        guard module.isGeneratable, let resolved = module.resolved else {
          keep.insert(PathNormalizer.absolute(path))
          continue
        }
        guard resolved.injectableTypeCount > 0 else { continue }
        expected.insert(PathNormalizer.absolute(path))
        write(module, to: path, failure: &failure)
      }
      removeStaleFiles(in: directory, keeping: expected.union(keep), failure: &failure)
    }
    if !failure.ioErrors.isEmpty || !failure.internalErrors.isEmpty { throw failure }
  }

  /// Prints the module from the plans its analysis checked (`SwiftRenderer.renderSections(_:)`).
  private func write(_ module: ModuleAnalysis, to path: String, failure: inout Failure) {
    do {
      writeText(try SwiftRenderer.renderSections(module), to: path, failure: &failure)
    } catch {
      failure.internalErrors.append(error.description)
    }
  }

  /// Refuses to replace a file that weaver-gen did not write (one that holds something and does
  /// not start with the generated header): a mistyped output path must not destroy a source file.
  private func writeText(_ sections: [String], to path: String, failure: inout Failure) {
    if Self.holdsSomethingElse(path) {
      failure.ioErrors.append(
        "refusing to overwrite '\(path)': weaver-gen did not write it (it does not start with '\(GeneratedFileHeader.marker)'); move it away or choose another output"
      )
      return
    }
    do {
      try FileWriter.write(sections, to: path)
    } catch {
      failure.ioErrors.append("cannot write '\(path)': \(error)")
    }
  }

  /// Removes `.swift` files below `directory` that start with the generated header and are not
  /// outputs of this run (nor the kept outputs of modules with errors), then the module folders
  /// this leaves empty.
  private func removeStaleFiles(in directory: String, keeping current: Set<String>, failure: inout Failure) {
    let manager = FileManager.default
    guard let enumerator = manager.enumerator(atPath: directory) else { return }
    var candidates: [String] = []
    while let relative = enumerator.nextObject() as? String {
      if relative.hasSuffix(".swift") { candidates.append(PathNormalizer.join(directory, relative)) }
    }
    for path in candidates.sorted() where !current.contains(PathNormalizer.absolute(path)) {
      guard FileKind.of(path, followingLinks: false) == .file, !FileKind.isSymbolicLink(path), Self.isGenerated(path)
      else { continue }
      do {
        try manager.removeItem(atPath: path)
        let folder = (path as NSString).deletingLastPathComponent
        if folder != directory, (try? manager.contentsOfDirectory(atPath: folder))?.isEmpty == true {
          try? manager.removeItem(atPath: folder)
        }
      } catch {
        failure.ioErrors.append("cannot remove stale '\(path)': \(error.localizedDescription)")
      }
    }
  }

  /// Whether the file at `path` starts with the generated header (false when it cannot be read).
  private static func isGenerated(_ path: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    let start = (try? handle.read(upToCount: GeneratedFileHeader.marker.utf8.count + 1)) ?? Data()
    return GeneratedFileHeader.isGenerated(Substring(String(decoding: start, as: UTF8.self)))
  }

  /// Whether a file exists at `path`, is not empty, and does not start with the generated header.
  private static func holdsSomethingElse(_ path: String) -> Bool {
    var info = stat()
    guard stat(path, &info) == 0, info.st_size > 0 else { return false }
    return !isGenerated(path)
  }
}
