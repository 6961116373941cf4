import Testing

@testable import WeaverGenCore

/// `description` prints canonical Swift, with parentheses and back-quotes where Swift needs
/// them, and parses back to the same type.
@Suite struct TypeDescriptionTests {
  @Test(
    arguments: [
      (named("Foo.Bar", intType, stringType), "Foo.Bar<Int, String>"),
      (.optional(intType), "Int?"),
      (.implicitlyUnwrappedOptional(intType), "Int!"),
      (.array(intType), "[Int]"),
      (.dictionary(key: stringType, value: intType), "[String: Int]"),
      (.tuple([element(intType, label: "a"), element(stringType)]), "(a: Int, String)"),
      (.tuple([]), "()"),
      (function([intType], isAsync: true, isThrowing: true, voidType), "(Int) async throws -> Void"),
      (function([intType], isThrowing: true, thrownType: named("MyError"), voidType), "(Int) throws(MyError) -> Void"),
      (.composition([named("A"), named("B")]), "A & B"),
      (.composition([]), "Any"),
      (.existential(named("P")), "any P"),
      (.existential(.composition([named("A"), named("B")])), "any A & B"),
      (.opaque(named("P")), "some P"),
      (.metatype(named("P"), isProtocol: true), "P.Protocol"),
      (.attributed(["@escaping"], function([intType], voidType)), "@escaping (Int) -> Void"),
      (.attributed(["@Sendable", "@MainActor"], function([], voidType)), "@Sendable @MainActor () -> Void"),
      (function([.variadic(intType)], voidType), "(Int...) -> Void"),
    ] as [(TypeExpression, String)])
  func printsCanonicalSwift(type: TypeExpression, expected: String) {
    #expect(type.description == expected)
  }

  @Test(
    arguments: [
      (.optional(function([intType], voidType)), "((Int) -> Void)?"),
      (.implicitlyUnwrappedOptional(function([], voidType)), "(() -> Void)!"),
      (.optional(.existential(named("P"))), "(any P)?"),
      (.optional(.opaque(named("P"))), "(some P)?"),
      (.optional(.composition([named("A"), named("B")])), "(A & B)?"),
      (.metatype(.composition([named("A"), named("B")]), isProtocol: false), "(A & B).Type"),
      (.metatype(.existential(named("P")), isProtocol: false), "(any P).Type"),
      (.optional(.attributed(["@Sendable"], function([], voidType))), "(@Sendable () -> Void)?"),
      (.composition([named("A"), function([], voidType)]), "A & (() -> Void)"),
      (.composition([named("A"), .composition([named("B"), named("C")])]), "A & (B & C)"),
      (.existential(function([], voidType)), "any (() -> Void)"),
      (.array(function([], voidType)), "[() -> Void]"),
      (function([], function([], voidType)), "() -> () -> Void"),
      (function([], .composition([named("A"), named("B")])), "() -> A & B"),
      (.optional(.optional(intType)), "Int??"),
      (.metatype(.optional(intType), isProtocol: false), "Int?.Type"),
    ] as [(TypeExpression, String)])
  func addsParenthesesWhereSwiftNeedsThem(type: TypeExpression, expected: String) {
    #expect(type.description == expected)
  }

  @Test(
    arguments: [
      (named("class"), "`class`"),
      (named("any"), "`any`"),
      (named("inout"), "`inout`"),
      (named("foo bar"), "`foo bar`"),
      (named("1st"), "`1st`"),
      (named("Type"), "Type"),
      (.nominal([NominalComponent(name: "Foo"), NominalComponent(name: "Type")]), "Foo.`Type`"),
      (.nominal([NominalComponent(name: "Foo"), NominalComponent(name: "Protocol")]), "Foo.`Protocol`"),
      (named("café"), "café"),
      (named("_"), "_"),
      (.tuple([element(intType, label: "inout")]), "(`inout`: Int)"),
      (.tuple([element(intType, label: "_")]), "(_: Int)"),
      (
        .function(
          FunctionTypeExpression(parameters: [element(intType, label: "_", secondName: "x")], result: voidType)),
        "(_ x: Int) -> Void"
      ),
    ] as [(TypeExpression, String)])
  func backQuotesNamesThatNeedIt(type: TypeExpression, expected: String) {
    #expect(type.description == expected)
  }

  /// A component works out once, when made, where its name is back-quoted: first and after a `.`
  /// alike, as the rule does that every other spelling of a name goes through.
  @Test(arguments: ["Foo", "class", "any", "Type", "Protocol", "Self", "foo bar", "1st", "café", "_", "self", "Any"])
  func componentsBackQuoteAsTheRuleDoes(name: String) {
    let component = NominalComponent(name: name)
    for isMember in [false, true] {
      #expect(
        component.needsBackQuotes(isMember: isMember)
          == SwiftIdentifier.needsBackQuotes(typeComponent: name, isMember: isMember))
    }
  }

  /// Spellings covering every form; each must parse, print, and parse back to the same tree.
  static let roundTripSamples = [
    "Foo", "Foo.Bar<Int, String>", "Foo<Int>.Bar<String>", "A<B<C<D>>>", "`class`.`Type`", "café",
    "Int?", "Int!", "Int??", "Foo.Type", "P.Protocol", "Int?.Type", "[Int]", "[[Int]]", "[String: [Int?]]",
    "()", "(Int)", "(a: Int, String)", "(`in`: Int)", "((Int))",
    "() -> Void", "(Int, String) async throws -> [Int]", "(Int) throws(MyError) -> Void", "(_ x: Int, y: Int) -> Void",
    "(Int...) -> Void", "(inout Int, borrowing Foo, consuming Bar, sending Baz) -> Void", "(Int) -> (String) -> Void",
    "@escaping (Int) -> Void", "@Sendable @MainActor () async -> Void", "@convention(c) (Int) -> Int",
    "A & B & C", "any P", "any A & B", "some P", "some Collection<Int>", "(any P)?", "(A & B).Type",
    "((Int) -> Void)?", "[any P]", "[String: (Int) -> Void]", "Result<(Int) -> Void, any Error>",
    "() -> some View", "@MainActor any P", "any P.Type", "`foo bar`<Int>", "Straße<é>", "any (() -> Void)",
    "A & ((B) -> C)", "((inout Int)...) -> Void", "any P?",
  ]

  @Test(arguments: roundTripSamples)
  func parsingTheDescriptionGivesTheSameTree(text: String) throws {
    let type = try #require(parsedType(text))
    let reparsed = try #require(parsedType(type.description))
    #expect(reparsed == type)
    #expect(reparsed.description == type.description)
  }

  @Test(arguments: roundTripSamples)
  func theNormalizedFormRoundTripsToAnEquivalentType(text: String) throws {
    let normalized = try #require(parsedType(text)).normalized
    let reparsed = try #require(parsedType(normalized.description))
    #expect(reparsed.normalized == normalized)
  }
}
