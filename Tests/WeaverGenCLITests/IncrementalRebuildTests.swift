import Foundation
import Testing
import WeaverGenCore

/// What an annotation edit makes the compiler's incremental build compile again, with the module's
/// code in parts (docs/generated-code.md, "Files"): the edited file, the parts whose text changed,
/// and the files using a type whose generated declaration changed; not the files of types the edit
/// does not touch. Two regressions went through here unseen by any test, each found by `make
/// bench` as a rebuild three times slower: part 1's declarations changing on every edit (and part 1
/// extends the parents of nested types, so every file using one of those parents compiled again),
/// then each changed part's stamp changing its interface (so every file using any type of the
/// part did). The compiler's own account (`-driver-show-incremental`) says which files it compiled;
/// nothing here is timed.
@Suite struct IncrementalRebuildTests {
  private static let bystanders = 12

  /// A root with a shared service, a `Home` that registers a `Leaf`, and bystanders that each
  /// register a type nested in them: their typealiases are in part 1, their code in every part.
  private static func writeModule(in sources: URL) throws {
    let registrations = (0..<bystanders).map { "  // weaver: shelf\($0) = Shelf\($0)\n" }.joined()
    var files = [
      "AppRoot.swift": """
      final class AppRoot {
        // weaver: analytics = Analytics
      \(registrations)  // weaver: home = Home
        init(injecting _: AppRootDependencyResolver) {}
      }
      final class Analytics {}
      final class Clock {}

      """,
      "Home.swift": """
      final class Home {
        // weaver: leaf = Leaf
        init(injecting _: HomeDependencyResolver) {}
      }

      """,
      "Leaf.swift": leaf(edited: false),
    ]
    for index in 0..<bystanders {
      files["Shelf\(index).swift"] = """
        final class Shelf\(index) {
          // weaver: detail = Detail
          init(injecting _: Shelf\(index)DependencyResolver) {}

          final class Detail {
            // weaver: clock = Clock
            init(injecting _: DetailDependencyResolver) {}
          }
        }

        """
    }
    for (name, text) in files {
      try text.write(to: sources.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
  }

  /// The leaf, before and after the edit: a reference to the root's service.
  private static func leaf(edited: Bool) -> String {
    """
    final class Leaf {
      // weaver: clock = Clock
    \(edited ? "  // weaver: analytics <- Analytics\n" : "")  init(injecting _: LeafDependencyResolver) {}
    }

    """
  }

  @Test func anAnnotationEditCompilesTheEditedFileAndTheChangedPartsButNoBystander() throws {
    let scratch = try ScratchDirectory()
    let sources = scratch.url.appendingPathComponent("App")
    let generated = scratch.url.appendingPathComponent("Generated")
    let objects = scratch.url.appendingPathComponent("Objects")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: objects, withIntermediateDirectories: true)
    try Self.writeModule(in: sources)
    let generate = {
      let result = try CLIRunner.run([
        "generate", "--input-path", sources.path, "--no-config", "--parts", "4", "--output-directory", generated.path,
      ])
      #expect(result.status == 0, "\(result)")
    }
    try generate()
    let files = try SwiftCompiler.swiftFiles(in: sources) + SwiftCompiler.swiftFiles(in: generated)
    // Dated 10 s back, as files an earlier edit wrote: on Linux the driver reads modification
    // times to the whole second (swift-driver's `lastModificationTime`), so it missed an edit made
    // within the same second as the files it replaced (2 runs in 8 here), which a developer's
    // edits never are.
    let earlier = Date(timeIntervalSinceNow: -10)
    for file in files {
      try FileManager.default.setAttributes([.modificationDate: earlier], ofItemAtPath: file.path)
    }
    let first = try Self.incrementalBuild(files, objects: objects)
    try #require(first.status == 0, "\(first.text)")

    let before = try Self.contents(of: generated)
    try Self.leaf(edited: true).write(
      to: sources.appendingPathComponent("Leaf.swift"), atomically: true, encoding: .utf8)
    try generate()
    let changedParts = try Self.contents(of: generated).filter { before[$0.key] != $0.value }.keys
    let second = try Self.incrementalBuild(files, objects: objects)
    try #require(second.status == 0, "\(second.text)")

    // The edit changes the parts of the leaf and of the containers that now pass the service down,
    // and part 1's stamp check; bystanders sit in the changed parts and extend part 1.
    let layout = GeneratedFileLayout(partCount: 4)
    let bystanderParts = Set(
      (0..<Self.bystanders).map { GeneratedFileLayout.fileName(ofPart: layout.part(ofType: "Shelf\($0)")) })
    #expect(changedParts.contains("Weaver.swift") && changedParts.count > 1, "\(changedParts)")
    #expect(
      !bystanderParts.intersection(changedParts).subtracting(["Weaver.swift"]).isEmpty,
      "no bystander shares a changed part other than part 1: the fixture no longer tests what it should")

    let compiled = Self.compiledFiles(in: second.text)
    #expect(compiled.contains("Leaf.swift"), "\(second.text)")
    #expect(Set(changedParts).isSubset(of: compiled), "changed parts not compiled again: \(compiled)")
    let unexpected = compiled.subtracting(["Leaf.swift", "Home.swift", "AppRoot.swift"]).subtracting(changedParts)
    #expect(unexpected.isEmpty, "compiled again though the edit did not touch them: \(unexpected.sorted())")
  }

  /// `swiftc -incremental` of `files` as one module, its records in `objects`.
  private static func incrementalBuild(_ files: [URL], objects: URL) throws -> SwiftCompiler.Output {
    var map: [String: [String: String]] = [
      "": ["swift-dependencies": objects.appendingPathComponent("module.swiftdeps").path]
    ]
    for (index, file) in files.enumerated() {
      map[file.path] = [
        "object": objects.appendingPathComponent("\(index).o").path,
        "swift-dependencies": objects.appendingPathComponent("\(index).swiftdeps").path,
      ]
    }
    let mapFile = objects.appendingPathComponent("output-file-map.json")
    try JSONSerialization.data(withJSONObject: map, options: [.sortedKeys]).write(to: mapFile)
    return try SwiftCompiler.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      [
        "swiftc", "-module-name", "App", "-parse-as-library", "-c", "-incremental", "-enable-batch-mode", "-j2",
        "-driver-show-incremental", "-output-file-map", mapFile.path,
      ] + SwiftCompiler.strictFlags + files.map(\.path))
  }

  /// The files the driver scheduled for compiling, from its remarks
  /// (`Queuing (initial):  {compile: 3.o <= Leaf.swift}`).
  private static func compiledFiles(in remarks: String) -> Set<String> {
    var files: Set<String> = []
    for line in remarks.split(separator: "\n") where line.contains("Queuing") {
      guard let arrow = line.range(of: " <= "), let end = line.lastIndex(of: "}") else { continue }
      files.insert(String(line[arrow.upperBound..<end]))
    }
    return files
  }

  private static func contents(of folder: URL) throws -> [String: Data] {
    var contents: [String: Data] = [:]
    for file in try SwiftCompiler.swiftFiles(in: folder) {
      contents[file.lastPathComponent] = try Data(contentsOf: file)
    }
    return contents
  }
}
