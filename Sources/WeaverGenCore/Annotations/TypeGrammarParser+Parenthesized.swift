/// Tuples and function types, which start the same way:
///
/// ```
/// parenthesised := '(' (element (',' element)*)? ')' effects
/// element       := (name name? ':')? type '...'?
/// effects       := ε | 'async'? ('throws' ('(' type ')')?)? '->' type
/// ```
///
/// Whether `( ... )` is a parameter list is only known at the `)`, so elements are read with
/// everything a parameter may have (a second name, `...`) and rejected afterwards if the list
/// turns out to be a tuple.
extension TypeGrammarParser {
  /// One element as read, with the tokens a tuple element may not have.
  private struct Element {
    var element: TupleTypeElement
    var height: Int
    var secondNameToken: TypeToken?
    var ellipsisToken: TypeToken?
  }

  mutating func parseParenthesized(depth: Int, allowsFunction: Bool) throws(TypeSyntaxError) -> Parsed {
    let open = advance()
    var elements: [Element] = []
    if current.kind != .rightParenthesis {
      elements.append(try parseElement(depth: depth))
      while current.kind == .comma {
        advance()
        elements.append(try parseElement(depth: depth))
      }
    }
    guard current.kind == .rightParenthesis else {
      throw failure(AnnotationMessages.expectedParenthesizedEnd, at: current)
    }
    advance()
    let children = elements.map { (type: $0.element.type, height: $0.height) }
    if current.isKeyword("async") || current.isKeyword("throws") || current.kind == .arrow {
      guard allowsFunction else { throw failure(AnnotationMessages.functionTypeNeedsParentheses, at: open) }
      return try parseFunction(parameters: elements.map(\.element), heights: children, depth: depth, at: open)
    }
    if let element = elements.first(where: { $0.secondNameToken != nil }), let token = element.secondNameToken {
      throw failure(AnnotationMessages.tupleElementWithTwoNames(element.element.label ?? "", token.text), at: token)
    }
    if let token = elements.lazy.compactMap(\.ellipsisToken).first {
      throw failure(AnnotationMessages.variadicOutsideParameters, at: token)
    }
    return try node(.tuple(elements.map(\.element)), above: children, at: open)
  }

  private mutating func parseElement(depth: Int) throws(TypeSyntaxError) -> Element {
    var label: String?
    var secondNameToken: TypeToken?
    if let first = current.identifierName {
      if peek().kind == .colon {
        label = first
        advance()
        advance()
      } else if peek().identifierName != nil, peek(2).kind == .colon {
        label = first
        advance()
        secondNameToken = advance()
        advance()
      }
    }
    var parsed = try parseType(depth: depth + 1)
    var ellipsisToken: TypeToken?
    if current.kind == .ellipsis {
      let token = advance()
      ellipsisToken = token
      parsed = try node(.variadic(parsed.type), above: parsed, at: token)
    }
    let element = TupleTypeElement(label: label, secondName: secondNameToken?.identifierName, type: parsed.type)
    return Element(
      element: element, height: parsed.height, secondNameToken: secondNameToken, ellipsisToken: ellipsisToken)
  }

  /// `async`, `throws`, `throws(E)`, then `->` and the result, which is a whole type, so that
  /// `() -> A & B` returns the composition and `(A) -> (B) -> C` nests to the right.
  private mutating func parseFunction(
    parameters: [TupleTypeElement],
    heights: [Parsed],
    depth: Int,
    at open: TypeToken
  ) throws(TypeSyntaxError) -> Parsed {
    var children = heights
    let isAsync = current.isKeyword("async")
    if isAsync { advance() }
    let isThrowing = current.isKeyword("throws")
    var thrownType: TypeExpression?
    if isThrowing {
      advance()
      if current.kind == .leftParenthesis {
        advance()
        let thrown = try parseType(depth: depth + 1)
        guard current.kind == .rightParenthesis else {
          throw failure(AnnotationMessages.expectedThrownTypeEnd, at: current)
        }
        advance()
        thrownType = thrown.type
        children.append(thrown)
      }
    }
    if current.isKeyword("async") { throw failure(AnnotationMessages.asyncAfterThrows, at: current) }
    guard current.kind == .arrow else {
      throw failure(AnnotationMessages.expectedArrow(after: previousText ?? ")"), at: current)
    }
    advance()
    let result = try parseType(depth: depth + 1)
    children.append(result)
    let function = FunctionTypeExpression(
      parameters: parameters,
      isAsync: isAsync,
      isThrowing: isThrowing,
      thrownType: thrownType,
      result: result.type
    )
    return try node(.function(function), above: children, at: open)
  }
}
