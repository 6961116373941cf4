import Testing

@testable import WeaverGenCore

/// `weaver-gen graph` in its three formats, on one small graph with every kind of edge.
@Suite struct GraphRendererTests {
  private let fixture = ModuleFixture(
    """
    final class App {
      // weaver: session = URLSession
      // weaver: session.builder = App.makeSession
      // weaver: home = Home
    }
    final class Home {
      // weaver: detail = Detail <- Screen
      // weaver: detail.scope = .transient
      // weaver: cache = Cache
      // weaver: cache.scope = .weak
      // weaver: store = Store
      // weaver: store.scope = .lazy
    }
    final class Detail {
      // weaver: id <= Int
      // weaver: session <- URLSession
    }
    final class Cache {}
    final class Store {}
    """
  )

  @Test func textListsEachTypeWithItsRegistrantsAndWhereItsReferencesComeFrom() {
    #expect(fixture.lines.isEmpty)
    #expect(
      GraphTextRenderer.render([fixture.resolved]) == """
        // Dependency graph printed by weaver-gen graph, which may replace this file.
        module App: 3 injectable types
          App (root)
            session = URLSession  [container, builder: App.makeSession]
            home = Home  [container]
          Detail (registered by Home.detail)
            id <= Int
            session <- URLSession  -> App.session
          Home (registered by App.home)
            detail = Detail <- Screen  [transient]
            cache = Cache  [weak]
            store = Store  [lazy]

        """
    )
  }

  @Test func dotDrawsRegistrationsAsEdgesByScopeAndListsReferencesUnderTheirProvider() {
    #expect(
      GraphDOTRenderer.render([fixture.resolved]) == """
        // Dependency graph printed by weaver-gen graph, which may replace this file.
        digraph weaver {
          rankdir=TB;
          nodesep=0.25;
          ranksep=0.45;
          node [shape=box, fontname="Helvetica", fontsize=12, margin="0.12,0.06"];
          edge [fontname="Helvetica", fontsize=9, arrowsize=0.7];
          subgraph "cluster_App" {
            label="App";
            fontname="Helvetica";
            "App.App" [label=<<b>App</b>>, style=bold];
            "App.Detail" [label=<<b>Detail</b><br/><font point-size="9" color="#3b7dd8">from App: session</font><br/><font point-size="9" color="#555555">parameters: id</font>>];
            "App.Home" [label=<<b>Home</b>>];
            "App.Cache" [label="Cache", shape=ellipse];
            "App.Store" [label="Store", shape=ellipse];
            "App.URLSession" [label="URLSession", shape=ellipse];
            "App.App" -> "App.URLSession" [label="session", style=solid];
            "App.App" -> "App.Home" [style=solid];
            "App.Home" -> "App.Detail" [label="transient", style=bold];
            "App.Home" -> "App.Cache" [label="weak", style=dotted];
            "App.Home" -> "App.Store" [label="lazy", style=dashed];
          }
          label="registrations: container solid, lazy dashed, weak dotted, transient bold; roots bold; \\"from X\\": references provided by X";
          labelloc=b;
          fontname="Helvetica";
          fontsize=10;
        }

        """
    )
  }

  @Test func dotCanDrawReferencesAsEdgesToTheirProvider() {
    let dot = GraphDOTRenderer.render([fixture.resolved], references: .edges)
    #expect(
      dot.contains(
        ##"    "App.Detail" -> "App.App" [label="session", style=dashed, color="#3b7dd8", fontcolor="#3b7dd8", constraint=false];"##
      ))
    #expect(dot.contains(#"    "App.Detail" [label=<<b>Detail</b>>];"#))
  }

  @Test func dotWrapsALongListOfReferencesIntoRows() {
    let names = (1...12).map { "service\($0)" }
    let wide = ModuleFixture(
      """
      final class Root {
      \(names.map { "  // weaver: \($0) = Service" }.joined(separator: "\n"))
        // weaver: screen = Screen
      }
      final class Screen {
      \(names.map { "  // weaver: \($0) <- Service" }.joined(separator: "\n"))
        // weaver: missing <- Set<Int>
      }
      """
    )
    let dot = GraphDOTRenderer.render([wide.resolved])
    let screen = dot.split(separator: "\n").first { $0.contains(#""App.Screen" [label=<"#) } ?? ""
    let rows = screen.split(separator: "<br/>").dropFirst().map { $0.replacing(/<[^>]*>|>\];$/, with: "") }
    #expect(rows.count > 2)
    #expect(rows.allSatisfy { $0.count <= GraphDOTRenderer.noteRowLength }, "\(rows)")
    #expect(rows.first?.hasPrefix("from Root: service1, service2,") == true)
    #expect(rows.joined(separator: " ").contains("service11, service12"))
    #expect(rows.last == "not provided: missing")
  }

  /// A public root's references are its container's inputs: the picture says where they come from
  /// instead of painting them red as missing, as WeatherSample's did; an internal root's are still
  /// missing (validation reports them).
  @Test func dotListsAPublicRootsReferencesAsInputsNotAsMissing() {
    func rows(_ source: String) -> [String: [String]] {
      let dot = GraphDOTRenderer.render([ModuleFixture(source).resolved])
      var boxes: [String: [String]] = [:]
      for line in dot.split(separator: "\n") where line.contains(#" [label=<<b>"#) {
        let rows = line.split(separator: "<br/>").map { String($0.replacing(/<[^>]*>|>[^<]*\];$/, with: "")) }
        boxes[rows[0].trimmingCharacters(in: .whitespaces).replacing(/"App\.[^"]*" \[label=/, with: "")] = Array(
          rows.dropFirst())
      }
      return boxes
    }
    let graph = """
      public final class App {
        // weaver: clock <- Clock
        // weaver: home = Home
      }
      final class Home {
        // weaver: clock <- Clock
        // weaver: detail = Detail
      }
      final class Detail {
        // weaver: clock <- Clock
      }
      """
    let boxes = rows(graph)
    #expect(boxes["App"] == ["inputs: clock"], "\(boxes)")
    #expect(boxes["Home"] == ["from App's inputs: clock"], "\(boxes)")
    #expect(boxes["Detail"] == ["from App's inputs: clock"], "\(boxes)")
    let legend = #"\"inputs\": passed to a public root"#
    #expect(GraphDOTRenderer.render([ModuleFixture(graph).resolved]).contains(legend))
    let internalGraph = graph.replacing("public final class App", with: "final class App")
    #expect(!GraphDOTRenderer.render([ModuleFixture(internalGraph).resolved]).contains(legend))
    let internalRoot = rows(internalGraph)
    #expect(internalRoot["App"] == ["not provided: clock"], "\(internalRoot)")
    #expect(internalRoot["Detail"] == ["not provided: clock"], "\(internalRoot)")
  }

  @Test func jsonFollowsTheDocumentedSchema() {
    let json = GraphJSONRenderer.render([fixture.resolved])
    #expect(
      json.hasPrefix(
        "{\n  \"printedBy\": \"weaver-gen graph\",\n  \"schemaVersion\": 1,\n  \"modules\": [\n    {\n      \"name\": \"App\",\n"
      ))
    #expect(
      json.contains("\"name\": \"Detail\",\n          \"kind\": \"class\",\n          \"accessLevel\": \"internal\""))
    let reference = [
      #""kind": "reference","#, #""name": "session","#, #""type": "URLSession","#, #""location": {"#,
      #"  "path": "App.swift","#, #"  "line": 16,"#, #"  "column": 14"#, "},", #""platforms": null,"#,
      #""resolvedTo": ["#, "  {",
      #"    "type": "App","#, #"    "dependency": "session","#, #"    "location": {"#, #"      "path": "App.swift","#,
      #"      "line": 2,"#, #"      "column": 14"#, "    }", "  }", "],", #""isResolvedOnEveryPath": true"#,
    ].map { String(repeating: " ", count: 14) + $0 }.joined(separator: "\n")
    #expect(json.contains(reference), "\(json)")
    #expect(
      json.contains(
        "\"scope\": \"transient\",\n              \"builder\": null,\n              \"objc\": false,\n              \"builds\": \"Detail\""
      ))
    #expect(json.contains("\"isResolvedOnEveryPath\": true"))
    #expect(json.hasSuffix("}\n"))
  }

  @Test func aReferenceMissingOnSomePathIsShownWithWhatProvidesItElsewhere() {
    let partial = ModuleFixture(
      """
      final class AppRoot {
        // weaver: session = Session
        // weaver: loader = Loader
      }
      final class DebugRoot {
        // weaver: loader = Loader
      }
      final class Loader {
        // weaver: session <- Session
      }
      """
    )
    #expect(partial.analysis.diagnostics.map(\.id) == [.unresolvableReference])
    #expect(
      GraphTextRenderer.render([partial.resolved]).contains(
        "    session <- Session  -> AppRoot.session, unresolved on some path\n"))
    #expect(GraphJSONRenderer.render([partial.resolved]).contains("\"isResolvedOnEveryPath\": false"))
  }

  /// docs/language.md, "Found by type": each format says which references were found by type and
  /// as which declaration, and JSON adds `foundByType` next to `resolvedTo`.
  @Test func aReferenceFoundByTypeIsShownAsSuchInEachFormat() {
    let byType = ModuleFixture(
      """
      final class App {
        // weaver: log = AppLogger <- Logging
        // weaver: home = Home
      }
      final class Home {
        // weaver: logger <- Logging
        // weaver: log <- Logging
      }
      """
    )
    #expect(byType.lines.isEmpty)
    let text = GraphTextRenderer.render([byType.resolved])
    #expect(text.contains("    logger <- Logging  -> App.log (found by type)\n"), "\(text)")
    #expect(text.contains("    log <- Logging  -> App.log\n"), "\(text)")
    let grouped = GraphDOTRenderer.render([byType.resolved])
    #expect(grouped.contains("from App: logger (by type: log), log"), "\(grouped)")
    let edges = GraphDOTRenderer.render([byType.resolved], references: .edges)
    #expect(edges.contains(#""App.Home" -> "App.App" [label="logger (by type: log)", style=dashed"#), "\(edges)")
    #expect(edges.contains(#""App.Home" -> "App.App" [label="log", style=dashed"#), "\(edges)")
    let json = GraphJSONRenderer.render([byType.resolved])
    let foundByType = [
      #""isResolvedOnEveryPath": true,"#, #""foundByType": ["#, "  {", #"    "type": "App","#,
      #"    "dependency": "log","#,
    ].map { String(repeating: " ", count: 14) + $0 }.joined(separator: "\n")
    #expect(json.contains(foundByType), "\(json)")
    #expect(json.contains(#""foundByType": []"#), "\(json)")
  }

  /// Weaver 1.x's `name.platforms` shows in JSON, as `os()` names the platforms (`.OSX` is macOS).
  @Test func jsonShowsThePlatformsOfADependency() {
    let limited = ModuleFixture(
      "final class App {\n  // weaver: link = Link\n  // weaver: link.platforms = [.watchOS, .OSX]\n}\n")
    #expect(GraphJSONRenderer.render([limited.resolved]).contains("\"platforms\": [\n"), "\(limited.lines)")
    #expect(GraphJSONRenderer.render([limited.resolved]).contains("\"macOS\",\n"))
  }

  @Test func jsonEscapesStrings() {
    #expect(JSONValue.string("a \"b\"\\\n\t\u{01}").rendered() == #""a \"b\"\\\n\t\u0001""#)
    #expect(JSONValue.array([]).rendered() == "[]")
    #expect(JSONValue.object([]).rendered() == "{}")
  }
}
