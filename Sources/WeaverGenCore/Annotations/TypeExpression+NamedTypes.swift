extension TypeExpression {
  /// The dotted names of every nominal type the expression mentions, outermost first, generic
  /// arguments included (`[Movie: Optional<Poster>]` gives `Movie`, `Optional`, `Poster`): what a
  /// declaration using this type makes visible wherever the declaration is.
  var namedTypes: [String] {
    var names: [String] = []
    collectNamedTypes(into: &names)
    return names
  }

  private func collectNamedTypes(into names: inout [String]) {
    switch self {
    case .nominal(let components):
      names.append(components.map(\.name).joined(separator: "."))
      for component in components {
        for argument in component.genericArguments { argument.collectNamedTypes(into: &names) }
      }
    case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped), .array(let wrapped),
      .existential(let wrapped), .opaque(let wrapped), .metatype(let wrapped, _), .attributed(_, let wrapped),
      .variadic(let wrapped):
      wrapped.collectNamedTypes(into: &names)
    case .dictionary(let key, let value):
      key.collectNamedTypes(into: &names)
      value.collectNamedTypes(into: &names)
    case .tuple(let elements):
      for element in elements { element.type.collectNamedTypes(into: &names) }
    case .function(let function):
      for parameter in function.parameters { parameter.type.collectNamedTypes(into: &names) }
      function.thrownType?.collectNamedTypes(into: &names)
      function.result.collectNamedTypes(into: &names)
    case .composition(let members):
      for member in members { member.collectNamedTypes(into: &names) }
    }
  }
}
