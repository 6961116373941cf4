import Testing

@testable import WeaverGenCore

/// Every form of the type grammar, checked against the tree it must produce.
@Suite struct TypeParserTests {
  @Test(arguments: [
    ("Foo", named("Foo")),
    ("Foo.Bar", named("Foo.Bar")),
    ("Foo.Bar<Int, String>", named("Foo.Bar", intType, stringType)),
    ("A<B<C>>", named("A", named("B", named("C")))),
    ("A<B<C<D>>>", named("A", named("B", named("C", named("D"))))),
    ("Result<[Int], Error>", named("Result", .array(intType), named("Error"))),
    ("`class`", named("class")),
    ("Foo.`Type`", .nominal([NominalComponent(name: "Foo"), NominalComponent(name: "Type")])),
    ("`foo bar`", named("foo bar")),
    ("café", named("café")),
    ("Ünïcödé.Straße", named("Ünïcödé.Straße")),
    ("_Private9", named("_Private9")),
    ("Self", named("Self")),
  ])
  func nominalTypes(text: String, expected: TypeExpression) {
    #expect(parsedType(text) == expected)
  }

  @Test func genericArgumentsOnEveryComponent() {
    let expected = TypeExpression.nominal([
      NominalComponent(name: "Foo", genericArguments: [intType]),
      NominalComponent(name: "Bar", genericArguments: [stringType]),
    ])
    #expect(parsedType("Foo<Int>.Bar<String>") == expected)
  }

  @Test(
    arguments: [
      ("Int?", .optional(intType)),
      ("Int!", .implicitlyUnwrappedOptional(intType)),
      ("Int??", .optional(.optional(intType))),
      ("Foo.Type", .metatype(named("Foo"), isProtocol: false)),
      ("P.Protocol", .metatype(named("P"), isProtocol: true)),
      ("Int?.Type", .metatype(.optional(intType), isProtocol: false)),
      ("Foo.Type.Type", .metatype(.metatype(named("Foo"), isProtocol: false), isProtocol: false)),
      ("[Int]", .array(intType)),
      ("[[Int]]", .array(.array(intType))),
      ("[String: [Int]]", .dictionary(key: stringType, value: .array(intType))),
      ("[Int]?", .optional(.array(intType))),
    ] as [(String, TypeExpression)])
  func postfixAndCollectionTypes(text: String, expected: TypeExpression) {
    #expect(parsedType(text) == expected)
  }

  @Test(
    arguments: [
      ("()", .tuple([])),
      ("(Int)", parenthesized(intType)),
      ("((Int))", parenthesized(parenthesized(intType))),
      ("(Int, String)", .tuple([element(intType), element(stringType)])),
      ("(a: Int, String)", .tuple([element(intType, label: "a"), element(stringType)])),
      ("(a: Int)", .tuple([element(intType, label: "a")])),
      ("(`in`: Int, _: String)", .tuple([element(intType, label: "in"), element(stringType, label: "_")])),
    ] as [(String, TypeExpression)])
  func tupleTypes(text: String, expected: TypeExpression) {
    #expect(parsedType(text) == expected)
  }

  @Test(
    arguments: [
      ("() -> Void", function([], voidType)),
      ("(Int) -> Void", function([intType], voidType)),
      ("(Int, String) -> Int", function([intType, stringType], intType)),
      ("(Int) async -> Int", function([intType], isAsync: true, intType)),
      ("(Int) throws -> Int", function([intType], isThrowing: true, intType)),
      ("(Int) async throws -> Void", function([intType], isAsync: true, isThrowing: true, voidType)),
      ("(Int) throws(MyError) -> Void", function([intType], isThrowing: true, thrownType: named("MyError"), voidType)),
      (
        "() async throws(any Error) -> Void",
        function([], isAsync: true, isThrowing: true, thrownType: .existential(named("Error")), voidType)
      ),
      ("(Int) -> (String) -> Void", function([intType], function([stringType], voidType))),
      ("() -> A & B", function([], .composition([named("A"), named("B")]))),
      ("() -> Int?", function([], .optional(intType))),
      ("() -> some View", function([], .opaque(named("View")))),
      ("(Int...) -> Void", function([.variadic(intType)], voidType)),
      ("(inout Int) -> Void", function([.attributed(["inout"], intType)], voidType)),
      ("(@escaping () -> Void) -> Void", function([.attributed(["@escaping"], function([], voidType))], voidType)),
    ] as [(String, TypeExpression)])
  func functionTypes(text: String, expected: TypeExpression) {
    #expect(parsedType(text) == expected)
  }

  @Test func parameterLabelsAndNamesAreKeptAsWritten() {
    let expected = TypeExpression.function(
      FunctionTypeExpression(
        parameters: [element(intType, label: "_", secondName: "name"), element(stringType, label: "label")],
        result: voidType
      )
    )
    #expect(parsedType("(_ name: Int, label: String) -> Void") == expected)
  }

  @Test(
    arguments: [
      ("@escaping (Int) -> Void", .attributed(["@escaping"], function([intType], voidType))),
      ("@Sendable @MainActor () -> Void", .attributed(["@Sendable", "@MainActor"], function([], voidType))),
      ("@convention(c) (Int) -> Int", .attributed(["@convention(c)"], function([intType], intType))),
      ("@isolated(any) () -> Void", .attributed(["@isolated(any)"], function([], voidType))),
      ("@Sendable (Int) -> Void", .attributed(["@Sendable"], function([intType], voidType))),
      ("inout Int", .attributed(["inout"], intType)),
      ("sending Foo", .attributed(["sending"], named("Foo"))),
      ("borrowing Foo", .attributed(["borrowing"], named("Foo"))),
      ("consuming Foo", .attributed(["consuming"], named("Foo"))),
      ("@MainActor any P", .attributed(["@MainActor"], .existential(named("P")))),
    ] as [(String, TypeExpression)])
  func attributesAndSpecifiers(text: String, expected: TypeExpression) {
    #expect(parsedType(text) == expected)
  }

  @Test(
    arguments: [
      ("A & B", .composition([named("A"), named("B")])),
      ("A & B & C", .composition([named("A"), named("B"), named("C")])),
      ("Foo.P & Q<Int>", .composition([named("Foo.P"), named("Q", intType)])),
      ("any P", .existential(named("P"))),
      ("any A & B", .existential(.composition([named("A"), named("B")]))),
      ("any P.Type", .existential(.metatype(named("P"), isProtocol: false))),
      ("some P", .opaque(named("P"))),
      ("some Collection<Int>", .opaque(named("Collection", intType))),
      ("(any P)?", .optional(parenthesized(.existential(named("P"))))),
      ("(A & B).Type", .metatype(parenthesized(.composition([named("A"), named("B")])), isProtocol: false)),
      ("((Int) -> Void)?", .optional(parenthesized(function([intType], voidType)))),
      ("[any P]", .array(.existential(named("P")))),
      ("`any`", named("any")),
    ] as [(String, TypeExpression)])
  func compositionsAndExistentials(text: String, expected: TypeExpression) {
    #expect(parsedType(text) == expected)
  }

  @Test(arguments: [
    ("  Foo < Int , String >  ", "Foo<Int, String>"),
    ("[ K : V ]", "[K: V]"),
    ("Foo\t.\tBar", "Foo.Bar"),
    ("( a : Int , String )", "(a: Int, String)"),
    ("(Int)async throws->Void", "(Int) async throws -> Void"),
    ("Int ?", "Int?"),
    ("A&B", "A & B"),
    ("A<B<C> >", "A<B<C>>"),
  ])
  func whitespaceIsAllowedBetweenAnyTokens(text: String, canonical: String) {
    #expect(parsedType(text) == parsedType(canonical))
  }

  @Test func closingAnglesCloseOneGenericListEach() {
    let expected = named("A", named("B", named("C", named("D", named("E")))))
    #expect(parsedType("A<B<C<D<E>>>>") == expected)
    #expect(
      parsedType("[A<B<Int>>: C<D<E>>]")
        == .dictionary(key: named("A", named("B", intType)), value: named("C", named("D", named("E")))))
  }

  @Test func nestingUpToTheLimitParses() {
    let depth = TypeGrammarParser.maximumDepth - 1
    let text = String(repeating: "[", count: depth) + "Int" + String(repeating: "]", count: depth)
    var expected = intType
    for _ in 0..<depth { expected = .array(expected) }
    #expect(parsedType(text) == expected)
  }

  @Test func offsetsCountUTF8BytesOfTheParsedSubstring() {
    let text = "ignored: Straße<é>"
    let substring = text[text.firstIndex(of: "S")!...]
    #expect(TypeParser.parse(substring) == .success(named("Straße", named("é"))))
    let broken = "ignored: Straße<é"
    #expect(
      TypeParser.parse(broken[broken.firstIndex(of: "S")!...])
        == .failure(TypeSyntaxError(message: "expected '>' to close the generic arguments of 'Straße'", offset: 10))
    )
  }

  /// A type that is one ASCII identifier skips the grammar (`TypeParser.plainName`): it must read
  /// every word as the grammar does, keywords and `_` included, and leave everything else to it.
  @Test func oneWordTypesReadAsTheGrammarReadsThem() {
    var words = [
      "Logger", "any", "some", "inout", "sending", "borrowing", "consuming", "_", "__", "_x", "Self", "Type",
      "Protocol", "class", "func", "let", "x9", "9x", "A", "a", "`Logger`", "Log ger", "Lögger", "Log.ger", "",
    ]
    var random = SeededRandomNumberGenerator(seed: 36)
    let alphabet = Array("abcsomeanyiout_ABZ09")
    for _ in 0..<2_000 {
      words.append(
        String((0..<Int.random(in: 1...6, using: &random)).map { _ in alphabet.randomElement(using: &random)! }))
    }
    for word in words {
      let bytes = Array(word.utf8)
      var grammar = TypeGrammarParser(bytes: bytes, range: 0..<bytes.count, precededBy: "<-")
      let expected: Result<TypeExpression, TypeSyntaxError>
      do throws(TypeSyntaxError) { expected = .success(try grammar.parseCompleteType()) } catch {
        expected = .failure(error)
      }
      #expect(TypeParser.parse(bytes, in: 0..<bytes.count, precededBy: "<-") == expected, "\(word)")
    }
  }
}
