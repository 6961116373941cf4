/// Prints a type as Swift source, with canonical spacing, for generated code and messages.
///
/// The output parses back to the same type (`TypeParser.parse(type.description)`): names that
/// are keywords or not plain identifiers are back-quoted, and parentheses are added wherever the
/// grammar would otherwise attach a postfix operator, `&` or `any` to the wrong part
/// (`((Int) -> Void)?`, `(any P)?`, `(A & B).Type`).
///
/// A type writes itself into the text that holds it (`TextOutputStreamable`): generated code
/// interpolates types into `Code`, and a `String` of each type and of each of its parts, made to
/// be copied in and freed, was most of what printing a type cost.
extension TypeExpression: CustomStringConvertible, TextOutputStreamable {
  var description: String {
    // Most types are one name: that name, without a new string.
    if case .nominal(let components) = self, components.count == 1, components[0].genericArguments.isEmpty,
      !components[0].needsBackQuotes(isMember: false)
    {
      return components[0].name
    }
    var text = ""
    write(to: &text)
    return text
  }

  func write<Target: TextOutputStream>(to target: inout Target) {
    switch self {
    case .nominal(let components):
      for index in components.indices {
        if index > 0 { target.write(".") }
        components[index].write(isMember: index > 0, to: &target)
      }
    case .optional(let wrapped):
      wrapped.writePostfixOperand(to: &target)
      target.write("?")
    case .implicitlyUnwrappedOptional(let wrapped):
      wrapped.writePostfixOperand(to: &target)
      target.write("!")
    case .array(let element):
      target.write("[")
      element.write(to: &target)
      target.write("]")
    case .dictionary(let key, let value):
      target.write("[")
      key.write(to: &target)
      target.write(": ")
      value.write(to: &target)
      target.write("]")
    case .tuple(let elements):
      target.write("(")
      for index in elements.indices {
        if index > 0 { target.write(", ") }
        elements[index].write(to: &target)
      }
      target.write(")")
    case .function(let function):
      function.write(to: &target)
    case .composition(let elements):
      if elements.isEmpty { target.write("Any") }
      for index in elements.indices {
        if index > 0 { target.write(" & ") }
        elements[index].writePostfixOperand(to: &target)
      }
    case .existential(let constraint):
      target.write("any ")
      constraint.writeConstraintOperand(to: &target)
    case .opaque(let constraint):
      target.write("some ")
      constraint.writeConstraintOperand(to: &target)
    case .metatype(let base, let isProtocol):
      base.writePostfixOperand(to: &target)
      target.write(isProtocol ? ".Protocol" : ".Type")
    case .attributed(let attributes, let base):
      for attribute in attributes {
        target.write(attribute)
        target.write(" ")
      }
      base.write(to: &target)
    case .variadic(let base):
      base.writePostfixOperand(to: &target)
      target.write("...")
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
  private func writePostfixOperand<Target: TextOutputStream>(to target: inout Target) {
    if case .composition(let elements) = self, !elements.isEmpty {
      writeParenthesized(to: &target)
    } else {
      writeConstraintOperand(to: &target)
    }
  }

  /// The constraint after `any` or `some`, which is a composition in the grammar.
  private func writeConstraintOperand<Target: TextOutputStream>(to target: inout Target) {
    if isPrefixOrInfixForm { writeParenthesized(to: &target) } else { write(to: &target) }
  }

  private func writeParenthesized<Target: TextOutputStream>(to target: inout Target) {
    target.write("(")
    write(to: &target)
    target.write(")")
  }
}

extension NominalComponent {
  /// `Bar<Int>`; a member named `Type` or `Protocol` is back-quoted, or it would read as a
  /// metatype, and a type at file scope so named is not.
  fileprivate func write<Target: TextOutputStream>(isMember: Bool, to target: inout Target) {
    if needsBackQuotes(isMember: isMember) {
      target.write("`")
      target.write(name)
      target.write("`")
    } else {
      target.write(name)
    }
    guard !genericArguments.isEmpty else { return }
    target.write("<")
    for index in genericArguments.indices {
      if index > 0 { target.write(", ") }
      genericArguments[index].write(to: &target)
    }
    target.write(">")
  }
}

extension TupleTypeElement: CustomStringConvertible, TextOutputStreamable {
  /// `label: T`, `_ name: T` or `T`.
  var description: String {
    var text = ""
    write(to: &text)
    return text
  }

  func write<Target: TextOutputStream>(to target: inout Target) {
    if let label {
      target.write(SwiftIdentifier.spelling(of: label))
      target.write(secondName == nil ? ": " : " ")
    }
    if let secondName {
      target.write(SwiftIdentifier.spelling(of: secondName))
      target.write(": ")
    }
    type.write(to: &target)
  }
}

extension FunctionTypeExpression: CustomStringConvertible, TextOutputStreamable {
  /// `(A, b: B) async throws(E) -> C`
  var description: String {
    var text = ""
    write(to: &text)
    return text
  }

  func write<Target: TextOutputStream>(to target: inout Target) {
    target.write("(")
    for index in parameters.indices {
      if index > 0 { target.write(", ") }
      parameters[index].write(to: &target)
    }
    target.write(")")
    if isAsync { target.write(" async") }
    if let thrownType {
      target.write(" throws(")
      thrownType.write(to: &target)
      target.write(")")
    } else if isThrowing {
      target.write(" throws")
    }
    target.write(" -> ")
    result.write(to: &target)
  }
}
