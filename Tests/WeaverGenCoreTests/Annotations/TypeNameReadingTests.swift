import Testing

@testable import WeaverGenCore

/// The names the graph reads off a type: the type inside its optional layers (what a registration
/// builds) and the dotted name of a plain nominal type (how a registration names an injectable type).
@Suite struct TypeNameReadingTests {
  @Test(arguments: [
    ("Box", "Box"),
    ("Box?", "Box"),
    ("Box!", "Box"),
    ("Box??", "Box"),
    ("Optional<Box>", "Box"),
    ("Swift.Optional<Box>", "Box"),
    ("Optional<Optional<Box>?>", "Box"),
    ("Outer.Optional<Box>", "Outer.Optional<Box>"),
    ("Swift.Optional", "Swift.Optional"),
    ("Optional", "Optional"),
    ("Optional<A, B>", "Optional<A, B>"),
    ("Swift.Swift.Optional<Box>", "Swift.Swift.Optional<Box>"),
    ("[Box?]", "[Box?]"),
  ])
  func optionalLayersAreTakenOff(written: String, built: String) throws {
    let type = try #require(parsedType(written))
    #expect(type.withoutOptionalLayers.description == built)
  }

  @Test(
    arguments: [
      ("Box", "Box"),
      ("Outer.Inner", "Outer.Inner"),
      ("A.B.C", "A.B.C"),
      ("Box<Int>", nil),
      ("Outer<Int>.Inner", nil),
      ("Box?", nil),
      ("[Box]", nil),
    ] as [(String, String?)])
  func aPlainNominalTypeIsReadAsItsDottedName(written: String, name: String?) throws {
    let type = try #require(parsedType(written))
    #expect(type.plainNominalName == name)
  }
}
