import Testing

@testable import WeaverGenCore

/// Spelling variants of one type compare equal; different types never do.
@Suite struct TypeNormalizationTests {
  @Test(arguments: [
    ("Int?", "Optional<Int>"),
    ("Int?", "Swift.Optional<Int>"),
    ("Int!", "Int?"),
    ("Int!", "Optional<Int>"),
    ("[Int]", "Array<Int>"),
    ("[Int]", "Swift.Array<Int>"),
    ("[String: Int]", "Dictionary<String, Int>"),
    ("[String: Int]", "Swift.Dictionary<String, Int>"),
    ("[[String: Int]]?", "Optional<Array<Dictionary<String, Int>>>"),
    ("Foo.Bar<Int?>", "Foo.Bar<Optional<Int>>"),
    ("((Int) -> Void)?", "Optional<(Int) -> Void>"),
    ("(Int)", "Int"),
    ("((Int))", "Int"),
    ("[(Int)]", "[Int]"),
    ("Void", "()"),
    ("Swift.Void", "()"),
    ("() -> Void", "() -> ()"),
    ("Swift.Int", "Int"),
    ("A & B", "B & A"),
    ("A & B & C", "C & B & A"),
    ("A & (B & C)", "C & A & B"),
    ("A & A & B", "B & A"),
    ("A & A", "A"),
    ("any P", "P"),
    ("any A & B", "B & A"),
    ("(any P)?", "P?"),
    ("A & (any B & C)", "A & B & C"),
    ("(_ x: Int) -> Void", "(Int) -> Void"),
    ("(label x: Int, y: String) -> Void", "(Int, String) -> Void"),
    ("((Int)) -> Void", "(Int) -> Void"),
    ("@escaping (Int) -> Void", "(Int) -> Void"),
    ("(@escaping () -> Void) -> Void", "(() -> Void) -> Void"),
    ("@Sendable @MainActor () -> Void", "@MainActor @Sendable () -> Void"),
    ("@Sendable @escaping () -> Void", "@Sendable () -> Void"),
    ("@Sendable @Sendable () -> Void", "@Sendable () -> Void"),
    ("(Int) throws(any Error) -> Void", "(Int) throws -> Void"),
    ("(Int) throws(Swift.Error) -> Void", "(Int) throws -> Void"),
    ("(Int) throws(Never) -> Void", "(Int) -> Void"),
    ("Foo < Int >", "Foo<Int>"),
    ("`Foo`", "Foo"),
    ("(a: Int?, b: [Int])", "(a: Optional<Int>, b: Array<Int>)"),
  ])
  func spellingVariantsAreEquivalent(lhs: String, rhs: String) throws {
    let lhsType = try #require(parsedType(lhs))
    let rhsType = try #require(parsedType(rhs))
    #expect(lhsType.isEquivalent(to: rhsType))
    #expect(rhsType.isEquivalent(to: lhsType))
  }

  @Test(arguments: [
    ("[Int]", "[String]"),
    ("Foo<Int>", "Foo<String>"),
    ("[Int: String]", "[String: Int]"),
    ("Foo.Bar", "Bar"),
    ("Foo.Array<Int>", "[Int]"),
    ("Optional<Int, Int>", "Int?"),
    ("Int?", "Int"),
    ("Int??", "Int?"),
    ("(a: Int, b: Int)", "(Int, Int)"),
    ("(a: Int, b: Int)", "(b: Int, a: Int)"),
    ("(a: Int)", "Int"),
    ("(Int, String)", "(String, Int)"),
    ("@Sendable () -> Void", "() -> Void"),
    ("@MainActor () -> Void", "() -> Void"),
    ("(inout Int) -> Void", "(Int) -> Void"),
    ("(Int) -> Void", "(Int) throws -> Void"),
    ("(Int) async -> Void", "(Int) -> Void"),
    ("(Int) throws(MyError) -> Void", "(Int) throws -> Void"),
    ("((Int, String)) -> Void", "(Int, String) -> Void"),
    ("(Int...) -> Void", "([Int]) -> Void"),
    ("(Int) -> Int", "(Int) -> Void"),
    ("some P", "P"),
    ("some P", "any P"),
    ("P.Type", "P.Protocol"),
    ("P.Type", "P"),
    ("A & B", "A & C"),
    ("A & B", "A"),
    ("Swift", "()"),
  ])
  func differentTypesAreNotEquivalent(lhs: String, rhs: String) throws {
    let lhsType = try #require(parsedType(lhs))
    let rhsType = try #require(parsedType(rhs))
    #expect(!lhsType.isEquivalent(to: rhsType))
    #expect(!rhsType.isEquivalent(to: lhsType))
  }

  @Test(arguments: [
    ("Optional<Int>", "Int?"),
    ("Array<Dictionary<K, V>>", "[[K: V]]"),
    ("Void", "()"),
    ("C & (any B) & A", "A & B & C"),
    ("D & (C & B) & A & B", "A & B & C & D"),
    ("@Sendable @escaping @MainActor () -> Void", "@MainActor @Sendable () -> ()"),
    ("(_ x: Int, y z: String) async throws(Never) -> Void", "(Int, String) async -> ()"),
    ("Swift.Optional<Swift.Int>", "Int?"),
    ("Swift.Int!", "Int?"),
    ("Swift.Optional<Int>!", "Int??"),
    ("(((A)))", "A"),
  ])
  func normalizedFormIsCanonical(text: String, expected: String) throws {
    let type = try #require(parsedType(text))
    #expect(type.normalized.description == expected)
    #expect(type.normalized.normalized == type.normalized)
  }

  /// `normalized` keeps a type it judges already normal (`isNormalized`) instead of applying the
  /// rules, and the rules normalize a type's parts through `normalized`. So every part of every
  /// random tree judged normal must be what the rules give: then, part by part from the leaves up,
  /// `normalized` gives what the rules alone would.
  @Test func typesJudgedNormalAreWhatTheRulesGive() throws {
    var generator = RandomTypeGenerator(random: SeededRandomNumberGenerator(seed: 35))
    var judgedNormal = 0
    for _ in 0..<3_000 {
      for part in Self.parts(of: generator.type()) where part.isNormalized {
        judgedNormal += 1
        #expect(part.normalizedByRules == part, "\(part) was judged normal")
      }
    }
    #expect(judgedNormal > 3_000)
    for text in ["Session", "Session?", "[Movie]", "[String: Int]", "Foo.Bar<Int>", "()", "(Int, String)"] {
      #expect(try #require(parsedType(text)).isNormalized, "\(text)")
    }
    for text in ["Swift.Int", "Void", "Int!", "Optional<Int>", "(Int)", "any P", "A & B", "() -> Void"] {
      #expect(try #require(parsedType(text)).isNormalized == false, "\(text)")
    }
  }

  /// The type and every type inside it.
  private static func parts(of type: TypeExpression) -> [TypeExpression] {
    let inner: [TypeExpression]
    switch type {
    case .nominal(let components): inner = components.flatMap(\.genericArguments)
    case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped), .array(let wrapped),
      .existential(let wrapped), .opaque(let wrapped), .metatype(let wrapped, _), .attributed(_, let wrapped),
      .variadic(let wrapped):
      inner = [wrapped]
    case .dictionary(let key, let value): inner = [key, value]
    case .tuple(let elements): inner = elements.map(\.type)
    case .function(let function):
      inner = function.parameters.map(\.type) + [function.result] + (function.thrownType.map { [$0] } ?? [])
    case .composition(let elements): inner = elements
    }
    return [type] + inner.flatMap(parts(of:))
  }

  @Test func emptyAndSingletonCompositionsFold() {
    #expect(TypeExpression.composition([]).normalized == named("Any"))
    #expect(TypeExpression.composition([named("P")]).normalized == named("P"))
    #expect(TypeExpression.attributed([], intType).normalized == intType)
  }
}
