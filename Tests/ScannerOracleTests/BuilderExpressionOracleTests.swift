import SwiftParser
import SwiftSyntax
import Testing

@testable import WeaverGenCore

/// Issue 18: a builder that weaver-gen accepts stays inside the expression it is printed in. Random
/// builders are pieced together from what once broke out of it (brackets, quotes, comment openers,
/// `;`, declarations, interpolations); each one the scanner accepts is printed where generated code
/// calls a builder and parsed with swift-syntax: the braces that close the method and the container
/// must still be the ones generated code wrote, the container must hold its one method, and no
/// comment may come in. Printed code with a syntax error is left out: the compiler refuses it
/// loudly (many random builders are such errors, and their recovery says nothing about escapes).
@Suite struct BuilderExpressionOracleTests {
  private static let pieces = [
    "Factory.make", "x", " ", "(", ")", "{", "}", "[", "]", "\"", "#", "\\(", "//", "/*", "*/", ";", "func f() {}",
    "class C {", "_ in", ",", ":", "for", "let y = 1", "'", "/", "$0", ".init", "{ _ in S() }", "f(a: 1)",
    "\"s\\(y)\"", "#\"r\"#", "\"\"\"", "#if", "return", "<#p#>", "\u{2028}", "\u{00A0}",
  ]

  private static let caseCount = 20_000

  @Test func anAcceptedBuilderNeverReachesOutsideItsExpression() {
    var generator = AdversarialSwiftGenerator(seed: 18)
    var accepted = 0
    var parsed = 0
    var escapes: [String] = []
    for _ in 0..<Self.caseCount {
      let builder = generator.repeated(1...7) { $0.pick(Self.pieces) }.joined()
      let bytes = Array(builder.utf8)
      guard BuilderExpressionScanner.firstProblem(in: bytes, range: 0..<bytes.count) == nil else { continue }
      accepted += 1
      guard let stays = Self.staysInside(builder) else { continue }
      parsed += 1
      if !stays { escapes.append(builder) }
    }
    print(
      "builder oracle: \(accepted) of \(Self.caseCount) random builders accepted, \(parsed) of them parse, \(escapes.count) escaped"
    )
    #expect(parsed > 200, "the generator should produce enough accepted builders that parse, to test")
    #expect(escapes.count == 0, "accepted builders that reach outside their expression: \(escapes.prefix(10))")
  }

  /// Whether `builder`, printed as generated code calls it, leaves the container's structure as
  /// it was: one class holding one method, closed by the braces written after the builder, and
  /// no comment anywhere.
  private static func staysInside(_ builder: String) -> Bool? {
    let head = """
      final class Container {
        func make(_ r: Int) -> Any {
          let value = \(builder)(r)
          return value

      """
    let source = head + "  }\n}\n"
    let methodBrace = head.utf8.count + 2
    let file = Parser.parse(source: source)
    // A syntax error fails the build loudly: only code that parses can let a builder in silently.
    guard !file.hasError else { return nil }
    guard file.statements.count == 1,
      let container = file.statements.first?.item.as(ClassDeclSyntax.self),
      container.memberBlock.members.count == 1,
      let method = container.memberBlock.members.first?.decl.as(FunctionDeclSyntax.self),
      let body = method.body, body.rightBrace.presence == .present,
      body.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset == methodBrace,
      container.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset == methodBrace + 2
    else { return false }
    return !file.tokens(viewMode: .sourceAccurate).contains { token in
      (token.leadingTrivia.pieces + token.trailingTrivia.pieces).contains { $0.isComment }
    }
  }
}
