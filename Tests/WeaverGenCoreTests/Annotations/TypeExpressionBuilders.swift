import Testing

@testable import WeaverGenCore

/// Short constructors for the type trees tests expect, so an expectation reads like the type.

let intType = named("Int")
let stringType = named("String")
let voidType = named("Void")

/// `Foo.Bar<args>`: dotted components, with `arguments` on the last one.
func named(_ dotted: String, _ arguments: TypeExpression...) -> TypeExpression {
  var components = dotted.split(separator: ".").map { NominalComponent(name: String($0)) }
  components[components.count - 1].genericArguments = arguments
  return .nominal(components)
}

/// A tuple or parameter-list element.
func element(_ type: TypeExpression, label: String? = nil, secondName: String? = nil) -> TupleTypeElement {
  TupleTypeElement(label: label, secondName: secondName, type: type)
}

/// `(parameters) -> result` with unlabelled parameters.
func function(
  _ parameters: [TypeExpression],
  isAsync: Bool = false,
  isThrowing: Bool = false,
  thrownType: TypeExpression? = nil,
  _ result: TypeExpression
) -> TypeExpression {
  .function(
    FunctionTypeExpression(
      parameters: parameters.map { element($0) },
      isAsync: isAsync,
      isThrowing: isThrowing,
      thrownType: thrownType,
      result: result
    )
  )
}

/// `(T)`, which the parser keeps as a one-element tuple.
func parenthesized(_ type: TypeExpression) -> TypeExpression { .tuple([element(type)]) }

/// Parses `text`, recording an issue and returning `nil` when it is not a type.
func parsedType(_ text: String) -> TypeExpression? {
  switch TypeParser.parse(text[...]) {
  case .success(let type): return type
  case .failure(let error):
    Issue.record("'\(text)' did not parse: \(error.message) at \(error.offset)")
    return nil
  }
}
