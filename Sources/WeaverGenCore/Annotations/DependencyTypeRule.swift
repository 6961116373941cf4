/// What the type grammar reads but a dependency's type cannot be: generated code declares it as a
/// stored property, a protocol requirement, a closure's result or a generic argument, where Swift
/// takes no opaque type (`some P`) and no parameter specifier (`inout`, `borrowing`,
/// `consuming`, `sending`); and `T!` only as the whole type, never inside another (`[T!]`). The
/// specifiers stay valid inside a function type's parameter list, where Swift takes them
/// (`(inout Int) -> Void`). Reported at the annotation, not in the generated file.
enum DependencyTypeRule {
  /// Why `type` cannot be a dependency's type, or `nil` when it can.
  static func problem(in type: TypeExpression) -> String? {
    if case .implicitlyUnwrappedOptional(let wrapped) = type { return problem(inPart: wrapped, of: type) }
    return problem(inPart: type, of: type)
  }

  /// The problem of `type`, a part of the dependency's type `whole` (or all of it).
  ///
  /// Each part is asked directly, in loops: every annotation's type is checked here, and a closure
  /// for the recursion and lazy chains for the parts of a nominal type cost allocations and a key
  /// path for each, where most types are one plain name.
  private static func problem(inPart type: TypeExpression, of whole: TypeExpression) -> String? {
    func problem(_ part: TypeExpression) -> String? { Self.problem(inPart: part, of: whole) }
    switch type {
    case .opaque:
      return AnnotationMessages.opaqueDependencyType(type.description)
    case .attributed(let attributes, let base):
      if let specifier = attributes.first(where: TypeGrammarParser.isSpecifier) {
        return AnnotationMessages.specifierOnDependencyType(specifier, type.description)
      }
      return problem(base)
    case .nominal(let components):
      for component in components {
        for argument in component.genericArguments {
          if let found = problem(argument) { return found }
        }
      }
      return nil
    case .implicitlyUnwrappedOptional:
      return AnnotationMessages.nestedImplicitlyUnwrappedOptional(type.description, whole.description)
    case .optional(let wrapped), .array(let wrapped),
      .existential(let wrapped), .metatype(let wrapped, _), .variadic(let wrapped):
      return problem(wrapped)
    case .dictionary(let key, let value):
      return problem(key) ?? problem(value)
    case .tuple(let elements):
      return elements.lazy.compactMap { problem($0.type) }.first
    case .composition(let members):
      return members.lazy.compactMap(problem).first
    case .function(let function):
      // Specifiers are what a parameter may carry; an opaque type is still wrong anywhere.
      let parameters = function.parameters.lazy.compactMap { parameter -> String? in
        if case .attributed(_, let base) = parameter.type { return problem(base) }
        return problem(parameter.type)
      }
      // A function's result may be `sending`; anything else follows the rule.
      if case .attributed(["sending"], let base) = function.result { return parameters.first ?? problem(base) }
      return parameters.first ?? problem(function.result)
    }
  }
}
