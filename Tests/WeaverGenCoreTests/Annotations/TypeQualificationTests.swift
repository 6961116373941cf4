import Testing

@testable import WeaverGenCore

/// A type written in an annotation means what Swift reads inside the annotated type, and generated
/// code, at file scope, spells a nested type with its path (`TypeExpression.qualified`).
@Suite struct TypeQualificationTests {
  /// `Shelf` declares `Label` and `Reader`, `Reader` declares `Page`; `Label` is also top-level in
  /// another type's scope only (`Desk.Label`), and `Clock` is top-level.
  private static let nested: NestedTypeNames = {
    let names = ["Shelf", "Shelf.Label", "Shelf.Reader", "Shelf.Reader.Page", "Desk", "Desk.Label", "Clock"]
    let declared = DeclaredType(location: SourceLocation(path: "A.swift", line: 1, column: 1), kind: .class)
    var declaredTypes = NameTable<DeclaredType>()
    for name in names { declaredTypes.addIfAbsent(declared, for: name) }
    return NestedTypeNames(declaredTypes: declaredTypes, scopes: TypeScopes(names: names))
  }()

  @Test(arguments: [
    ("Label", "Shelf", "Shelf.Label"),
    ("Label", "Shelf.Reader", "Shelf.Label"),
    ("Label", "Desk", "Desk.Label"),
    ("Page", "Shelf.Reader", "Shelf.Reader.Page"),
    ("Reader.Page", "Shelf", "Shelf.Reader.Page"),
    ("[Label: [Page?]]", "Shelf.Reader", "[Shelf.Label: [Shelf.Reader.Page?]]"),
    ("Pair<Label, Clock>", "Shelf", "Pair<Shelf.Label, Clock>"),
    ("(Label) async throws -> Page", "Shelf.Reader", "(Shelf.Label) async throws -> Shelf.Reader.Page"),
    ("any Label & Clock", "Shelf", "Shelf.Label & Clock"),
  ])
  func aNestedTypeNamedFromInsideItsScopeGetsItsPath(written: String, owner: String, expected: String) throws {
    let type = try #require(parsedType(written))
    let qualified = try #require(type.qualified(from: owner, in: Self.nested))
    #expect(qualified.isEquivalent(to: try #require(parsedType(expected))), "\(qualified)")
  }

  /// Top-level types, paths already written out, types the module does not declare, and a nested
  /// name seen from outside its scope (which Swift would not find either) stay as written.
  @Test(arguments: [
    ("Clock", "Shelf"), ("Shelf.Label", "Shelf"), ("[Clock?]", "Shelf.Reader"), ("URL", "Shelf"),
    ("Page", "Shelf"), ("Label", "Clock"),
  ])
  func otherNamesStayAsWritten(written: String, owner: String) throws {
    #expect(try #require(parsedType(written)).qualified(from: owner, in: Self.nested) == nil)
  }
}
