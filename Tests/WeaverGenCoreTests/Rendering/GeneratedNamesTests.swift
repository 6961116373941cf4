import Testing

@testable import WeaverGenCore

/// The names generated code gives a type's protocol and container, made from the type's name in
/// one pass: each is the name with its dots as underscores and the suffix, and a nested type's
/// short names are its last component's.
@Suite struct GeneratedNamesTests {
  @Test(
    arguments: [
      // (type name, flat name, enclosing path, last component)
      ("Movie", "Movie", nil, nil),
      ("Shelf.Label", "Shelf_Label", "Shelf", "Label"),
      ("App.Shelf.Label", "App_Shelf_Label", "App.Shelf", "Label"),
      ("Café", "Café", nil, nil),
      ("Ünïcode.Näme", "Ünïcode_Näme", "Ünïcode", "Näme"),
      (
        "AVeryLongTypeNameThatIsNotStoredInline.AndAnotherOne", "AVeryLongTypeNameThatIsNotStoredInline_AndAnotherOne",
        "AVeryLongTypeNameThatIsNotStoredInline", "AndAnotherOne"
      ),
      ("_", "_", nil, nil),
    ] as [(String, String, String?, String?)])
  func namesAreTheFlatNameAndTheLastComponentWithTheirSuffixes(
    typeName: String, flat: String, parent: String?, last: String?
  ) {
    let names = GeneratedNames(typeName: typeName)
    #expect(names.resolver == flat + "DependencyResolver")
    #expect(names.container == flat + "DependencyContainer")
    #expect(GeneratedNames.resolverName(ofTypeNamed: typeName) == names.resolver)
    #expect(names.nested?.parent == parent)
    #expect(names.nested?.resolver == last.map { $0 + "DependencyResolver" })
    #expect(names.nested?.container == last.map { $0 + "DependencyContainer" })
    // The names made byte by byte are the ones the byte checks recognize.
    #expect(GeneratedNames.isFileScopeName(names.resolver, ofTypeNamed: typeName))
    #expect(GeneratedNames.isFileScopeName(names.container, ofTypeNamed: typeName))
  }
}
