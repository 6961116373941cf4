import Testing

@testable import WeaverGenCore

/// The printers' byte writer (`Code`, `CodeWriter`): what an interpolation appends, how lines are
/// indented and separated, and that code put in a `String` still reads as code.
@Suite struct CodeTests {
  @Test func anInterpolationAppendsEachPartAsSwiftSource() throws {
    let type = try #require(parsedType("[String: (Int) -> Movie?]"))
    let name = "movie"
    let nested: Code = "\(name)Cell"
    let line: Code = "let \(nested): \(type) = é\(42)"
    #expect(line.text == "let movieCell: [String: (Int) -> Movie?] = é42")
  }

  @Test func aTypeWritesWhatItsDescriptionSays() throws {
    for text in [
      "Movie", "Swift.Result<Movie, any Error>", "((Int) -> Void)?", "(any P)?", "(A & B).Type", "`Type`.`Protocol`",
      "[Int: [String]]", "(label: Int, String)", "(_ name: String, Int) -> Void",
      "@Sendable (Int...) async throws(E) -> some View",
    ] {
      let type = try #require(parsedType(text), "\(text)")
      var code = Code()
      type.write(to: &code)
      #expect(code.text == type.description, "\(text)")
      #expect(parsedType(code.text) == type, "\(text)")
    }
  }

  @Test func codeInAStringReadsAsCode() {
    let code: Code = "self.init(injecting: \("Container")())"
    #expect("\(code)" == "self.init(injecting: Container())")
  }

  @Test func joiningPutsTheSeparatorBetweenElementsOnly() {
    let parameters: [Code] = ["a: A", "b: B", "c: C"]
    #expect(parameters.joined(separator: ", ").text == "a: A, b: B, c: C")
    #expect(([] as [Code]).joined(separator: ", ").text.isEmpty)
    #expect(("{ " + parameters[0] + " }").text == "{ a: A }")
  }

  @Test func linesAreIndentedByBlockAndEmptyLinesHaveNoSpaces() {
    var writer = CodeWriter()
    writer.block("struct S {") { writer in
      writer.line("let a: Int")
      writer.line()
      writer.block("init() {") { writer in writer.line("self.a = 1") }
    }
    #expect(writer.text == "struct S {\n  let a: Int\n\n  init() {\n    self.a = 1\n  }\n}\n")
  }

  @Test func aSeparatorIsNeverDoubledNorWrittenFirstOrAfterAnOpeningBrace() {
    var writer = CodeWriter()
    writer.separator()
    #expect(writer.text.isEmpty)
    writer.line("a")
    writer.separator()
    writer.separator()
    #expect(writer.text == "a\n\n")
    writer.line("b {")
    writer.separator()
    #expect(writer.text == "a\n\nb {\n")
    writer.append("tail")
    writer.separator()
    #expect(writer.text == "a\n\nb {\ntail\n")
  }
}
