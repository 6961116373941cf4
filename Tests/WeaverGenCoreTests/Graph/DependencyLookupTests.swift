import Testing

@testable import WeaverGenCore

/// `ModuleGraph.dependencyIndex(named:in:)` searches a small type's dependencies in order and looks
/// a large one's up in its table (which only a large type keeps): both ways must find a name's
/// first declaration.
@Suite struct DependencyLookupTests {
  @Test func namesAreFoundWhereTheTableHasThemOnBothSidesOfTheSearchLimit() {
    let limit = InjectableType.namesSearchedInOrder
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
          graph.dependencyIndex(named: name, in: type) == names.firstIndex(of: name),
          "\(name) in \(graph.types[type].name)")
      }
    }
  }

  /// Another module's type, read from its interface, is the one kind that may declare a name
  /// twice: a small type (searched in order, no table) and a large one (a table) both find the
  /// first declaration and say they declare a name twice.
  @Test(arguments: [3, 3 * InjectableType.namesSearchedInOrder])
  func aNameDeclaredTwiceIsFoundAtItsFirstDeclaration(count: Int) {
    let location = SourceLocation(path: "Other.swift", line: 1, column: 1)
    var type = InjectableType(name: "Other.Screen", kind: .class, accessLevel: .public, location: location)
    type.dependencies = (0..<count).map { index in
      Dependency(name: index == count - 1 ? "v0" : "v\(index)", kind: .reference(named("Value")), location: location)
    }
    type.indexDependencyNames()
    #expect(type.declaresANameTwice)
    #expect(type.dependencyIndex(named: "v0") == 0)
    #expect(type.dependencyIndex(named: "v1") == 1)
    #expect(type.dependencyIndex(named: "v\(count - 1)") == nil)
    type.dependencies.removeLast()
    type.indexDependencyNames()
    #expect(!type.declaresANameTwice)
  }
}
