import Foundation
import WeaverGenCore

/// Writes the generated files the core returned for the modules that validated, and removes the
/// stale ones that weaver-gen wrote earlier (`StaleOutputRemover`). It computes nothing about the
/// code: a module with errors has no files to write, and a file it did not generate is never
/// touched.
struct OutputWriter {
  /// What went wrong while writing; other modules were still written.
  struct Failure: Error, CustomStringConvertible {
    var ioErrors: [String] = []
    /// Graphs the generator could not write: a bug in weaver-gen, not in the user's annotations.
    var internalErrors: [String] = []

    var description: String { (ioErrors + internalErrors).joined(separator: "\n") }
  }

  let target: OutputTarget

  /// Writes the files the core generated for `modules`, which hold one module for a
  /// single-module target (the run supplies an empty one when the inputs have no Swift file).
  func write(_ modules: [ModuleAnalysis]) throws(Failure) {
    var failure = Failure()
    failure.internalErrors = modules.compactMap(\.generationFailure)
    switch target {
    case .file(let path):
      if let file = modules.first?.generatedFiles?.first {
        write(file, to: path, failure: &failure)
      }
    case .partsDirectory(let directory, _):
      if let files = modules.first?.generatedFiles {
        for file in files { write(file, to: PathNormalizer.join(directory, file.name), failure: &failure) }
        let current = Set(files.map(\.name))
        failure.ioErrors += StaleOutputRemover.removeParts(in: directory, keeping: current).problems
      }
    case .moduleFolders(let directory, _):
      var written: [String: Set<String>] = [:]
      var untouched: Set<String> = []
      for module in modules {
        // A module without annotations gets no folder; the parts it had earlier are stale.
        if module.isGeneratable, module.resolved?.injectableTypeCount == 0 { continue }
        guard let files = module.generatedFiles else {
          untouched.insert(module.name)
          continue
        }
        let folder = PathNormalizer.join(directory, module.name)
        for file in files { write(file, to: PathNormalizer.join(folder, file.name), failure: &failure) }
        written[module.name] = Set(files.map(\.name))
      }
      failure.ioErrors += StaleOutputRemover.removeParts(
        inModuleFoldersOf: directory, keeping: written, skipping: untouched)
    }
    if !failure.ioErrors.isEmpty || !failure.internalErrors.isEmpty { throw failure }
  }

  /// Refuses to replace a file that weaver-gen did not write (one that holds something and does
  /// not start with the generated header): a mistyped output path must not destroy a source file.
  private func write(_ file: GeneratedFile, to path: String, failure: inout Failure) {
    if GeneratedHeaderProbe.holdsSomethingElse(path) {
      failure.ioErrors.append(
        "refusing to overwrite '\(path)': weaver-gen did not write it (it does not start with '\(GeneratedFileHeader.marker)'); move it away or choose another output"
      )
      return
    }
    do {
      try FileWriter.write(file.sections, to: path)
    } catch {
      failure.ioErrors.append("cannot write '\(path)': \(error)")
    }
  }
}
