import Testing

@testable import WeaverGenCore

/// Each annotation form, the positions it records, and the comments that are not annotations.
@Suite struct AnnotationParserTests {
  @Test func registrationOfAConcreteType() {
    #expect(
      annotationKind("// weaver: movieManager = MovieManager")
        == .registration(
          name: AnnotationName("movieManager", at: positionInComment(11)),
          concrete: AnnotationType(named("MovieManager"), at: positionInComment(26)),
          abstract: nil
        )
    )
  }

  @Test func registrationExposedAsAnAbstractType() {
    #expect(
      annotationKind("// weaver: movieManager = MovieManager <- MovieManaging")
        == .registration(
          name: AnnotationName("movieManager", at: positionInComment(11)),
          concrete: AnnotationType(named("MovieManager"), at: positionInComment(26)),
          abstract: AnnotationType(named("MovieManaging"), at: positionInComment(42))
        )
    )
  }

  @Test func registrationTypesFollowTheTypeGrammar() {
    #expect(
      annotationKind("// weaver: cache = Cache<String, [Movie]> <- (any Caching)?")
        == .registration(
          name: AnnotationName("cache", at: positionInComment(11)),
          concrete: AnnotationType(named("Cache", stringType, .array(named("Movie"))), at: positionInComment(19)),
          abstract: AnnotationType(.optional(parenthesized(.existential(named("Caching")))), at: positionInComment(45))
        )
    )
  }

  @Test func reference() {
    #expect(
      annotationKind("// weaver: urlSession <- URLSession")
        == .reference(
          name: AnnotationName("urlSession", at: positionInComment(11)),
          type: AnnotationType(named("URLSession"), at: positionInComment(25))
        )
    )
  }

  @Test func referenceToAFunctionType() {
    let expected = TypeExpression.attributed(
      ["@Sendable"], function([named("Movie")], isAsync: true, isThrowing: true, voidType))
    #expect(
      annotationKind("// weaver: onSelect <- @Sendable (Movie) async throws -> Void")
        == .reference(
          name: AnnotationName("onSelect", at: positionInComment(11)),
          type: AnnotationType(expected, at: positionInComment(23))
        )
    )
  }

  @Test func parameter() {
    #expect(
      annotationKind("// weaver: movieID <= UInt")
        == .parameter(
          name: AnnotationName("movieID", at: positionInComment(11)),
          type: AnnotationType(named("UInt"), at: positionInComment(22))
        )
    )
  }

  @Test(arguments: Scope.allCases)
  func scopeConfiguration(scope: Scope) {
    #expect(
      annotationKind("// weaver: movieManager.scope = .\(scope.rawValue)")
        == .configuration(
          Configuration(
            target: .dependency("movieManager"),
            targetPosition: positionInComment(11),
            attribute: .scope(scope),
            attributePosition: positionInComment(24),
            valuePosition: positionInComment(32)
          )
        )
    )
  }

  @Test(arguments: [
    ("// weaver: session.builder = URLSession.make", Configuration.Attribute.builder("URLSession.make"), 29),
    (
      "// weaver: session.builder = { _ in URLSession(configuration: .default) }",
      .builder("{ _ in URLSession(configuration: .default) }"), 29
    ),
    (
      "// weaver: session.builder = make(\"a(\\\"[\", #\"\\\"{\"#, \"\\(f(\"x)\"))\")",
      .builder("make(\"a(\\\"[\", #\"\\\"{\"#, \"\\(f(\"x)\"))\")"), 29
    ),
    ("// weaver: session.builder = [Factory.a, Factory.b][0]", .builder("[Factory.a, Factory.b][0]"), 29),
    ("// weaver: session.objc = true", .objc(true), 26),
    ("// weaver: session.objc = false", .objc(false), 26),
  ])
  func dependencyConfiguration(text: String, attribute: Configuration.Attribute, valueOffset: Int) {
    guard case .configuration(let configuration) = annotationKind(text) else {
      Issue.record("'\(text)' is not a configuration")
      return
    }
    #expect(configuration.target == .dependency("session"))
    #expect(configuration.targetPosition == positionInComment(11))
    #expect(configuration.attribute == attribute)
    #expect(configuration.attributePosition == positionInComment(19))
    #expect(configuration.valuePosition == positionInComment(valueOffset))
  }

  @Test(arguments: [true, false])
  func selfConfiguration(isIsolated: Bool) {
    #expect(
      annotationKind("// weaver: self.isIsolated = \(isIsolated)")
        == .configuration(
          Configuration(
            target: .self,
            targetPosition: positionInComment(11),
            attribute: .isIsolated(isIsolated),
            attributePosition: positionInComment(16),
            valuePosition: positionInComment(29)
          )
        )
    )
  }

  @Test(arguments: [
    ("// weaver: import Foundation", "Foundation"),
    ("// weaver: import Darwin.C", "Darwin.C"),
    ("// weaver: import `My Module`", "My Module"),
  ])
  func importOfAModule(text: String, module: String) {
    #expect(annotationKind(text) == .import(module: module, position: positionInComment(18)))
  }

  @Test(arguments: [
    ("// weaver: default <- Settings", "default", false),
    ("// weaver: import <- Importer", "import", false),
    ("// weaver: class = Foo", "class", false),
    ("// weaver: `class` = Foo", "class", true),
    ("// weaver: `self` <- Foo", "self", true),
    ("// weaver: `my name` <= Foo", "my name", true),
    ("// weaver: película <- Foo", "película", false),
  ])
  func namesMayBeKeywordsBackQuotedOrUnicode(text: String, name: String, isBackQuoted: Bool) {
    let kind = annotationKind(text)
    let parsedName: AnnotationName? =
      switch kind {
      case .registration(let name, _, _), .reference(let name, _), .parameter(let name, _): name
      default: nil
      }
    #expect(parsedName == AnnotationName(name, at: positionInComment(11)))
  }

  @Test func columnsCountUTF8Bytes() {
    #expect(
      annotationKind("// weaver: película <- Película<Año>")
        == .reference(
          name: AnnotationName("película", at: positionInComment(11)),
          type: AnnotationType(named("Película", named("Año")), at: positionInComment(24))
        )
    )
  }

  @Test(arguments: [
    "//weaver:a<-B",
    "// weaver: a <- B",
    "//\tweaver\t:\ta\t<-\tB\t",
    "//   weaver   :   a   <-   B   ",
    "// weaver: a <- B\r",
  ])
  func spacingAroundTheMarkerAndTheBodyIsFree(text: String) {
    guard case .reference(let name, let type) = annotationKind(text) else {
      Issue.record("'\(text)' is not a reference")
      return
    }
    #expect(name.text == "a")
    #expect(type.type == named("B"))
  }

  @Test(arguments: [
    (CommentKind.line, "// weaver is great", true),
    (.line, "// weaverbird: x = Y", true),
    (.line, "// Weaver: a <- B", true),
    (.line, "// weaver a <- B", true),
    (.line, "// note: weaver: a <- B", true),
    (.line, "//// weaver: a <- B", true),
    (.line, "// - weaver: a <- B", true),
    (.line, "// weaver: a <- B", false),
    (.documentationLine, "/// weaver: a <- B", true),
    (.block, "/* weaver: a <- B */", true),
    (.block, "// weaver: a <- B", true),
    (.documentationBlock, "/** weaver: a <- B */", true),
  ])
  func commentsThatAreNotAnnotations(kind: CommentKind, text: String, isAloneOnLine: Bool) {
    #expect(AnnotationParser.parse(comment(text, kind: kind, isAloneOnLine: isAloneOnLine), path: annotatedPath) == nil)
  }

  @Test func anAnnotationWithAnErrorIsStillRecognisedAsAnAnnotation() throws {
    let result = try #require(parseAnnotation("// weaver: oops"))
    #expect(result.annotation == nil)
    #expect(result.diagnostics.map(\.id) == [.invalidAnnotation])
  }
}
