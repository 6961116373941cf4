/// How an annotation's type is spelled in each place generated code writes it. Swift accepts a type
/// as written in some places only: `@escaping` only on a function's parameter, and needed there
/// for a closure the container keeps; `T!` only as the type of a declaration, never as a generic
/// argument or in a function type, where it is `T?`.
extension TypeExpression {
  /// The type of a stored property or a protocol's property requirement: as written, without
  /// `@escaping` (`Box!` stays implicitly unwrapped for the code that reads it).
  var storable: TypeExpression {
    if case .attributed(let attributes, let base) = self {
      let kept = attributes.filter { $0 != "@escaping" }
      return kept.isEmpty ? base : .attributed(kept, base)
    }
    return self
  }

  /// A parameter of a declared function or initializer: a function type is `@escaping`, since
  /// the container keeps it or hands it to one that does.
  var declarationParameter: TypeExpression { storable.escapingWhenFunction }

  /// A parameter of a closure type: escaping when a function, and `T?` for `T!`.
  var closureParameter: TypeExpression { genericArgument.escapingWhenFunction }

  /// A generic argument or a closure's result: without `@escaping`, and `T?` for `T!`.
  var genericArgument: TypeExpression {
    if case .implicitlyUnwrappedOptional(let wrapped) = storable { return .optional(wrapped) }
    return storable
  }

  private var escapingWhenFunction: TypeExpression {
    switch self {
    case .nominal, .optional, .implicitlyUnwrappedOptional, .array, .dictionary:
      // Most parameters' types: no normal form of these is a function type, so none is
      // normalized to find out, for every parameter of every initializer printed.
      return self
    default: break
    }
    var attributes: [String] = []
    var base = self
    if case .attributed(let written, let inner) = self {
      attributes = written
      base = inner
    }
    guard case .function = base.normalized.withoutAttributes else { return self }
    return .attributed(["@escaping"] + attributes, base)
  }

  private var withoutAttributes: TypeExpression {
    if case .attributed(_, let base) = self { return base }
    return self
  }
}
