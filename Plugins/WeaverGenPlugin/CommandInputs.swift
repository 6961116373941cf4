import Foundation
import PackagePlugin

/// What both build commands hand the tool the same way: a target's Swift files as a list file the
/// tool reads itself, and the target's `.weaver.yaml`.
enum CommandInputs {
  /// `--input-list <list>`, after writing the files to `list` one per line, and `--input-path` for
  /// each path holding a line break, which cannot be a line of the list. The tool reads the list in
  /// time linear in its length; passed as `--input-path` arguments, 6,000 files took a debug tool a
  /// minute of argument splitting. No list is passed when every path holds a line break: the tool
  /// refuses an empty list, which would otherwise hide a build that lost a target's files.
  static func fileArguments(_ files: [URL], list: URL, workDirectory: URL) throws -> [String] {
    let listed = files.filter { !$0.path.contains("\n") }
    let unlisted = files.filter { $0.path.contains("\n") }.flatMap { ["--input-path", $0.path] }
    guard !listed.isEmpty else { return unlisted }
    try writeIfChanged(listed.map { $0.path + "\n" }.joined(), to: list, workDirectory: workDirectory)
    return ["--input-list", list.path] + unlisted
  }

  /// `--config <file>` and the file, an input of the command, when the folder holds a
  /// `.weaver.yaml`; else `--no-config`, so the tool reads no file the build does not track.
  static func configuration(in folder: URL) -> (arguments: [String], input: URL?) {
    let configuration = folder.appending(path: ".weaver.yaml")
    guard FileManager.default.fileExists(atPath: configuration.path) else { return (["--no-config"], nil) }
    return (["--config", configuration.path], configuration)
  }

  /// `--analysis-cache <work directory>/analysis-cache`: the tool keeps each file's analysis there
  /// and analyses again only the files that changed since its last run. The tool creates the
  /// folder and writes nothing else; the build never reads it, so it is no declared output.
  static func analysisCache(in workDirectory: URL) -> [String] {
    ["--analysis-cache", workDirectory.appending(path: "analysis-cache").path]
  }

  /// A list file changes only when the list of files does, so it never causes work itself.
  static func writeIfChanged(_ text: String, to url: URL, workDirectory: URL) throws {
    let data = Data(text.utf8)
    if FileManager.default.contents(atPath: url.path) == data { return }
    try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
  }
}
