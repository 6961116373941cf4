import Testing

@testable import WeaverGenCore

private let tooDeep = "type is nested too deeply; at most 64 levels are supported"
private let functionNeedsParentheses =
  "a function type after 'any', 'some' or '&' must be in parentheses, as in 'A & ((B) -> C)'"

/// Every way a type can be wrong, with the exact message and the byte offset of the offending
/// token.
@Suite struct TypeParserErrorTests {
  @Test(arguments: [
    ("", "expected a type", 0),
    ("   ", "expected a type", 3),
    ("#Foo", "expected a type", 0),
    ("Foo<Bar> Baz", "unexpected 'Baz' after type 'Foo<Bar>'", 9),
    ("Foo Bar", "unexpected 'Bar' after type 'Foo'", 4),
    ("Café Bar", "unexpected 'Bar' after type 'Café'", 6),
    ("Foo#", "unexpected '#' after type 'Foo'", 3),
    ("Foo→", "unexpected '→' after type 'Foo'", 3),
    ("Foo <- Bar", "unexpected '<-' after type 'Foo'", 4),
    ("Int...", "unexpected '...' after type 'Int'", 3),
    ("Foo<Bar<Baz>>>", "unexpected '>' after type 'Foo<Bar<Baz>>'", 13),
    (
      "Int -> Void", "unexpected '->' after type 'Int'; put function parameters in parentheses, as in '(Int) -> Void'",
      4
    ),
  ])
  func leftoverTextIsAnError(text: String, message: String, offset: Int) {
    expectFailure(text, message, offset)
  }

  @Test(arguments: [
    ("Foo<", "expected a type after '<'", 4),
    ("Foo<>", "expected a type after '<'", 4),
    ("Foo<Int,>", "expected a type after ','", 8),
    ("Foo<Bar", "expected '>' to close the generic arguments of 'Foo'", 7),
    ("Foo<Bar String>", "expected '>' to close the generic arguments of 'Foo'", 8),
    ("Foo.Bar<Int", "expected '>' to close the generic arguments of 'Foo.Bar'", 11),
    ("Foo<Bar<Baz>", "expected '>' to close the generic arguments of 'Foo'", 12),
    ("Foo.", "expected a member name, 'Type' or 'Protocol' after '.'", 4),
    ("Foo<Int>.", "expected a member name, 'Type' or 'Protocol' after '.'", 9),
    ("Foo.Type.Bar", "expected 'Type' or 'Protocol' after '.'", 9),
    ("[Int].Element", "expected 'Type' or 'Protocol' after '.'", 6),
    ("Int?.Some", "expected 'Type' or 'Protocol' after '.'", 5),
  ])
  func nominalAndPostfixErrors(text: String, message: String, offset: Int) {
    expectFailure(text, message, offset)
  }

  @Test(arguments: [
    ("[]", "expected a type after '['", 1),
    ("[Int", "expected ']' to close the array type", 4),
    ("[Int String]", "expected ']' to close the array type", 5),
    ("[Int: ]", "expected a type after ':'", 6),
    ("[Int: String", "expected ']' to close the dictionary type", 12),
    ("(Int", "expected ',' or ')' after the element of the tuple or parameter list", 4),
    ("(Int String)", "expected ',' or ')' after the element of the tuple or parameter list", 5),
    ("(Int,)", "expected a type after ','", 5),
    ("(a: )", "expected a type after ':'", 4),
    ("(a b: Int)", "tuple element 'a b' has two names; only function parameters can, so remove one", 3),
    ("(Int...)", "'...' is only allowed after the type of a function parameter", 4),
    ("(Int, String...)?", "'...' is only allowed after the type of a function parameter", 12),
  ])
  func collectionAndTupleErrors(text: String, message: String, offset: Int) {
    expectFailure(text, message, offset)
  }

  @Test(arguments: [
    ("(Int) ->", "expected a type after '->'", 8),
    ("(Int) async", "expected '->' and a result type after 'async'", 11),
    ("(Int) throws", "expected '->' and a result type after 'throws'", 12),
    ("(Int) throws(E) Void", "expected '->' and a result type after ')'", 16),
    ("(Int) throws async -> Void", "'async' must come before 'throws'", 13),
    ("(Int) throws(E -> Void", "expected ')' to close the error type of 'throws('", 15),
    ("(Int) throws() -> Void", "expected a type after '('", 13),
  ])
  func functionErrors(text: String, message: String, offset: Int) {
    expectFailure(text, message, offset)
  }

  @Test(arguments: [
    ("@", "expected an attribute name after '@'", 1),
    ("@(Int) -> Void", "expected an attribute name after '@'", 1),
    ("@escaping", "expected a type after '@escaping'", 9),
    ("@convention() () -> Void", "expected an argument after '@convention('", 12),
    ("@convention(c () -> Void", "expected ')' to close the argument of '@convention'", 14),
    ("inout", "expected a type after 'inout'", 5),
    ("any", "expected a type after 'any'", 3),
    ("some ?", "expected a type after 'some'", 5),
    ("A &", "expected a type after '&'", 3),
    ("A & any B", "'any' must come at the start of the type, as in 'any P'", 4),
    ("any some P", "'some' must come at the start of the type, as in 'some P'", 4),
    ("A & inout B", "'inout' must come at the start of the type, as in 'inout P'", 4),
    ("any (Int) -> Void", functionNeedsParentheses, 4),
    ("some () async -> Void", functionNeedsParentheses, 5),
    ("A & (B) throws -> C", functionNeedsParentheses, 4),
  ])
  func prefixAndCompositionErrors(text: String, message: String, offset: Int) {
    expectFailure(text, message, offset)
  }

  @Test(arguments: [
    ("`abc", "expected '`' to close the back-quoted name", 0),
    ("Foo<`abc>", "expected '`' to close the back-quoted name", 4),
    ("Foo<``>", "expected a name between the back-quotes", 4),
    ("Foo `bar", "expected '`' to close the back-quoted name", 4),
  ])
  func malformedBackQuotesAreReportedWhereTheyStart(text: String, message: String, offset: Int) {
    expectFailure(text, message, offset)
  }

  @Test func nestingBeyondTheLimitIsAnErrorAtTheTokenThatCrossesIt() {
    let brackets = String(repeating: "[", count: 65) + "Int" + String(repeating: "]", count: 65)
    expectFailure(brackets, tooDeep, 64)
    let generics = String(repeating: "A<", count: 70) + "B" + String(repeating: ">", count: 70)
    expectFailure(generics, tooDeep, 128)
  }

  @Test func postfixOperatorsCountTowardsTheNestingLimit() {
    let atLimit = "Int" + String(repeating: "?", count: 63)
    #expect((try? TypeParser.parse(atLimit[...]).get()) != nil)
    let overLimit = "Int" + String(repeating: "?", count: 64)
    expectFailure(overLimit, tooDeep, 66)
  }

  @Test(arguments: [
    ("(", tooDeep),
    ("[", tooDeep),
    ("A<", tooDeep),
    ("[A: ", tooDeep),
    ("() -> ", tooDeep),
    ("any ", "'any' must come at the start of the type, as in 'any P'"),
    ("@escaping ", "expected a type after '@escaping'"),
  ])
  func hugeNestingEndsInAnErrorInsteadOfOverflowingTheStack(opener: String, message: String) {
    let text = String(repeating: opener, count: 100_000)
    guard case .failure(let error) = TypeParser.parse(text[...]) else {
      Issue.record("'\(opener)' nested 100,000 times parsed")
      return
    }
    #expect(error.message == message)
  }

  private func expectFailure(
    _ text: String, _ message: String, _ offset: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let expected = TypeSyntaxError(message: message, offset: offset)
    #expect(TypeParser.parse(text[...]) == .failure(expected), sourceLocation: sourceLocation)
  }
}
