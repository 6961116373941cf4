/// What the type grammar reads but a dependency's type cannot be: generated code declares it as a
/// stored property, a protocol requirement, a closure's result or a generic argument, where Swift
/// takes no opaque type (`some P`) and no parameter specifier (`inout`, `borrowing`,
/// `consuming`, `sending`). Both stay valid inside a function type's parameter list, where Swift
/// takes them (`(inout Int) -> Void`). Reported at the annotation, not in the generated file.
enum DependencyTypeRule {
  /// Why `type` cannot be a dependency's type, or `nil` when it can.
  static func problem(in type: TypeExpression) -> String? {
    switch type {
    case .opaque:
      return AnnotationMessages.opaqueDependencyType(type.description)
    case .attributed(let attributes, let base):
      if let specifier = attributes.first(where: TypeGrammarParser.specifiers.contains) {
        return AnnotationMessages.specifierOnDependencyType(specifier, type.description)
      }
      return problem(in: base)
    case .nominal(let components):
      return components.lazy.flatMap(\.genericArguments).compactMap(problem(in:)).first
    case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped), .array(let wrapped),
      .existential(let wrapped), .metatype(let wrapped, _), .variadic(let wrapped):
      return problem(in: wrapped)
    case .dictionary(let key, let value):
      return problem(in: key) ?? problem(in: value)
    case .tuple(let elements):
      return elements.lazy.compactMap { problem(in: $0.type) }.first
    case .composition(let members):
      return members.lazy.compactMap(problem(in:)).first
    case .function(let function):
      // Specifiers are what a parameter may carry; an opaque type is still wrong anywhere.
      let parameters = function.parameters.lazy.compactMap { parameter -> String? in
        if case .attributed(_, let base) = parameter.type { return problem(in: base) }
        return problem(in: parameter.type)
      }
      return parameters.first ?? problem(inResult: function.result)
    }
  }

  /// A function's result may be `sending`; anything else follows the rule.
  private static func problem(inResult result: TypeExpression) -> String? {
    if case .attributed(let attributes, let base) = result, attributes == ["sending"] { return problem(in: base) }
    return problem(in: result)
  }
}
