import Testing

@testable import WeaverGenCore

/// A type name written inside a type means what Swift finds from there, innermost scope first
/// (`TypeLookup`), and the tree of scopes that lookup walks (`TypeScopes`) asks the table only for
/// paths that are names: a type nested `d` deep that names an already qualified type once spelled
/// and hashed `d` paths as long as its own name, the cube of the depth over a module of such types.
@Suite struct TypeLookupTests {
  /// What Swift reads, spelled out: every scope of `owner` from the innermost, then the top level.
  private static func everyCandidate<Found>(for name: String, from owner: String, _ found: (String) -> Found?)
    -> Found?
  {
    var scope = owner[...]
    while !scope.isEmpty {
      if let result = found("\(scope).\(name)") { return result }
      scope = scope.lastIndex(of: ".").map { scope[..<$0] } ?? ""
    }
    return found(name)
  }

  private static let names: Set<String> = [
    "Shelf", "Shelf.Label", "Shelf.Reader", "Shelf.Reader.Page", "Shelf.Reader.Label", "Desk", "Desk.Label",
    "Clock", "Page", "Outer.Middle.Inner", "Outer.Inner", "A..B", "A..B.C",
  ]

  @Test(
    arguments: [
      ("Label", "Shelf", "Shelf.Label"),
      ("Label", "Shelf.Reader", "Shelf.Reader.Label"),
      ("Label", "Shelf.Reader.Page", "Shelf.Reader.Label"),
      ("Page", "Shelf", "Page"),
      ("Page", "Shelf.Reader", "Shelf.Reader.Page"),
      ("Reader.Page", "Shelf", "Shelf.Reader.Page"),
      ("Reader.Page", "Desk", nil),
      ("Shelf.Label", "Shelf.Reader", "Shelf.Label"),
      ("Label", "Clock", nil),
      ("Inner", "Outer.Middle", "Outer.Middle.Inner"),
      ("Inner", "Outer.Other", "Outer.Inner"),
      ("Inner", "Outer.Middle.Unknown.Deeper", "Outer.Middle.Inner"),
      ("C", "A..B", "A..B.C"),
      ("Clock", "", "Clock"),
    ] as [(String, String, String?)])
  func aNameMeansWhatSwiftFindsFromInsideTheOwner(name: String, owner: String, expected: String?) {
    let scopes = TypeScopes(names: Self.names)
    let found = TypeLookup.firstCandidate(for: name, from: owner, in: scopes) { Self.names.contains($0) ? $0 : nil }
    #expect(found == expected)
    #expect(found == Self.everyCandidate(for: name, from: owner) { Self.names.contains($0) ? $0 : nil })
  }

  /// A name held by more scopes than the short list searched in place is asked of the tree.
  @Test func aNameManyScopesHoldIsFoundInTheInnermost() {
    let names = (0..<20).map { "T\($0)" } + (0..<20).map { "T\($0).Config" } + ["T7.Inner", "T7.Inner.Config"]
    let scopes = TypeScopes(names: names)
    let table = Set(names)
    for owner in ["T7.Inner", "T7.Inner.Other", "T7", "T3", "T25", "T7.Other"] {
      let found = TypeLookup.firstCandidate(for: "Config", from: owner, in: scopes) { table.contains($0) ? $0 : nil }
      #expect(found == Self.everyCandidate(for: "Config", from: owner) { table.contains($0) ? $0 : nil }, "\(owner)")
    }
  }

  /// Types nested 200 deep, each naming the next by its full path (what the graph builder makes of
  /// `inner = N1` written in `N0`): the table is asked once per lookup, for the path that is a
  /// name, never for the 199 paths of the owner's scopes that are not.
  @Test func onlyPathsThatAreNamesAreAskedFor() {
    let depth = 200
    let names = (1...depth).map { level in (0..<level).map { "N\($0)" }.joined(separator: ".") }
    let scopes = TypeScopes(names: names)
    let table = Set(names)
    for level in 1..<depth {
      var asked: [String] = []
      let found = TypeLookup.firstCandidate(for: names[level], from: names[level - 1], in: scopes) { candidate in
        asked.append(candidate)
        return table.contains(candidate) ? candidate : nil
      }
      #expect(found == names[level])
      #expect(asked == [names[level]], "\(asked.count) paths asked at level \(level)")
    }
  }

  /// Every nested type of a module, however declared (in a body, in an extension of the parent,
  /// injectable with annotations or only by its `init(injecting:)`), is found by its own name from
  /// inside its parent: the graph's tree holds every dotted name the lookups' tables know.
  @Test func everyNestedTypeOfAModuleIsFoundFromItsParent() throws {
    let fixture = ModuleFixture([
      "Shelf.swift": """
      final class Shelf {
        // weaver: label = Label
        // weaver: reader = Reader
        init(injecting dependencies: ShelfDependencyResolver) {}
        final class Label {
          init(injecting dependencies: Shelf_LabelDependencyResolver) {}
          enum Style {}
        }
      }
      """,
      "Shelf+Reader.swift": """
      extension Shelf {
        final class Reader {
          // weaver: page = Page
          init(injecting dependencies: Shelf_ReaderDependencyResolver) {}
          struct Page {
            init(injecting dependencies: Shelf_Reader_PageDependencyResolver) {}
          }
        }
      }
      """,
    ])
    let graph = fixture.resolved.graph
    let lookup = TypeLookup(graph: graph)
    let localTypes = NameIndex(graph.localTypes.map(\.name))
    let nested = graph.types.map(\.name).filter { $0.contains(".") }
    #expect(nested == ["Shelf.Label", "Shelf.Reader", "Shelf.Reader.Page"])
    for (index, type) in graph.types.enumerated() where type.name.contains(".") {
      let parent = String(type.name[..<type.name.lastIndex(of: ".")!])
      let short = TypeExpression.nominal([NominalComponent(name: String(type.name.split(separator: ".").last!))])
      #expect(lookup.injectableType(short, from: parent, in: localTypes) == index, "\(type.name)")
    }
    let declared = graph.declaredTypes.names.filter { $0.contains(".") }.sorted()
    #expect(declared == ["Shelf.Label", "Shelf.Label.Style", "Shelf.Reader", "Shelf.Reader.Page"])
    for name in declared {
      let parent = String(name[..<name.lastIndex(of: ".")!])
      #expect(lookup.declaredType(named: String(name.split(separator: ".").last!), from: parent)?.name == name)
    }
  }

  /// The graph holding the tree compares equal for the same names, whatever their order.
  @Test func treesOfTheSameNamesAreEqual() {
    let names = Self.names.sorted()
    #expect(TypeScopes(names: names) == TypeScopes(names: names.reversed()))
    #expect(TypeScopes(names: names) != TypeScopes(names: names.dropLast()))
    #expect(TypeScopes(names: ["A.B"]) != TypeScopes(names: ["A.B.C"]))
  }

  /// Random modules of nested names: the tree finds what every candidate spelled out finds.
  @Test func theTreeFindsWhatEveryCandidateFinds() {
    var random = SeededRandomNumberGenerator(seed: 7)
    let components = ["A", "B", "C", "D", ""]
    func randomName(_ length: Int) -> String {
      (0..<length).map { _ in components.randomElement(using: &random)! }.joined(separator: ".")
    }
    for _ in 0..<50 {
      let table = Set((0..<30).map { _ in randomName(Int.random(in: 1...4, using: &random)) })
      let scopes = TypeScopes(names: table)
      for _ in 0..<40 {
        let name = randomName(Int.random(in: 1...2, using: &random))
        let owner = randomName(Int.random(in: 0...4, using: &random))
        let found = TypeLookup.firstCandidate(for: name, from: owner, in: scopes) { table.contains($0) ? $0 : nil }
        let expected = Self.everyCandidate(for: name, from: owner) { table.contains($0) ? $0 : nil }
        #expect(found == expected, "\(name) from \(owner) in \(table.sorted())")
      }
    }
  }
}
