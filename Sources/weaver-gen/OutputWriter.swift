import Foundation
import WeaverGenCore

/// Writes the generated files of the modules that validated, and removes the stale ones that
/// weaver-gen wrote earlier (`StaleOutputRemover`). It never writes a module that has errors, and
/// never touches a file it did not generate.
struct OutputWriter {
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
      if let file = files(of: modules.first, failure: &failure)?.first {
        write(file, to: path, failure: &failure)
      }
    case .partsDirectory(let directory, _):
      if let files = files(of: modules.first, failure: &failure) {
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
        guard let files = files(of: module, failure: &failure) else {
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

  /// The files of `module` in the target's layout, printed from the plans its analysis checked;
  /// header-only files when there is no module (no Swift file among the inputs); `nil` when the
  /// module must not be written (it has errors) or the generator failed.
  private func files(of module: ModuleAnalysis?, failure: inout Failure) -> [GeneratedFile]? {
    let layout = target.layout(forFileCount: module?.fileCount ?? 0)
    guard let module else { return layout.emptyFiles }
    guard module.isGeneratable else { return nil }
    do {
      return try SwiftRenderer.render(module, layout: layout)
    } catch {
      failure.internalErrors.append(error.description)
      return nil
    }
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
