import Foundation
import WeaverGenCore

/// Removes the generated files a run no longer writes: a module that lost its annotations, or
/// parts beyond a smaller part count.
///
/// Only a file that weaver-gen could have written is a candidate: one directly in a folder it
/// writes parts into, named as a part (`Weaver.swift`, `Weaver-<n>.swift`), a regular file rather
/// than a symlink, starting with the generated header. Anything else in the output folders, even a
/// file with the header under another name, belongs to someone else and stays.
enum StaleOutputRemover {
  /// What could not be removed, as messages; the removal goes on past them.
  struct Outcome {
    var removedAny = false
    var problems: [String] = []
  }

  /// Removes the stale parts in `folder` whose names are not in `current`.
  static func removeParts(in folder: String, keeping current: Set<String>) -> Outcome {
    var outcome = Outcome()
    for name in entries(of: folder) where GeneratedFileLayout.isPartFileName(name) && !current.contains(name) {
      let path = PathNormalizer.join(folder, name)
      guard FileKind.of(path, followingLinks: false) == .file, !FileKind.isSymbolicLink(path),
        GeneratedHeaderProbe.isGenerated(path)
      else { continue }
      do {
        try FileManager.default.removeItem(atPath: path)
        outcome.removedAny = true
      } catch {
        outcome.problems.append("cannot remove stale '\(path)': \(error.localizedDescription)")
      }
    }
    return outcome
  }

  /// Removes the stale parts in each module folder of `directory` (`<directory>/<Module>/`): those
  /// not in `current[Module]`, all of them for a module this run did not write, none for the
  /// modules in `skipped` (they have errors, and keep their previous output). A module folder this
  /// empties is removed too.
  static func removeParts(
    inModuleFoldersOf directory: String, keeping current: [String: Set<String>], skipping skipped: Set<String>
  ) -> [String] {
    var problems: [String] = []
    for name in entries(of: directory) where !skipped.contains(name) {
      let folder = PathNormalizer.join(directory, name)
      guard FileKind.of(folder, followingLinks: false) == .directory else { continue }
      let outcome = removeParts(in: folder, keeping: current[name] ?? [])
      problems += outcome.problems
      if outcome.removedAny, entries(of: folder).isEmpty { try? FileManager.default.removeItem(atPath: folder) }
    }
    return problems
  }

  /// The names in `folder`, sorted; none when it cannot be listed (it does not exist yet).
  private static func entries(of folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }
}
