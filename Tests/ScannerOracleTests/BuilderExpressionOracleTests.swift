import SwiftParser
import SwiftSyntax
import Testing

@testable import WeaverGenCore

/// Issue 18: a builder that weaver-gen accepts stays inside the expression it is printed in. Random
/// builders are pieced together from what once broke out of it (brackets, quotes, comment openers,
/// `;`, declarations, interpolations); each one the scanner accepts is printed where generated code
/// calls a builder and parsed with swift-syntax: the braces that close the method and the container
/// must still be the ones generated code wrote, the container must hold its one method, and no
/// comment may come in. (Whether the expression type-checks is the compiler's job: many random
/// builders are syntax errors, which swift-syntax recovers from inside the method.)
@Suite struct BuilderExpressionOracleTests {
  private static let pieces = [
    "Factory.make", "x", " ", "(", ")", "{", "}", "[", "]", "\"", "#", "\\(", "//", "/*", "*/", ";", "func f() {}",
    "class C {", "_ in", ",", ":", "for", "let y = 1", "'", "/", "$0", ".init", "{ _ in S() }", "f(a: 1)",
    "\"s\\(y)\"", "#\"r\"#", "\"\"\"", "#if", "return", "<#p#>", "\u{2028}", "\u{00A0}",
  ]

  private static let caseCount = 20_000

  @Test func anAcceptedBuilderNeverReachesOutsideItsExpression() {
    var generator = SplitMix(seed: 18)
    var accepted = 0
    var escapes: [String] = []
    for _ in 0..<Self.caseCount {
      let builder = (0..<Int.random(in: 1...7, using: &generator)).map { _ in
        Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &generator)]
      }.joined()
      let bytes = Array(builder.utf8)
      guard BuilderExpressionScanner.firstProblem(in: bytes, range: 0..<bytes.count) == nil else { continue }
      accepted += 1
      if !Self.staysInside(builder) { escapes.append(builder) }
    }
    print("builder oracle: \(accepted) of \(Self.caseCount) random builders accepted, \(escapes.count) escaped")
    #expect(accepted > 500, "the generator should produce enough accepted builders to test")
    #expect(escapes.count == 0, "accepted builders that reach outside their expression: \(escapes.prefix(10))")
  }

  /// Whether `builder`, printed as generated code calls it, leaves the container's structure as
  /// it was: one class holding one method, closed by the braces written after the builder, and
  /// no comment anywhere.
  private static func staysInside(_ builder: String) -> Bool {
    let head = """
      final class Container {
        func make(_ r: Int) -> Any {
          let value = \(builder)(r)
          return value

      """
    let source = head + "  }\n}\n"
    let methodBrace = head.utf8.count + 2
    let file = Parser.parse(source: source)
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

/// SplitMix64, so every run tries the same builders and a failure reproduces.
private struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
