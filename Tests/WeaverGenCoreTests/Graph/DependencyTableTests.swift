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
