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

  /// `Weaver.swift`, then `Weaver-2.swift` … `Weaver-<count>.swift`, as the tool names them.
  static func fileNames(count: Int) -> [String] {
    (1...count).map { $0 == 1 ? "Weaver.swift" : "Weaver-\($0).swift" }
  }
}
