import Foundation
import Testing

/// `weaver-gen graph`: the graph in three formats, to standard output or a file, printed even when
/// it has errors.
@Suite struct GraphCommandTests {
  @Test func writesDotToAFile() throws {
    let scratch = try ScratchDirectory()
    let file = scratch.url.appendingPathComponent("graph.dot")
    let result = try CLIRunner.run(["graph", "--input-path", "Valid", "--format", "dot", "--output", file.path])
    #expect(result.status == 0, "\(result)")
    #expect(result.standardOutput.isEmpty)
    let dot = try String(contentsOf: file, encoding: .utf8)
    #expect(
      dot.hasPrefix(
        "// Dependency graph printed by weaver-gen graph, which may replace this file.\ndigraph weaver {\n"))
    #expect(
      dot.contains(
        #""Valid.HomeViewController" -> "Valid.MovieViewController" [label="movieController · transient", style=bold];"#
      )
    )
  }

  @Test func printsTheGraphOfABrokenModuleAndStillFails() throws {
    let result = try CLIRunner.run(["graph", "--input-path", "Broken", "--format", "json"])
    #expect(result.status == 1, "\(result)")
    #expect(result.standardOutput.contains(#""name": "Loader""#))
    #expect(result.standardError.contains("[parameters-need-transient-scope]"))
  }

  /// The Weaver 1.x app whose references are found by type: `graph` says which, and as what on
  /// each path (docs/language.md, "Found by type").
  @Test func marksTheReferencesFoundByType() throws {
    let result = try CLIRunner.run(["graph", "--input-path", "ByTypeApp"])
    #expect(result.status == 0, "\(result)")
    #expect(
      result.standardOutput.contains(
        "    store <- Storage  -> HomeScreen.cache (found by type), SettingsScreen.disk (found by type)\n"),
      "\(result.standardOutput)")
    #expect(result.standardOutput.contains("    log <- Logging  -> AppDelegate.log\n"), "\(result.standardOutput)")
  }

  @Test func rejectsAnUnknownFormat() throws {
    let result = try CLIRunner.run(["graph", "--input-path", "Valid", "--format", "svg"])
    #expect(result.status == 64, "\(result)")
  }

  // MARK: The picture at 30 types

  /// The store app fixture: 27 injectable types and 4 registered types that are not, the size at
  /// which drawing every reference as an edge made the picture unreadable.
  private static let storeApp = try! String(
    contentsOf: CLIRunner.fixtures.appendingPathComponent("StoreApp/StoreApp.swift"), encoding: .utf8)

  /// The annotation lines of the fixture that match `pattern` (`name = …` or `name <- …`).
  private static func annotations(_ pattern: String) -> [Substring] {
    storeApp.split(separator: "\n").filter { $0.contains(try! Regex("// weaver: \\w+ \(pattern) ")) }
  }

  private func storeAppDOT(_ arguments: [String] = []) throws -> String {
    let result = try CLIRunner.run(["graph", "--input-path", "StoreApp", "--format", "dot"] + arguments)
    #expect(result.status == 0, "\(result)")
    return result.standardOutput
  }

  /// The rows of each type's box, tags removed, by type name.
  private func boxes(_ dot: String) -> [String: [String]] {
    var boxes: [String: [String]] = [:]
    for line in dot.split(separator: "\n") {
      guard let match = line.firstMatch(of: /^    "StoreApp\.(\w+)" \[label=<(.*)>(, .*)?\];$/) else { continue }
      boxes[String(match.1)] = match.2.split(separator: "<br/>").map { String($0.replacing(/<[^>]*>/, with: "")) }
    }
    return boxes
  }

  @Test func aThirtyTypeGraphDrawsOneEdgePerRegistrationAndListsReferencesInTheirBoxes() throws {
    let dot = try storeAppDOT()
    let edges = dot.split(separator: "\n").filter { $0.contains(" -> ") }
    #expect(edges.count == Self.annotations("=").count)
    #expect(edges.allSatisfy { !$0.contains("constraint=false") })
    let boxes = boxes(dot)
    #expect(boxes.count == 27)
    let references = Self.annotations("<-")
    #expect(references.count == 32)
    var listed = 0
    for (type, rows) in boxes {
      let fromRows = rows.filter { $0.hasPrefix("from ") }
      for row in rows.dropFirst() {
        // Rows wrap at 48 characters; only a row holding a single long name may be longer.
        #expect(row.count <= 48 || row.split(separator: ",").count == 1, "\(type): \(row)")
      }
      #expect(!rows.contains { $0.hasPrefix("not provided") }, "\(type)")
      listed += fromRows.map { $0.split(separator: ":", maxSplits: 1)[1].split(separator: ",").count }.reduce(0, +)
    }
    // The one isolated type's reference is listed as such, not as provided.
    #expect(boxes["DebugMenu"] == ["DebugMenu", "isolated: not wired in yet", "references: database"])
    #expect(listed == references.count - 1)
  }

  @Test func aReferencePassedUpIsListedWithTheTypeThatFinallyProvidesIt() throws {
    let boxes = boxes(try storeAppDOT())
    #expect(
      boxes["ProductDetailViewModel"] == [
        "ProductDetailViewModel", "from ProductDetailController: productID", "from AppDelegate: apiClient",
      ])
    #expect(boxes["CheckoutController"]?.contains("from CartCoordinator: cartStore") == true)
  }

  @Test func referencesCanBeDrawnAsEdgesInstead() throws {
    let dot = try storeAppDOT(["--references", "edges"])
    let referenceEdges = dot.split(separator: "\n").filter { $0.contains("constraint=false") }
    let names = Set(Self.annotations("<-").compactMap { $0.firstMatch(of: /weaver: (\w+) <-/).map { String($0.1) } })
    #expect(referenceEdges.count == 31)
    #expect(referenceEdges.allSatisfy { edge in names.contains { edge.contains("[label=\"\($0)\"") } })
    #expect(!dot.contains("from AppDelegate"))
  }
}

/// `graph --output` replaces only a file it printed (issue 11): a mistyped path must not turn a
/// source file into JSON.
@Suite struct GraphOutputTests {
  @Test func aFileTheGraphCommandDidNotWriteIsNeverReplaced() throws {
    let scratch = try ScratchDirectory()
    let source = scratch.url.appendingPathComponent("AppDelegate.swift")
    try "final class AppDelegate {}\n".write(to: source, atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["graph", "--input-path", "Valid", "--format", "json", "--output", source.path])
    #expect(result.status == 74, "\(result)")
    #expect(
      result.standardError
        == "weaver-gen: error: refusing to overwrite '\(source.path)': weaver-gen did not write it (\(Self.notPrinted)); move it away or choose another output\n"
    )
    #expect(try String(contentsOf: source, encoding: .utf8) == "final class AppDelegate {}\n")
  }

  private static let notPrinted =
    "it does not start with '// Dependency graph printed by weaver-gen graph, which may replace this file.' or a 'printedBy' field naming weaver-gen"

  /// Issue 18: a file that merely starts as a graph format does (a go.mod, a Haskell or Elm module,
  /// a JSON document with a schema version, a Graphviz file of the same name) is not weaver-gen's.
  @Test(arguments: [
    "module example.com/app\n\ngo 1.22\n",
    "module Main where\n\nmain = putStrLn \"hi\"\n",
    "module Main exposing (main)\n",
    "{\n  \"schemaVersion\": 2,\n  \"name\": \"app\"\n}\n",
    "digraph weaver {\n  a -> b;\n}\n",
  ])
  func aFileStartingAsAGraphFormatDoesIsNeverReplaced(contents: String) throws {
    let scratch = try ScratchDirectory()
    let file = scratch.url.appendingPathComponent("go.mod")
    try contents.write(to: file, atomically: true, encoding: .utf8)
    for format in ["text", "dot", "json"] {
      let result = try CLIRunner.run(["graph", "--input-path", "Valid", "--format", format, "--output", file.path])
      #expect(result.status == 74, "\(format): \(result)")
      #expect(result.standardError.contains("(\(Self.notPrinted))"), "\(format): \(result)")
      #expect(try String(contentsOf: file, encoding: .utf8) == contents)
    }
  }

  @Test func aGraphItPrintedOrAnEmptyFileIsReplacedInAnyFormat() throws {
    let scratch = try ScratchDirectory()
    let file = scratch.url.appendingPathComponent("graph")
    #expect(FileManager.default.createFile(atPath: file.path, contents: Data()))
    for format in ["dot", "json", "text", "dot"] {
      let result = try CLIRunner.run(["graph", "--input-path", "Valid", "--format", format, "--output", file.path])
      #expect(result.status == 0, "\(format): \(result)")
      let printed = try CLIRunner.run(["graph", "--input-path", "Valid", "--format", format])
      #expect(try String(contentsOf: file, encoding: .utf8) == printed.standardOutput, "\(format)")
    }
  }
}
