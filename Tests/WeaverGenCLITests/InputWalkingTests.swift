import Foundation
import Testing

/// docs/architecture.md, "Inputs and modules": which files an input path brings in, and how they group into modules.
/// Observed
/// through `weaver-gen graph --format text`, which names each module and its types.
@Suite struct InputWalkingTests {
  /// Writes an annotated type named `name` into `folder/file`.
  private func write(_ name: String, to folder: URL, file: String? = nil) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try "final class \(name) {\n  // weaver: value = Int\n}\n"
      .write(to: folder.appendingPathComponent(file ?? "\(name).swift"), atomically: true, encoding: .utf8)
  }

  private func graph(_ arguments: [String], in directory: URL) throws -> String {
    let result = try CLIRunner.run(["graph", "--quiet"] + arguments, in: directory)
    #expect(result.status == 0, "\(result)")
    return result.standardOutput
  }

  /// The module headers and type names of a text graph, one per line.
  private func outline(_ text: String) -> [String] {
    text.split(separator: "\n").filter { $0.hasPrefix("module ") || ($0.hasPrefix("  ") && !$0.hasPrefix("    ")) }
      .map { $0.hasPrefix("module ") ? String($0.split(separator: ":")[0]) : String($0.split(separator: " (")[0]) }
  }

  @Test func aSourcesFolderGivesOneModulePerSubfolder() throws {
    let scratch = try ScratchDirectory()
    let sources = scratch.url.appendingPathComponent("Sources")
    try write("A", to: sources.appendingPathComponent("First"))
    try write("B", to: sources.appendingPathComponent("Second/Nested"))
    #expect(
      outline(try graph(["--input-path", "Sources"], in: scratch.url)) == [
        "module First", "  A", "module Second", "  B",
      ])
  }

  /// An Xcode target's folder often holds only groups: it is still one module, never one per group.
  @Test func aFolderThatIsNotASourcesFolderIsOneModuleHoweverItsFilesAreGrouped() throws {
    let scratch = try ScratchDirectory()
    let app = scratch.url.appendingPathComponent("App")
    try write("Screen", to: app.appendingPathComponent("Screens"))
    try write("Model", to: app.appendingPathComponent("Models/Deep"))
    #expect(outline(try graph(["--input-path", "App"], in: scratch.url)) == ["module App", "  Model", "  Screen"])
  }

  @Test func swiftPMsOtherNamesForSourcesGiveOneModulePerSubfolderBesideAManifest() throws {
    let scratch = try ScratchDirectory()
    try "// swift-tools-version: 6.2\n".write(
      to: scratch.url.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try write("A", to: scratch.url.appendingPathComponent("src/First"))
    try write("B", to: scratch.url.appendingPathComponent("src/Second"))
    #expect(
      outline(try graph(["--input-path", "src"], in: scratch.url)) == ["module First", "  A", "module Second", "  B"])
    try write("C", to: scratch.url.appendingPathComponent("lib/Third"))
    #expect(outline(try graph(["--input-path", "lib"], in: scratch.url)) == ["module lib", "  C"])
  }

  @Test func aFolderWithSwiftFilesIsOneModuleNamedAfterIt() throws {
    let scratch = try ScratchDirectory()
    let app = scratch.url.appendingPathComponent("App")
    try write("A", to: app)
    try write("B", to: app.appendingPathComponent("Deep/Deeper"))
    #expect(outline(try graph(["--input-path", "App/"], in: scratch.url)) == ["module App", "  A", "  B"])
  }

  @Test func filesNamedDirectlyFormOneModuleNamedAfterTheirCommonParent() throws {
    let scratch = try ScratchDirectory()
    let base = scratch.url.appendingPathComponent("Shared")
    try write("A", to: base.appendingPathComponent("One"))
    try write("B", to: base.appendingPathComponent("Two"))
    let text = try graph(["--input-path", "Shared/One/A.swift", "--input-path", "Shared/Two/B.swift"], in: scratch.url)
    #expect(outline(text) == ["module Shared", "  A", "  B"])
  }

  @Test func hiddenAndBuildFoldersAndFolderSymlinksAreSkippedBelowAnInput() throws {
    let scratch = try ScratchDirectory()
    let app = scratch.url.appendingPathComponent("App")
    try write("Kept", to: app)
    try write("Hidden", to: app.appendingPathComponent(".hidden"))
    try write("Built", to: app.appendingPathComponent(".build-release"))
    try write("Dotted", to: app, file: ".Dotted.swift")
    let elsewhere = scratch.url.appendingPathComponent("Elsewhere")
    try write("Linked", to: elsewhere)
    try FileManager.default.createSymbolicLink(at: app.appendingPathComponent("Link"), withDestinationURL: elsewhere)
    #expect(outline(try graph(["--input-path", "App"], in: scratch.url)) == ["module App", "  Kept"])
  }

  @Test func anInputPathItselfIsReadAsGivenEvenWhenHidden() throws {
    let scratch = try ScratchDirectory()
    try write("Hidden", to: scratch.url.appendingPathComponent(".hidden"))
    #expect(
      outline(try graph(["--input-path", ".hidden", "--module-name", "App"], in: scratch.url)) == [
        "module App", "  Hidden",
      ])
  }

  @Test func ignoredPathsRemoveFilesAndFolders() throws {
    let scratch = try ScratchDirectory()
    let app = scratch.url.appendingPathComponent("App")
    try write("Kept", to: app)
    try write("Dropped", to: app)
    try write("Generated", to: app.appendingPathComponent("Generated"))
    let text = try graph(
      ["--input-path", "App", "--ignored-path", "App/Dropped.swift", "--ignored-path", "./App/Generated/"],
      in: scratch.url)
    #expect(outline(text) == ["module App", "  Kept"])
  }

  /// Issue 18: `--ignored-path ""` (the working directory) once ignored every input, so `validate`
  /// passed and `generate` blanked the code with exit status 0. An ignored path that leaves nothing
  /// of an input to read is a usage error.
  @Test(arguments: ["", ".", "App", "./App/", "/", ".."])
  func anIgnoredPathThatCoversAnInputIsAUsageError(ignored: String) throws {
    let scratch = try ScratchDirectory()
    try write("Kept", to: scratch.url.appendingPathComponent("App"))
    for command in ["validate", "generate"] {
      let output = command == "generate" ? ["--output-directory", "Out"] : []
      let result = try CLIRunner.run(
        [command, "--input-path", "App", "--ignored-path", ignored] + output, in: scratch.url)
      #expect(result.status == 64, "\(command) '\(ignored)': \(result)")
      let expected =
        ignored.isEmpty
        ? "weaver-gen: error: an ignored path is empty; give the file or directory to leave out\n"
        : "weaver-gen: error: ignored path '\(ignored)' covers the input path 'App', so nothing of it would be read; ignore a path inside the input, or remove the input\n"
      #expect(result.standardError == expected, "\(command) '\(ignored)'")
      #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("Out/Weaver.swift").path))
    }
  }

  /// Issue 18: a Swift file or a folder whose name is not UTF-8 was skipped without a word.
  @Test(arguments: [true, false])
  func aNameThatIsNotUTF8IsAnError(isFolder: Bool) throws {
    let scratch = try ScratchDirectory()
    try write("Kept", to: scratch.url.appendingPathComponent("App"))
    let bytes = Array((scratch.url.path + "/App/Bad").utf8) + [0xFF] + Array((isFolder ? "" : ".swift").utf8) + [0]
    let made = bytes.withUnsafeBufferPointer { path in
      path.withMemoryRebound(to: CChar.self) {
        isFolder ? mkdir($0.baseAddress!, 0o755) : close(open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644))
      }
    }
    try #require(made == 0)
    let result = try CLIRunner.run(["validate", "--input-path", "App"], in: scratch.url)
    #expect(result.status == 74, "\(result)")
    #expect(
      result.standardError
        == "weaver-gen: error: cannot read 'App/Bad\u{FFFD}\(isFolder ? "" : ".swift")': its name is not valid UTF-8 (shown with U+FFFD), which weaver-gen cannot name in diagnostics or code; rename it\n"
    )
  }

  /// Names are checked as UTF-8 by their bytes, then decoded (docs/performance.md, stop 54): a name
  /// in UTF-8 beyond ASCII, and one four bytes a character, are read like any other, each once.
  @Test func namesInUTF8BeyondASCIIAreRead() throws {
    let scratch = try ScratchDirectory()
    let app = scratch.url.appendingPathComponent("App")
    try write("Cafe", to: app.appendingPathComponent("Crème brûlée"), file: "Café.swift")
    try write("Rocket", to: app.appendingPathComponent("🚀"), file: "日本.swift")
    try write("Plain", to: app)
    let text = try graph(["--input-path", "App"], in: scratch.url)
    #expect(outline(text) == ["module App", "  Cafe", "  Plain", "  Rocket"])
  }

  /// The walk lists a folder's subfolders level by level, then walks them side by side: every file
  /// of a tree of many folders at several depths is found, and of several folders that cannot be
  /// read (here, each holds a name that is not UTF-8), the one reported is the first in the order
  /// of a walk of the sorted folders, depth first, whichever was listed first.
  @Test func sharedOutFoldersFindEveryFileAndReportTheFirstUnreadableFolderInWalkOrder() throws {
    let scratch = try ScratchDirectory()
    let app = scratch.url.appendingPathComponent("App")
    let folders = ["A/B/C/D", "A/B/E", "A/F", "G/H", "G/I", "G/J/K/L/M/N", "G/O", "G/P", "G/Q/R", "G/S", "G/T/U"]
    for (index, folder) in folders.enumerated() {
      try write("Type\(index)", to: app.appendingPathComponent(folder))
    }
    try write("Top", to: app)
    let expected = (["Top"] + folders.indices.map { "Type\($0)" }).sorted()
    #expect(
      outline(try graph(["--input-path", "App"], in: scratch.url)) == ["module App"] + expected.map { "  \($0)" })

    // Unreadable: deep in the first folder, and at the top of a later one, listed before it.
    for folder in ["A/B/C/D", "G"] {
      let bytes = Array((app.path + "/" + folder + "/Bad").utf8) + [0xFF] + Array(".swift".utf8) + [0]
      let made = bytes.withUnsafeBufferPointer { path in
        path.withMemoryRebound(to: CChar.self) { close(open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644)) }
      }
      try #require(made == 0)
    }
    let result = try CLIRunner.run(["validate", "--input-path", "App"], in: scratch.url)
    #expect(result.status == 74, "\(result)")
    #expect(
      result.standardError.hasPrefix("weaver-gen: error: cannot read 'App/A/B/C/D/Bad\u{FFFD}.swift'"), "\(result)")
  }

  /// Issue 18: a NUL ends a path for the system, so a listed line holding one would read a file
  /// the line does not name.
  @Test func aNULInAnInputListLineIsAnError() throws {
    let scratch = try ScratchDirectory()
    try write("Kept", to: scratch.url.appendingPathComponent("App"))
    try "App/Kept.swift\u{0}.txt\n".write(
      to: scratch.url.appendingPathComponent("files.txt"), atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["validate", "--input-list", "files.txt"], in: scratch.url)
    #expect(result.status == 64, "\(result)")
    #expect(
      result.standardError
        == "weaver-gen: error: input list 'files.txt' has a line holding a NUL character, which no path can: 'App/Kept.swift\\u{0}.txt'\n"
    )
  }

  @Test func inputsThatNameTheSameModuleAreMerged() throws {
    let scratch = try ScratchDirectory()
    try write("A", to: scratch.url.appendingPathComponent("One/App"))
    try write("B", to: scratch.url.appendingPathComponent("Two/App"))
    #expect(
      outline(try graph(["--input-path", "One/App", "--input-path", "Two/App"], in: scratch.url)) == [
        "module App", "  A", "  B",
      ])
  }

  @Test func aFileReachedByTwoSpellingsOfItsPathIsReadOnce() throws {
    let scratch = try ScratchDirectory()
    try write("A", to: scratch.url.appendingPathComponent("App"))
    let text = try graph(["--input-path", "App/A.swift", "--input-path", "./App/A.swift"], in: scratch.url)
    #expect(outline(text) == ["module App", "  A"])
  }

  @Test func aFileNamedDirectlyInsideAnInputFolderStaysInThatFoldersModule() throws {
    let scratch = try ScratchDirectory()
    let sources = scratch.url.appendingPathComponent("Sources")
    try write("A", to: sources.appendingPathComponent("App"))
    try write("B", to: sources.appendingPathComponent("App/Sub"))
    for arguments in [
      ["--input-path", "Sources", "--input-path", "Sources/App/Sub/B.swift"],
      ["--input-path", "Sources/App/Sub", "--input-path", "Sources"],
    ] {
      #expect(outline(try graph(arguments, in: scratch.url)) == ["module App", "  A", "  B"], "\(arguments)")
    }
  }

  @Test func aSymlinkToAFileInTheSameModuleIsReadOnce() throws {
    let scratch = try ScratchDirectory()
    let app = scratch.url.appendingPathComponent("App")
    try write("A", to: app)
    try FileManager.default.createSymbolicLink(
      at: app.appendingPathComponent("Alias.swift"), withDestinationURL: app.appendingPathComponent("A.swift"))
    #expect(outline(try graph(["--input-path", "App"], in: scratch.url)) == ["module App", "  A"])
  }

  /// The walk resolves its input folder once and joins the rest of each path to it: a folder
  /// reached through a link, or named `.`, still yields each file's real path.
  @Test func aFileBelowALinkedOrDotInputAndNamedDirectlyIsReadOnce() throws {
    let scratch = try ScratchDirectory()
    let app = scratch.url.appendingPathComponent("Real/App")
    try write("A", to: app)
    try FileManager.default.createSymbolicLink(
      at: scratch.url.appendingPathComponent("Link"), withDestinationURL: scratch.url.appendingPathComponent("Real"))
    let throughLink = try graph(["--input-path", "Link/App", "--input-path", "Real/App/A.swift"], in: scratch.url)
    #expect(outline(throughLink) == ["module App", "  A"])
    #expect(outline(try graph(["--input-path", ".", "--input-path", "A.swift"], in: app)) == ["module App", "  A"])
  }

  /// Files named one by one (the build plugin's input list) are told apart by their real paths,
  /// found from each folder's real path: the same file named through a linked folder, through a
  /// link to the file, and with `.` and `..` in its path is read once.
  @Test func aFileNamedSeveralWaysInAnInputListIsReadOnce() throws {
    let scratch = try ScratchDirectory()
    let app = scratch.url.appendingPathComponent("Real/App")
    try write("A", to: app)
    try write("B", to: app.appendingPathComponent("Sub"))
    try FileManager.default.createSymbolicLink(
      at: scratch.url.appendingPathComponent("Link"), withDestinationURL: scratch.url.appendingPathComponent("Real"))
    try FileManager.default.createSymbolicLink(
      at: app.appendingPathComponent("Alias.swift"), withDestinationURL: app.appendingPathComponent("Sub/B.swift"))
    let list = scratch.url.appendingPathComponent("inputs.txt")
    try [
      "Real/App/A.swift", "Link/App/A.swift", "./Real/App/Sub/../A.swift", "Real/App/Sub/B.swift",
      "Real/App/Alias.swift", "Link/App/Sub/B.swift",
    ].map { $0 + "\n" }.joined().write(to: list, atomically: true, encoding: .utf8)
    let named = try graph(["--input-list", "inputs.txt", "--module-name", "App"], in: scratch.url)
    #expect(outline(named) == ["module App", "  A", "  B"])
  }

  @Test func aDanglingSymlinkBelowAnInputIsAnUnreadableFile() throws {
    let scratch = try ScratchDirectory()
    let app = scratch.url.appendingPathComponent("App")
    try write("A", to: app)
    try FileManager.default.createSymbolicLink(
      at: app.appendingPathComponent("Gone.swift"), withDestinationURL: scratch.url.appendingPathComponent("nowhere"))
    let result = try CLIRunner.run(["validate", "--input-path", "App"], in: scratch.url)
    #expect(result.status == 74, "\(result)")
    #expect(
      result.standardError.hasPrefix(
        "App/Gone.swift:1:1: error: file cannot be read: no such file or directory [unreadable-file]\n"),
      "\(result)")
  }

  /// The time limit only turns a hang (a blocking open waiting for a writer) into a failure; it is
  /// far beyond what the test takes on a machine starved by other builds (under a second alone).
  @Test(.timeLimit(.minutes(30)))
  func aFIFONamedLikeASwiftFileIsReportedWithoutWaitingForAWriter() throws {
    let scratch = try ScratchDirectory()
    let app = scratch.url.appendingPathComponent("App")
    try write("A", to: app)
    #expect(mkfifo(app.appendingPathComponent("Pipe.swift").path, 0o600) == 0)
    let result = try CLIRunner.run(["validate", "--input-path", "App"], in: scratch.url)
    #expect(result.status == 74, "\(result)")
    #expect(
      result.standardError.hasPrefix(
        "App/Pipe.swift:1:1: error: file cannot be read: it is a FIFO (named pipe), not a regular file [unreadable-file]\n"
      ),
      "\(result)")
  }
}
