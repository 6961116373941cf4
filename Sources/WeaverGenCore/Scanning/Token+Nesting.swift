/// How a token changes the bracket nesting that the scanner's readers count to tell a clause's own
/// `,`, `:` and `)` from nested ones.
///
/// Types and expressions nest differently: `<` and `>` are brackets in a type
/// (`Dictionary<String, Int>`) but operators in an expression (`a < b`), and an expression may
/// hold a string interpolation, whose `\(` sits inside a string literal token while its `)` is a
/// token of its own. Braces are not counted here: the declaration tracker's scopes follow them.
extension Token {
  /// The change in nesting of `()`, `[]` and `<>` in a type; `<` and `>` live inside operator
  /// tokens (`>>` closes two, `->` none).
  func typeNestingChange(in base: UnsafePointer<UInt8>) -> Int {
    switch kind {
    case .leftParen, .leftSquare:
      return 1
    case .rightParen, .rightSquare:
      return -1
    case .binaryOperator, .prefixOperator, .postfixOperator:
      var change = 0
      for index in start..<end {
        if base[index] == ASCIIByte.lessThan {
          change += 1
        } else if base[index] == ASCIIByte.greaterThan, index == start || base[index - 1] != ASCIIByte.minus {
          change -= 1
        }
      }
      return change
    default:
      return 0
    }
  }

  /// The change in nesting of `()`, `[]` and string interpolations in an expression.
  var expressionNestingChange: Int {
    switch kind {
    case .leftParen, .leftSquare: 1
    case .rightParen, .rightSquare: -1
    case .stringLiteral: opensInterpolation ? 1 : 0
    default: 0
    }
  }

  /// Whether this is an operator token that starts with `<`, which opens generic arguments or
  /// parameters where a type or a generic clause may follow.
  func opensAngleBracket(in base: UnsafePointer<UInt8>) -> Bool {
    switch kind {
    case .binaryOperator, .prefixOperator, .postfixOperator: base[start] == ASCIIByte.lessThan
    default: false
    }
  }
}
