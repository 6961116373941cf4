/// Nominal types and collection sugar:
///
/// ```
/// nominal    := component ('.' component)*     -- except '.Type' and '.Protocol', which are postfix
/// component  := name ('<' type (',' type)* '>')?
/// collection := '[' type ']' | '[' type ':' type ']'
/// ```
extension TypeGrammarParser {
  mutating func parseNominal(depth: Int) throws(TypeSyntaxError) -> Parsed {
    let start = current
    var components: [NominalComponent] = []
    var arguments: [Parsed] = []
    while case .identifier(let name, _) = current.kind {
      advance()
      var component = NominalComponent(name: name)
      if current.kind == .leftAngle {
        let owner = (components.map(\.name) + [name]).joined(separator: ".")
        let parsedArguments = try parseGenericArguments(of: owner, depth: depth)
        component.genericArguments = parsedArguments.map(\.type)
        arguments += parsedArguments
      }
      components.append(component)
      guard current.kind == .period, let next = peek().identifierName else { break }
      if !peek().isBackQuoted, next == "Type" || next == "Protocol" { break }
      advance()
    }
    return try node(.nominal(components), above: arguments, at: start)
  }

  /// `<A, B>`; `>>` needs no care because every `>` is its own token.
  private mutating func parseGenericArguments(of owner: String, depth: Int) throws(TypeSyntaxError) -> [Parsed] {
    advance()
    var arguments = [try parseType(depth: depth + 1)]
    while current.kind == .comma {
      advance()
      arguments.append(try parseType(depth: depth + 1))
    }
    guard current.kind == .rightAngle else {
      throw failure(AnnotationMessages.expectedGenericArgumentsEnd(of: owner), at: current)
    }
    advance()
    return arguments
  }

  mutating func parseCollection(depth: Int) throws(TypeSyntaxError) -> Parsed {
    let open = advance()
    let element = try parseType(depth: depth + 1)
    guard current.kind == .colon else {
      try expectClosingBracket(AnnotationMessages.expectedArrayEnd)
      return try node(.array(element.type), above: element, at: open)
    }
    advance()
    let value = try parseType(depth: depth + 1)
    try expectClosingBracket(AnnotationMessages.expectedDictionaryEnd)
    return try node(
      .dictionary(key: element.type, value: value.type), height: max(element.height, value.height) + 1, at: open)
  }

  private mutating func expectClosingBracket(_ message: String) throws(TypeSyntaxError) {
    guard current.kind == .rightBracket else { throw failure(message, at: current) }
    advance()
  }
}
