import WeaverGenCore

/// Removes the generated files a run no longer writes: the parts of a module that lost its
/// annotations, or parts beyond a smaller part count.
///
/// Only a file at a path weaver-gen writes is a candidate: directly in a folder it writes parts
/// into, named as a part (`Weaver.swift`, `Weaver-2.swift` … `Weaver-64.swift`, or the names
/// `--part-name` gives), a regular file
/// rather than a symlink, starting with the generated header. Anything else in the output folders,
/// even a file with the header under another name or deeper down, belongs to someone else and
/// stays.
enum StaleOutputRemover {
  /// What could not be removed, as messages; the removal goes on past them.
  struct Outcome {
    var removedAny = false
    var problems: [String] = []
  }

  /// Removes the parts in `folder` whose names are not in `current` (the caller has removed the
  /// temporary files an interrupted run left for any part).
  static func removeParts(in folder: OutputFolder, named names: PartFileNames, keeping current: Set<String>)
    -> Outcome
  {
    var outcome = Outcome()
    for name in folder.entries() where names.isPartFileName(name) && !current.contains(name) {
      do {
        if try folder.removeFile(name, owner: .generatedSwift) { outcome.removedAny = true }
      } catch {
        outcome.problems += error.errors
      }
    }
    return outcome
  }
}
