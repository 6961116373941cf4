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

  @Test func dotDrawsTypesRegistrationsByScopeAndReferencesToTheirProvider() {
    #expect(
      GraphDOTRenderer.render([fixture.resolved]) == """
        digraph weaver {
          rankdir=TB;
          node [shape=box, fontname="Helvetica"];
          edge [fontname="Helvetica", fontsize=10];
          subgraph "cluster_App" {
            label="App";
            "App.App" [label="App", style=bold];
            "App.Detail" [label="Detail"];
            "App.Home" [label="Home"];
            "App.Cache" [label="Cache", shape=ellipse];
            "App.Store" [label="Store", shape=ellipse];
            "App.URLSession" [label="URLSession", shape=ellipse];
            "App.App" -> "App.URLSession" [label="session", style=solid];
            "App.App" -> "App.Home" [label="home", style=solid];
            "App.Detail" -> "App.App" [label="session", style=dashed, color="#3b7dd8", fontcolor="#3b7dd8", constraint=false];
            "App.Home" -> "App.Detail" [label="detail", style=bold];
            "App.Home" -> "App.Cache" [label="cache", style=dotted];
            "App.Home" -> "App.Store" [label="store", style=dashed];
          }
        }

        """
    )
  }

  @Test func jsonFollowsTheDocumentedSchema() {
    let json = GraphJSONRenderer.render([fixture.resolved])
    #expect(json.hasPrefix("{\n  \"schemaVersion\": 1,\n  \"modules\": [\n    {\n      \"name\": \"App\",\n"))
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
