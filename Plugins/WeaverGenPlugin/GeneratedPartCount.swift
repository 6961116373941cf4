/// How many files the tool splits a target's generated code into, so that the plugin can declare
/// each of them as an output before the tool runs.
///
/// A copy of `GeneratedFileLayout.partCount(forInputFileCount:)` in WeaverGenCore, which the
/// plugin cannot import (the reasons for the numbers are there). The plugin passes the count to the
/// tool with `--parts`, so a difference would not break a build, but it would make the plugin's
/// output differ from the command line's; `PluginPartCountTests` compiles this file and fails when
/// the two disagree. It uses nothing but the standard library for that reason.
enum GeneratedPartCount {
  static func forInputFileCount(_ count: Int) -> Int {
    min(max(count / 50, 1), 32)
  }

  /// `Weaver.swift`, then `Weaver-2.swift` … `Weaver-<count>.swift`, as the tool names them (or
  /// `<name>.swift` … with `--part-name <name>`).
  static func fileNames(count: Int, name: String = "Weaver") -> [String] {
    (1...count).map { $0 == 1 ? "\(name).swift" : "\(name)-\($0).swift" }
  }

  /// The name of the parts for a target whose Swift files have these names: `Weaver`, unless the
  /// target holds a file named like one of its parts (SwiftPM would then fail with "multiple
  /// producers", as it names object files after their sources); then `WeaverGenerated`,
  /// `WeaverGenerated2` … the first whose parts no file of the target is named like, compared
  /// without case, as file systems and object files may not tell case apart.
  static func partName(count: Int, avoiding sourceNames: [String]) -> String {
    let taken = Set(sourceNames.map { $0.lowercased() })
    let isFree = { (name: String) in !fileNames(count: count, name: name).contains { taken.contains($0.lowercased()) } }
    if isFree("Weaver") { return "Weaver" }
    var suffix = 1
    while !isFree("WeaverGenerated" + (suffix == 1 ? "" : "\(suffix)")) { suffix += 1 }
    return "WeaverGenerated" + (suffix == 1 ? "" : "\(suffix)")
  }
}
