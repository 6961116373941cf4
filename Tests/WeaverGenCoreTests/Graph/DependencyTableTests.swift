import Testing

@testable import WeaverGenCore

/// `DependencyTable` keeps a value per dependency in one array, each type's after the previous
/// type's: every dependency must get a slot of its own, types without dependencies included.
@Suite struct DependencyTableTests {
  @Test func everyDependencyHasItsOwnSlot() throws {
    let fixture = ModuleFixture(
      """
      final class Root {
        // weaver: api = API
        // weaver: detail = Detail
      }
      final class API {}
      final class Detail {
        // weaver: api <- API
        // weaver: title <= String
      }
      final class Empty {
        // weaver: self.isIsolated = true
      }
      final class Last {
        // weaver: clock = Clock
      }
      final class Clock {}
      """)
    let graph = try #require(fixture.analysis.resolved?.graph)
    let ids = graph.dependencyIDs
    #expect(graph.types.contains { $0.dependencies.isEmpty })
    var table = DependencyTable(graph, filledWith: -1)
    for (position, id) in ids.enumerated() { table[id] = position }
    #expect(ids.map { table[$0] } == Array(ids.indices))
    #expect(DependencyTable(graph, filledWith: "unset")[ids[ids.count - 1]] == "unset")
  }
}

/// `ReferenceResolutions` keeps the resolutions in the order resolution made them and reads them
/// through a `DependencyTable` of positions: each reference must read its own, and any other
/// dependency none.
@Suite struct ReferenceResolutionsTests {
  @Test func eachReferenceReadsItsOwnResolution() throws {
    let fixture = ModuleFixture(
      """
      final class Root {
        // weaver: api = API
        // weaver: detail = Detail
      }
      final class API {}
      final class Detail {
        // weaver: api <- API
        // weaver: title <= String
        // weaver: missing <- Missing
        // weaver: apiAgain <- API
      }
      """)
    let resolved = try #require(fixture.analysis.resolved)
    let resolutions = resolved.resolutions
    let references = resolved.graph.dependencyIDs.filter { resolved.graph[$0].isReference }
    #expect(resolutions.references == references)
    #expect(resolutions.count == 3)
    let failing = resolutions.references { !$0.failures.isEmpty }
    #expect(failing.map { resolved.graph[$0].name } == ["missing"])
    for reference in references {
      let failures = try #require(resolutions[reference]).failures
      #expect(failures.isEmpty == (resolved.graph[reference].name != "missing"))
    }
    for dependency in resolved.graph.dependencyIDs where !resolved.graph[dependency].isReference {
      #expect(resolutions[dependency] == nil)
    }
    #expect(ReferenceResolutions()[references[0]] == nil)
  }
}
