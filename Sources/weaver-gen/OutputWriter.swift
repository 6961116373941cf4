import Foundation
import WeaverGenCore

/// Writes the generated files the core returned for the modules that validated, and removes the
/// stale ones that weaver-gen wrote earlier (`StaleOutputRemover`). It computes nothing about the
/// code: a module with errors has no files to write, and a file it did not generate is never
/// touched.
///
/// It holds an advisory lock on the output folder (the folder of `--output-file`) while it works,
/// so runs that share it take turns. With `--output-path` it touches only the folders of the
/// modules its inputs form: a folder of another module may be another run's output.
struct OutputWriter {
  let target: OutputTarget

  /// Throws every problem at once, after writing all it could: files that could not be written
  /// (74), and modules the generator failed on, a bug in weaver-gen (70). Returns how many files
  /// it wrote and how many already held their bytes, for the run's summary line.
  @discardableResult
  func write(_ modules: [ModuleAnalysis]) throws(CLIError) -> GenerationSummary {
    var failure = CLIError(status: ExitStatus.ioError)
    var summary = GenerationSummary()
    do {
      switch target {
      case .file(let path):
        let folder = try OutputFolder.named(Self.folder(of: path))
        try folder.lock()
        let name = (path as NSString).lastPathComponent
        failure.errors += folder.removeStaleTemporaries { $0 == name }
        if let file = files(of: modules.first, failure: &failure)?.first {
          summary.record(wrote: try folder.write(file.sections, to: name, owner: .generatedSwift))
        }
      case .partsDirectory(let directory, _):
        let folder = try OutputFolder.named(directory)
        try folder.lock()
        if let files = files(of: modules.first, failure: &failure) {
          writeParts(files, in: folder, summary: &summary, failure: &failure)
        }
      case .moduleFolders(let directory, _):
        let root = try OutputFolder.named(directory)
        try root.lock()
        for module in modules { write(module, into: root, summary: &summary, failure: &failure) }
      }
    } catch {
      failure.errors += error.errors
    }
    if !failure.bugs.isEmpty { failure.status = ExitStatus.internalError }
    if !failure.errors.isEmpty || !failure.bugs.isEmpty { throw failure }
    return summary
  }

  /// Writes one module's folder of `--output-path`; a module without annotations gets no folder,
  /// and the parts it had earlier are stale; a module with errors keeps what it had.
  private func write(
    _ module: ModuleAnalysis, into root: OutputFolder, summary: inout GenerationSummary, failure: inout CLIError
  ) {
    guard module.isGeneratable else { return }
    do {
      if module.resolved?.injectableTypeCount == 0 {
        guard let folder = try root.subfolder(module.name, create: false) else { return }
        if writeParts([], in: folder, summary: &summary, failure: &failure) { root.removeFolderIfEmpty(module.name) }
      } else if let files = files(of: module, failure: &failure),
        let folder = try root.subfolder(module.name, create: true)
      {
        writeParts(files, in: folder, summary: &summary, failure: &failure)
      }
    } catch {
      failure.errors += error.errors
    }
  }

  /// Writes the parts, then removes the stale ones; returns whether it removed any.
  @discardableResult
  private func writeParts(
    _ files: [GeneratedFile], in folder: OutputFolder, summary: inout GenerationSummary, failure: inout CLIError
  ) -> Bool {
    for file in files {
      do {
        summary.record(wrote: try folder.write(file.sections, to: file.name, owner: .generatedSwift))
      } catch {
        failure.errors += error.errors
      }
    }
    let outcome = StaleOutputRemover.removeParts(in: folder, keeping: Set(files.map(\.name)))
    failure.errors += outcome.problems
    return outcome.removedAny
  }

  /// The folder holding a file: `.` for a bare file name.
  static func folder(of path: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    return folder.isEmpty ? "." : folder
  }

  /// The files the core generated for `module`: `nil` when it must not be written (it has errors)
  /// or the generator failed, which is reported as an internal error.
  private func files(of module: ModuleAnalysis?, failure: inout CLIError) -> [GeneratedFile]? {
    if let problem = module?.generationFailure { failure.bugs.append(problem) }
    return module?.generatedFiles
  }
}
