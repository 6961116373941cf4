import Testing

@testable import WeaverGenCore

/// `ModuleGraph.dependencyIndex(named:in:)` searches a small type's dependencies in order and looks
/// a large one's up in its table: both ways must give the table's answer.
@Suite struct DependencyLookupTests {
  @Test func namesAreFoundWhereTheTableHasThemOnBothSidesOfTheSearchLimit() {
    let limit = ModuleGraph.namesSearchedInOrder
    let counts = [1, 2, limit - 1, limit, limit + 1, 3 * limit]
    let types = counts.enumerated().map { position, count in
      // Names of every length around the 15 bytes a string holds inline, sharing prefixes.
      let annotations = (0..<count).map { index in
        "  // weaver: \(String(repeating: "n", count: index % 19))v\(index) <- Value\(index % 3)"
      }
      return "final class Type\(position) {\n\(annotations.joined(separator: "\n"))\n}"
    }
    let graph = ModuleFixture(types.joined(separator: "\n")).resolved.graph
    #expect(graph.types.map(\.dependencies.count).sorted() == counts.sorted())
    for type in graph.types.indices {
      let names = graph.types[type].dependencies.map(\.name)
      for name in names + ["absent", "", "v", String(repeating: "n", count: 20)] {
        #expect(
          graph.dependencyIndex(named: name, in: type) == graph.types[type].dependencyIndexByName[name],
          "\(name) in \(graph.types[type].name)")
      }
    }
  }
}
