import WeaverGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the generated files the core returned for the modules that validated, and removes the
/// stale ones that weaver-gen wrote earlier (`StaleOutputRemover`). It computes nothing about the
/// code: a module with errors has no files to write, and a file it did not generate is never
/// touched.
///
/// It holds the lock of each folder it writes into (a module's folder, the `--output-directory`,
/// the folder of `--output-file`) while it writes there, so runs that write the same folder take
/// turns, whatever path they name it by. With `--output-path` it touches only the folders of the
/// modules its inputs form: a folder of another module may be another run's output. A module's
/// parts are written as a set: every changed part is staged in a temporary file first, and only
/// when all are complete are they put in place (part 1 last); parts of different runs that a
/// failure leaves side by side do not compile together (`PartSetStamp`).
struct OutputWriter {
  let target: OutputTarget
  /// The names of the parts on disk.
  var partNames = PartFileNames()

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
        let name = PathNormalizer.lastPathComponent(of: path)
        if let file = files(of: modules.first, failure: &failure)?.first {
          try folder.lock()
          failure.errors += folder.removeStaleTemporaries { $0 == name }
          summary.record(wrote: try folder.write(file.sections, to: name, owner: .generatedSwift))
        }
      case .partsDirectory(let directory, _):
        let folder = try OutputFolder.named(directory)
        if let files = files(of: modules.first, failure: &failure) {
          try folder.lock()
          writeParts(files, in: folder, summary: &summary, failure: &failure)
        }
      case .moduleFolders(let directory, _):
        let root = try OutputFolder.named(directory)
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
        try folder.lock()
        if writeParts([], in: folder, summary: &summary, failure: &failure) {
          folder.unlock()
          root.removeFolderIfEmpty(module.name)
        }
      } else if let files = files(of: module, failure: &failure),
        let folder = try root.subfolder(module.name, create: true)
      {
        try folder.lock()
        writeParts(files, in: folder, summary: &summary, failure: &failure)
      }
    } catch {
      failure.errors += error.errors
    }
  }

  /// Writes the parts as a set (all staged, then all put in place, part 1 last), then removes the
  /// stale ones; returns whether it removed any. When a part cannot be staged, none is put in place.
  @discardableResult
  private func writeParts(
    _ files: [GeneratedFile], in folder: OutputFolder, summary: inout GenerationSummary, failure: inout CLIError
  ) -> Bool {
    failure.errors += folder.removeStaleTemporaries(where: partNames.isPartFileName)
    var staged: [OutputFolder.StagedFile] = []
    var stagingFailed = false
    // Each part is staged in a temporary file of its own, so the parts are staged on all cores
    // (the bench app's 32 parts, 11 MB, took 5 ms on one); what each gave is then read in order.
    let stager = folder.stager
    let names = partNames
    let outcomes = Array(files.dropFirst() + files.prefix(1)).concurrentMap { file in
      Result { () throws(CLIError) in
        try stager.stage(file.sections, as: names.fileName(for: file.name), owner: .generatedSwift)
      }
    }
    for outcome in outcomes {
      switch outcome {
      case .success(let stagedFile):
        // A part that already holds its bytes is not staged: it is counted unchanged.
        if let stagedFile { staged.append(stagedFile) }
        summary.record(wrote: stagedFile != nil)
      case .failure(let error):
        failure.errors += error.errors
        stagingFailed = true
      }
    }
    if stagingFailed {
      staged.forEach(folder.discard)
      summary.written -= staged.count
      return false
    }
    for file in staged {
      do { try folder.commit(file) } catch { failure.errors += error.errors }
    }
    let outcome = StaleOutputRemover.removeParts(
      in: folder, named: partNames, keeping: Set(files.map { partNames.fileName(for: $0.name) }))
    failure.errors += outcome.problems
    return outcome.removedAny
  }

  /// The folder holding a file: `.` for a bare file name.
  static func folder(of path: String) -> String {
    let folder = PathNormalizer.deletingLastPathComponent(of: path)
    return folder.isEmpty ? "." : folder
  }

  /// The files the core generated for `module`: `nil` when it must not be written (it has errors)
  /// or the generator failed, which is reported as an internal error.
  private func files(of module: ModuleAnalysis?, failure: inout CLIError) -> [GeneratedFile]? {
    if let problem = module?.generationFailure { failure.bugs.append(problem) }
    return module?.generatedFiles
  }
}

extension OutputWriter {
  /// The files the target holds for the single module just written, each with the digest of the
  /// bytes this run put there (or found there), for the run memo; `nil` when the target is not one
  /// module's parts or file (`--output-path` writes folders the memo does not follow). Digested
  /// from the generated text, not read back: another run may have written the folder since, and
  /// its bytes must not pass for this run's.
  func outputs(of module: ModuleAnalysis) -> [RunMemo.Output]? {
    guard let files = module.generatedFiles, let names = try? folderAndNames(of: files).1, names.count == files.count
    else { return nil }
    return zip(names, files).map { name, file in
      var bytes: [UInt8] = []
      bytes.reserveCapacity(file.sections.reduce(0) { $0 + $1.utf8.count })
      for section in file.sections { bytes.append(contentsOf: section.utf8) }
      return RunMemo.Output(name: name, digest: bytes.withUnsafeBytes { ContentDigest(of: $0) })
    }
  }

  /// Whether the target holds `outputs` as a run would leave them: each a regular file with the
  /// bytes of its digest, and beside them no other part and no temporary file, which a run would
  /// remove. It holds the folder's lock while it looks, as a run writing there does.
  func holds(_ outputs: [RunMemo.Output]) -> Bool {
    guard let (folder, _) = try? folderAndNames(of: []), (try? folder.lock()) != nil else { return false }
    let expected = Set(outputs.map(\.name))
    let isOutput: (String) -> Bool
    switch target {
    case .partsDirectory: isOutput = partNames.isPartFileName
    case .file, .moduleFolders: isOutput = expected.contains
    }
    for entry in folder.entries() {
      if let output = TemporaryFileName.output(of: entry), isOutput(output) { return false }
      if isOutput(entry), !expected.contains(entry) { return false }
    }
    return outputs.allSatisfy { folder.digest(of: $0.name) == $0.digest }
  }

  /// The folder the target writes into, and the names `files` take there.
  private func folderAndNames(of files: [GeneratedFile]) throws(CLIError) -> (OutputFolder, [String]) {
    switch target {
    case .file(let path):
      return (try OutputFolder.named(Self.folder(of: path)), [PathNormalizer.lastPathComponent(of: path)])
    case .partsDirectory(let directory, _):
      return (try OutputFolder.named(directory), files.map { partNames.fileName(for: $0.name) })
    case .moduleFolders:
      throw CLIError.usage("a run memo follows one module's parts or file")
    }
  }
}
