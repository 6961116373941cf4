import WeaverGenCore

/// The names a module's parts get on disk: the core's `Weaver.swift`, `Weaver-2.swift` …, or
/// `<name>.swift`, `<name>-2.swift` … with `--part-name` (README, "Command line").
///
/// The build plugin needs another name when the target already holds a file named like a part:
/// SwiftPM names object files after their sources, so a target file `Weaver.swift` beside the
/// generated one failed with "multiple producers" and no word from weaver-gen. Stale removal
/// recognises the names in use, so a run removes only parts it would write.
struct PartFileNames {
  static let coreName = "Weaver"

  let name: String

  init(_ name: String = coreName) {
    self.name = name
  }

  /// Why `name` cannot name parts, if it cannot: it must be a plain file name, so that the parts
  /// stay in their folder and are not hidden.
  static func problem(with name: String) -> String? {
    if name.isEmpty { return "'--part-name' is empty: give the name of the generated files, such as 'Weaver'." }
    if name.contains("/") || name.contains("\\") || name.hasPrefix(".") || ControlCharacterEscaping.needsEscaping(name)
    {
      return "'--part-name' takes a plain file name without '/', '\\', a leading '.' or control characters."
    }
    return nil
  }

  /// The name on disk of a part the core named `coreFileName`.
  func fileName(for coreFileName: String) -> String {
    guard name != Self.coreName else { return coreFileName }
    return name + coreFileName.dropFirst(Self.coreName.count)
  }

  /// Whether `fileName` is a part's name under this naming, for any part count weaver-gen accepts.
  func isPartFileName(_ fileName: String) -> Bool {
    guard fileName.hasPrefix(name) else { return false }
    return GeneratedFileLayout.isPartFileName(Self.coreName + fileName.dropFirst(name.count))
  }
}
