/// Prints a type as Swift source, with canonical spacing, for generated code and messages.
///
/// The output parses back to the same type (`TypeParser.parse(type.description)`): names that
/// are keywords or not plain identifiers are back-quoted, and parentheses are added wherever the
/// grammar would otherwise attach a postfix operator, `&` or `any` to the wrong part
/// (`((Int) -> Void)?`, `(any P)?`, `(A & B).Type`).
extension TypeExpression: CustomStringConvertible {
  var description: String {
    switch self {
    case .nominal(let components):
      // Most types are one name: spelled without a list to join.
      components.count == 1
        ? components[0].spelling(isMember: false)
        : components.enumerated().map { $1.spelling(isMember: $0 > 0) }.joined(separator: ".")
    case .optional(let wrapped):
      wrapped.postfixOperand + "?"
    case .implicitlyUnwrappedOptional(let wrapped):
      wrapped.postfixOperand + "!"
    case .array(let element):
      "[\(element)]"
    case .dictionary(let key, let value):
      "[\(key): \(value)]"
    case .tuple(let elements):
      "(\(elements.map(\.description).joined(separator: ", ")))"
    case .function(let function):
      function.description
    case .composition(let elements):
      elements.isEmpty ? "Any" : elements.map(\.postfixOperand).joined(separator: " & ")
    case .existential(let constraint):
      "any \(constraint.constraintOperand)"
    case .opaque(let constraint):
      "some \(constraint.constraintOperand)"
    case .metatype(let base, let isProtocol):
      base.postfixOperand + (isProtocol ? ".Protocol" : ".Type")
    case .attributed(let attributes, let base):
      (attributes + [base.description]).joined(separator: " ")
    case .variadic(let base):
      base.postfixOperand + "..."
    }
  }

  /// Whether the printed type is a prefix or infix form that needs parentheses before a postfix
  /// operator, inside a composition, or after `any`/`some`.
  private var isPrefixOrInfixForm: Bool {
    switch self {
    case .function, .existential, .opaque, .attributed, .variadic: true
    default: false
    }
  }

  /// `T` before `?`, `!`, `.Type` or `...`, or as an element of `A & B` (the grammar reads
  /// those elements as postfix types, so a nested composition keeps its parentheses).
  private var postfixOperand: String {
    if case .composition(let elements) = self, !elements.isEmpty { return "(\(self))" }
    return isPrefixOrInfixForm ? "(\(self))" : description
  }

  /// The constraint after `any` or `some`, which is a composition in the grammar.
  private var constraintOperand: String {
    isPrefixOrInfixForm ? "(\(self))" : description
  }
}

extension NominalComponent {
  /// `Bar<Int>`; a member named `Type` or `Protocol` is back-quoted, or it would read as a
  /// metatype, and a type at file scope so named is not.
  fileprivate func spelling(isMember: Bool) -> String {
    let spelledName = SwiftIdentifier.needsBackQuotes(typeComponent: name, isMember: isMember) ? "`\(name)`" : name
    guard !genericArguments.isEmpty else { return spelledName }
    return "\(spelledName)<\(genericArguments.map(\.description).joined(separator: ", "))>"
  }
}

extension TupleTypeElement: CustomStringConvertible {
  /// `label: T`, `_ name: T` or `T`.
  var description: String {
    let names = [label, secondName].compactMap { $0 }.map(SwiftIdentifier.spelling(of:))
    return names.isEmpty ? type.description : "\(names.joined(separator: " ")): \(type)"
  }
}

extension FunctionTypeExpression: CustomStringConvertible {
  /// `(A, b: B) async throws(E) -> C`
  var description: String {
    var text = "(\(parameters.map(\.description).joined(separator: ", ")))"
    if isAsync { text += " async" }
    if let thrownType {
      text += " throws(\(thrownType))"
    } else if isThrowing {
      text += " throws"
    }
    return text + " -> \(result)"
  }
}
