import Testing

@testable import WeaverGenCore

/// Each error an annotation can have: its id, its exact message and the column of the offending
/// token (the test comment starts at column 5, so a column is 5 plus a byte offset).
@Suite struct AnnotationDiagnosticTests {
  @Test(arguments: [
    (
      "// weaver:",
      "empty annotation; write one of 'name = Type', 'name = Type <- Abstract', 'name <- Type', 'name <= Type', 'name.attribute = value' or 'import Module'",
      15
    ),
    (
      "// weaver:   ",
      "empty annotation; write one of 'name = Type', 'name = Type <- Abstract', 'name <- Type', 'name <= Type', 'name.attribute = value' or 'import Module'",
      18
    ),
    (
      "// weaver: # <- Foo",
      "expected a dependency name, 'self' or 'import' at the start of the annotation; write one of 'name = Type', 'name = Type <- Abstract', 'name <- Type', 'name <= Type', 'name.attribute = value' or 'import Module'",
      16
    ),
    (
      "// weaver: a b",
      "expected '=', '<-', '<=' or '.' after 'a'; write one of 'name = Type', 'name = Type <- Abstract', 'name <- Type', 'name <= Type', 'name.attribute = value' or 'import Module'",
      18
    ),
    (
      "// weaver: a",
      "expected '=', '<-', '<=' or '.' after 'a'; write one of 'name = Type', 'name = Type <- Abstract', 'name <- Type', 'name <= Type', 'name.attribute = value' or 'import Module'",
      17
    ),
    (
      "// weaver: `my name` -> Foo",
      "expected '=', '<-', '<=' or '.' after '`my name`'; write one of 'name = Type', 'name = Type <- Abstract', 'name <- Type', 'name <= Type', 'name.attribute = value' or 'import Module'",
      26
    ),
    (
      "// weaver: self <- Foo",
      "'self' can only be configured, as in 'self.isIsolated = true'; back-quote a dependency named 'self'", 16
    ),
    (
      "// weaver: self = Foo",
      "'self' can only be configured, as in 'self.isIsolated = true'; back-quote a dependency named 'self'", 16
    ),
    ("// weaver: `abc <- Foo", "expected '`' to close the back-quoted name", 16),
    ("// weaver: `` <- Foo", "expected a name between the back-quotes", 16),
    ("// weaver: import", "expected a module name after 'import'", 22),
    ("// weaver: import 9Foo", "expected a module name after 'import'", 23),
    ("// weaver: import Foo.", "expected a module name after 'import'", 27),
    ("// weaver: import Foo Bar", "unexpected 'Bar' after module name 'Foo'; an import names one module", 27),
    ("// weaver: import Foo;", "unexpected ';' after module name 'Foo'; an import names one module", 26),
    ("// weaver: a.scope", "expected '=' and a value after 'scope'", 23),
    ("// weaver: a.scope: .lazy", "expected '=' and a value after 'scope'", 23),
    (
      "// weaver: a. = .lazy",
      "expected an attribute name after '.'; the attributes are 'scope', 'builder', 'isIsolated', 'objc', 'platforms' and 'projects'",
      19
    ),
  ])
  func bodiesMatchingNoFormAreInvalidAnnotations(text: String, message: String, column: Int) {
    expectSingleError(text, .invalidAnnotation, message, column: column)
  }

  @Test(arguments: [
    ("// weaver: a <- ", "expected a type after '<-'", 20),
    ("// weaver: a <= ", "expected a type after '<='", 20),
    ("// weaver: a =", "expected a type after '='", 19),
    ("// weaver: a <- #Foo", "expected a type after '<-'", 21),
    ("// weaver: a <- Foo<Bar", "expected '>' to close the generic arguments of 'Foo'", 28),
    ("// weaver: a <- Foo Bar", "unexpected 'Bar' after type 'Foo'", 25),
    ("// weaver: a <- Foo <= Bar", "unexpected '<=' after type 'Foo'", 25),
    ("// weaver: a = Foo <- Bar <- Baz", "unexpected '<-' after type 'Bar'", 31),
    ("// weaver: a = <- Bar", "expected a type after '='", 20),
    ("// weaver: a = Foo <-", "expected a type after '<-'", 26),
    ("// weaver: a <= [Int", "expected ']' to close the array type", 25),
    ("// weaver: straße <- Straße<é", "expected '>' to close the generic arguments of 'Straße'", 37),
    (
      "// weaver: a <- Int -> Void",
      "unexpected '->' after type 'Int'; put function parameters in parentheses, as in '(Int) -> Void'", 25
    ),
  ])
  func typeErrorsAreInvalidTypesAtTheOffendingToken(text: String, message: String, column: Int) {
    expectSingleError(text, .invalidType, message, column: column)
  }

  /// Types the grammar reads but generated code cannot declare a dependency as: they would
  /// validate and then not compile.
  @Test(arguments: [
    (
      "// weaver: a <- some Named",
      "'some Named' cannot be the type of a dependency, which generated code declares as a property; use 'any' or a concrete type",
      21
    ),
    (
      "// weaver: a = Box <- [some Named]",
      "'some Named' cannot be the type of a dependency, which generated code declares as a property; use 'any' or a concrete type",
      27
    ),
    (
      "// weaver: a <- [Box!]",
      "'!' in 'Box!' is allowed only on the whole type of a dependency, not inside '[Box!]'; use '?'", 21
    ),
    (
      "// weaver: a <= inout Int",
      "'inout' in 'inout Int' applies only to a function's parameter, not to the type of a dependency", 21
    ),
    (
      "// weaver: a <- (Int) -> consuming Box",
      "'consuming' in 'consuming Box' applies only to a function's parameter, not to the type of a dependency", 21
    ),
  ])
  func typesNoDependencyCanHaveAreInvalidTypes(text: String, message: String, column: Int) {
    expectSingleError(text, .invalidType, message, column: column)
  }

  @Test func specifiersStayValidOnAFunctionsParameters() {
    for text in [
      "// weaver: a <- (inout Int, borrowing Box) -> sending Box", "// weaver: a <- any Named", "// weaver: a <= Box!",
    ] {
      #expect(parseAnnotation(text)?.diagnostics == [], "\(text)")
    }
  }

  @Test(arguments: [
    ("// weaver: a.scop = .lazy", "unknown attribute 'scop'; did you mean 'scope'?", 18),
    ("// weaver: a.Builder = make", "unknown attribute 'Builder'; did you mean 'builder'?", 18),
    ("// weaver: self.isolated = true", "unknown attribute 'isolated'; did you mean 'isIsolated'?", 21),
    (
      "// weaver: a.lifetime = .lazy",
      "unknown attribute 'lifetime'; the attributes are 'scope', 'builder', 'isIsolated', 'objc', 'platforms' and 'projects'",
      18
    ),
  ])
  func unknownAttributesSuggestTheNearestKnownOne(text: String, message: String, column: Int) {
    expectSingleError(text, .unknownAttribute, message, column: column)
  }

  @Test(arguments: [
    (
      "// weaver: a.scope = .forever",
      "invalid value '.forever' for 'scope'; expected '.container', '.transient', '.lazy' or '.weak'", 26
    ),
    (
      "// weaver: a.scope = lazy",
      "invalid value 'lazy' for 'scope'; expected '.container', '.transient', '.lazy' or '.weak'; did you mean '.lazy'?",
      26
    ),
    (
      "// weaver: a.scope = .Weak",
      "invalid value '.Weak' for 'scope'; expected '.container', '.transient', '.lazy' or '.weak'; did you mean '.weak'?",
      26
    ),
    (
      "// weaver: a.scope = .lazy // later",
      "invalid value '.lazy // later' for 'scope'; expected '.container', '.transient', '.lazy' or '.weak'", 26
    ),
    ("// weaver: a.scope =", "missing value for 'scope'; expected '.container', '.transient', '.lazy' or '.weak'", 25),
    ("// weaver: a.objc = yes", "invalid value 'yes' for 'objc'; expected 'true' or 'false'", 25),
    (
      "// weaver: self.isIsolated = True",
      "invalid value 'True' for 'isIsolated'; expected 'true' or 'false'; did you mean 'true'?", 34
    ),
    ("// weaver: a.builder =", "missing value for 'builder'; expected a Swift expression, such as 'Factory.make'", 27),
    ("// weaver: a.builder = make(", "unbalanced '(' in the builder expression; add the matching ')'", 32),
    ("// weaver: a.builder = { [x in x", "unbalanced '[' in the builder expression; add the matching ']'", 30),
    ("// weaver: a.builder = make)", "unexpected ')' in the builder expression; it closes nothing", 32),
    ("// weaver: a.builder = { [x in x }", "unexpected '}' in the builder expression; expected ']' to close '['", 38),
    ("// weaver: a.builder = make(]", "unexpected ']' in the builder expression; expected ')' to close '('", 33),
    (
      "// weaver: a.builder = { \"abc }", "unterminated string literal in the builder expression; add the closing '\"'",
      30
    ),
    (
      "// weaver: a.builder = #\"abc\"", "unterminated string literal in the builder expression; add the closing '\"#'",
      28
    ),
    ("// weaver: a.builder = \"\\(x", "unbalanced '\\(' in the builder expression; add the matching ')'", 29),
    (
      "// weaver: a.builder = Factory.make // the shared one",
      "a builder is one expression and cannot hold a comment; put the comment on a line of its own", 41
    ),
  ])
  func invalidValuesNameTheAcceptedOnes(text: String, message: String, column: Int) {
    expectSingleError(text, .invalidAttributeValue, message, column: column)
  }

  @Test(arguments: [
    (
      "// weaver: a.isIsolated = true",
      "'isIsolated' applies only to the annotated type itself; write 'self.isIsolated' instead of 'a.isIsolated'", 16
    ),
    (
      "// weaver: `self`.isIsolated = true",
      "'isIsolated' applies only to the annotated type itself; write 'self.isIsolated' instead of '`self`.isIsolated'",
      16
    ),
    (
      "// weaver: self.scope = .lazy",
      "'scope' applies only to a registered dependency, not to 'self'; write the dependency's name before '.scope'", 16
    ),
    (
      "// weaver: self.builder = make",
      "'builder' applies only to a registered dependency, not to 'self'; write the dependency's name before '.builder'",
      16
    ),
    (
      "// weaver: self.objc = true",
      "'objc' applies only to a registered dependency, not to 'self'; write the dependency's name before '.objc'", 16
    ),
  ])
  func attributesOnTheWrongTargetAreMisplaced(text: String, message: String, column: Int) {
    expectSingleError(text, .misplacedConfiguration, message, column: column)
  }

  @Test func graphScopeIsReadAsContainerWithADeprecationWarning() {
    let result = parseAnnotation("// weaver: movieManager.scope = .graph")
    let configuration = Configuration(
      target: .dependency("movieManager"),
      targetPosition: positionInComment(11),
      attribute: .scope(.container),
      attributePosition: positionInComment(24),
      valuePosition: positionInComment(32)
    )
    let warning = Diagnostic.warning(
      .deprecatedAttributeValue,
      "scope '.graph' is deprecated; use '.container', which means the same",
      at: SourceLocation(path: annotatedPath, line: 7, column: 37)
    )
    #expect(
      result
        == AnnotationParseResult(
          annotation: Annotation(kind: .configuration(configuration), commentPosition: commentStart),
          diagnostics: [warning]
        )
    )
  }

  @Test func valueAndPlacementErrorsAreBothReported() {
    let diagnostics = parseAnnotation("// weaver: self.scope = .forever")?.diagnostics
    #expect(diagnostics?.map(\.id) == [.invalidAttributeValue, .misplacedConfiguration])
    #expect(diagnostics?.map(\.location.column) == [29, 16])
  }

  @Test func bothTypesOfARegistrationAreChecked() {
    let diagnostics = parseAnnotation("// weaver: a = Foo Bar <- Baz Qux")?.diagnostics
    #expect(diagnostics?.map(\.message) == ["unexpected 'Bar' after type 'Foo'", "unexpected 'Qux' after type 'Baz'"])
    #expect(diagnostics?.map(\.location.column) == [24, 35])
  }

  @Test func diagnosticsPrintAtTheCommentsLine() throws {
    let result = try #require(parseAnnotation("// weaver: a.scop = .lazy"))
    #expect(
      DiagnosticPrinter.text(for: result.diagnostics)
        == "Sources/App/MovieManager.swift:7:18: error: unknown attribute 'scop'; did you mean 'scope'? [unknown-attribute]\n"
    )
  }
}
