import Foundation
import Testing
import WeaverGenCore

/// The build plugin cannot import the core, so it repeats the formula for the number of parts
/// (`Plugins/WeaverGenPlugin/GeneratedPartCount.swift`). This compiles that file with a small
/// driver and checks that it gives the core's count and file names for every module size up to
/// well past the cap, so the plugin declares exactly the files the command line would write.
@Suite struct PluginPartCountTests {
  private static let pluginFile = CLIRunner.packageRoot.appendingPathComponent(
    "Plugins/WeaverGenPlugin/GeneratedPartCount.swift")
  private static let largestCount = 5_000

  @Test func thePluginsPartCountAndNamesAreTheCores() throws {
    let scratch = try ScratchDirectory()
    let driver = scratch.url.appendingPathComponent("main.swift")
    try """
    for count in 0...\(Self.largestCount) {
      let parts = GeneratedPartCount.forInputFileCount(count)
      print(count, parts, GeneratedPartCount.fileNames(count: parts).joined(separator: ","))
    }
    """.write(to: driver, atomically: true, encoding: .utf8)
    let executable = scratch.url.appendingPathComponent("part-count")
    let build = try SwiftCompiler.build([Self.pluginFile, driver], mode: .nonisolated, executable: executable)
    try #require(build.status == 0, "swiftc failed:\n\(build.text)")
    let run = try SwiftCompiler.run(executable)
    try #require(run.status == 0, "\(run.text)")

    let expected = (0...Self.largestCount).map { count in
      let layout = GeneratedFileLayout(inputFileCount: count)
      return "\(count) \(layout.partCount) \(layout.fileNames.joined(separator: ","))"
    }
    let lines = run.text.split(separator: "\n").map(String.init)
    #expect(lines.count == expected.count)
    let mismatches = zip(lines, expected).filter { $0 != $1 }.map { "plugin '\($0)', core '\($1)'" }
    #expect(mismatches.count == 0, "first mismatches (files, parts, names): \(mismatches.prefix(2))")
  }

  /// Issue 18: a target holding a file named like a part (`Weaver.swift`, any case) gets parts of
  /// another name, the first that no file of the target has, so SwiftPM never sees two producers.
  @Test func thePluginNamesThePartsAfterNoFileOfTheTarget() throws {
    let scratch = try ScratchDirectory()
    let driver = scratch.url.appendingPathComponent("main.swift")
    try """
    print(GeneratedPartCount.partName(count: 1, avoiding: ["App.swift"]))
    print(GeneratedPartCount.partName(count: 1, avoiding: ["Weaver.swift"]))
    print(GeneratedPartCount.partName(count: 3, avoiding: ["weaver-3.swift"]))
    print(GeneratedPartCount.partName(count: 2, avoiding: ["Weaver.swift", "WeaverGenerated-2.swift"]))
    print(GeneratedPartCount.fileNames(count: 2, name: "WeaverGenerated"))
    """.write(to: driver, atomically: true, encoding: .utf8)
    let executable = scratch.url.appendingPathComponent("part-name")
    let build = try SwiftCompiler.build([Self.pluginFile, driver], mode: .nonisolated, executable: executable)
    try #require(build.status == 0, "swiftc failed:\n\(build.text)")
    let run = try SwiftCompiler.run(executable)
    #expect(
      run.text.split(separator: "\n") == [
        "Weaver", "WeaverGenerated", "WeaverGenerated", "WeaverGenerated2",
        #"["WeaverGenerated.swift", "WeaverGenerated-2.swift"]"#,
      ])
  }
}
