@testable import WeaverGenCore

/// Builds random, valid type trees: every form of the grammar, with names that need
/// back-quotes, Unicode names and every attribute, nested a few levels deep. Variadics appear
/// only as function parameters and second names only in parameter lists, as the grammar allows.
struct RandomTypeGenerator {
  var random: SeededRandomNumberGenerator

  static let names = [
    "Foo", "Bar", "Int", "String", "Optional", "Array", "Dictionary", "Void", "Swift", "Error", "Never", "Any",
    "Self", "Type", "Protocol", "class", "default", "self", "any", "some", "inout", "async", "throws", "_Private",
    "Straße", "café", "🐶", "foo bar", "1st", "a.b", "a<-b", "Movie2",
  ]
  static let labels = ["a", "b", "_", "in", "inout", "label", "Type", "ñ"]
  static let attributes = [
    "@escaping", "@Sendable", "@MainActor", "@convention(c)", "@isolated(any)", "inout", "sending", "borrowing",
    "consuming",
  ]

  mutating func type(depth: Int = 0) -> TypeExpression {
    guard depth < 6, random.chance(100 - depth * 15) else { return nominal(depth: 6) }
    switch Int.random(in: 0..<13, using: &random) {
    case 0: return nominal(depth: depth)
    case 1: return .optional(type(depth: depth + 1))
    case 2: return .implicitlyUnwrappedOptional(type(depth: depth + 1))
    case 3: return .array(type(depth: depth + 1))
    case 4: return .dictionary(key: type(depth: depth + 1), value: type(depth: depth + 1))
    case 5: return .tuple(tupleElements(depth: depth + 1))
    case 6: return .function(function(depth: depth + 1))
    case 7: return .composition((0..<Int.random(in: 2...4, using: &random)).map { _ in type(depth: depth + 1) })
    case 8: return .existential(type(depth: depth + 1))
    case 9: return .opaque(type(depth: depth + 1))
    case 10: return .metatype(type(depth: depth + 1), isProtocol: random.chance(30))
    case 11: return .attributed(attributeList(), type(depth: depth + 1))
    default: return nominal(depth: depth)
    }
  }

  private mutating func nominal(depth: Int) -> TypeExpression {
    .nominal(
      (0..<Int.random(in: 1...3, using: &random)).map { _ in
        let argumentCount = depth < 6 && random.chance(25) ? Int.random(in: 1...3, using: &random) : 0
        return NominalComponent(
          name: random.pick(Self.names),
          genericArguments: (0..<argumentCount).map { _ in type(depth: depth + 1) }
        )
      }
    )
  }

  /// `()`, a single element (labelled or not) or several, without second names.
  private mutating func tupleElements(depth: Int) -> [TupleTypeElement] {
    (0..<Int.random(in: 0...3, using: &random)).map { _ in
      TupleTypeElement(label: random.chance(40) ? random.pick(Self.labels) : nil, type: type(depth: depth))
    }
  }

  private mutating func function(depth: Int) -> FunctionTypeExpression {
    let parameters = (0..<Int.random(in: 0...3, using: &random)).map { _ in
      let label = random.chance(30) ? random.pick(Self.labels) : nil
      let secondName = label != nil && random.chance(50) ? random.pick(Self.labels) : nil
      let parameterType = type(depth: depth)
      return TupleTypeElement(
        label: label, secondName: secondName, type: random.chance(10) ? .variadic(parameterType) : parameterType)
    }
    let isThrowing = random.chance(40)
    return FunctionTypeExpression(
      parameters: parameters,
      isAsync: random.chance(30),
      isThrowing: isThrowing,
      thrownType: isThrowing && random.chance(40) ? type(depth: depth) : nil,
      result: type(depth: depth)
    )
  }

  private mutating func attributeList() -> [String] {
    (0..<Int.random(in: 1...3, using: &random)).map { _ in random.pick(Self.attributes) }
  }
}
