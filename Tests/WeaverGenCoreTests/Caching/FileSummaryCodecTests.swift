import Foundation
import Testing

@testable import WeaverGenCore

/// `FileSummaryCodec`: every summary decodes to itself, and no bytes make the decoder trap.
@Suite struct FileSummaryCodecTests {
  @Test func everySummaryOfTheCorpusDecodesToItself() throws {
    var mismatches: [String] = []
    for summary in CachingCorpus.summaries {
      let bytes = FileSummaryCodec.encode(summary)
      let decoded = try FileSummaryCodec.decode(ArraySlice(bytes), path: summary.path)
      if decoded != summary { mismatches.append(summary.path) }
    }
    #expect(mismatches.isEmpty, "\(mismatches)")
  }

  /// The round trip above proves a field only if the corpus gives it a value.
  @Test func theCorpusShowsEveryKindOfValue() {
    let summaries = CachingCorpus.summaries
    let annotations = summaries.flatMap(\.annotations).map(\.annotation)
    let kinds = Set(annotations.map { String(describing: $0.kind).prefix { $0 != "(" }.description })
    #expect(kinds == ["registration", "reference", "parameter", "configuration", "import", "unreadDeclaration"])
    let attributes = Set(
      annotations.compactMap { annotation -> String? in
        guard case .configuration(let configuration) = annotation.kind else { return nil }
        return configuration.attribute.name
      })
    #expect(attributes == ["scope", "builder", "isIsolated", "objc", "platforms", "projects"])
    var forms: Set<String> = []
    for annotation in annotations {
      switch annotation.kind {
      case .registration(_, let concrete, let abstract):
        forms.formUnion(concrete.type.formNames)
        forms.formUnion(abstract?.type.formNames ?? [])
      case .reference(_, let type), .parameter(_, let type): forms.formUnion(type.type.formNames)
      default: break
      }
    }
    // `some P` is refused as a file is analysed (`invalid-type`): a summary never holds one, and
    // `anOpaqueTypeDecodesToItself` covers its encoding.
    #expect(
      forms == [
        "nominal", "optional", "implicitlyUnwrappedOptional", "array", "dictionary", "tuple", "function",
        "composition", "existential", "metatype", "attributed", "variadic",
      ])
    #expect(Set(summaries.flatMap(\.declarations).map(\.kind)) == Set(DeclarationKind.allCases))
    #expect(summaries.flatMap(\.declarations).contains { $0.isLocal && $0.parent != nil })
    // A body's extent is the scanner's alone: no summary keeps it, so the codec writes none.
    #expect(summaries.allSatisfy { $0.declarations.allSatisfy { $0.body == nil } })
    #expect(summaries.flatMap(\.initializers).contains { $0.isFailable && $0.throwsClause != nil })
    #expect(summaries.flatMap(\.initializers).contains { $0.isGeneric && $0.isAsync && !$0.attributes.isEmpty })
    #expect(summaries.contains { !$0.otherInitializers.isEmpty })
    #expect(summaries.flatMap(\.imports).contains { $0.kind != nil && $0.accessLevel != nil && !$0.attributes.isEmpty })
    #expect(summaries.flatMap(\.imports).contains { $0.isConditional })
    #expect(Set(summaries.flatMap(\.diagnostics).map(\.severity)) == [.error, .warning])
    #expect(summaries.contains { $0.isUnreadable && $0.diagnostics.first?.id == .unreadableFile })
    #expect(summaries.contains { $0.diagnostics.first?.id == .weaverGeneratedFile })
    #expect(summaries.contains { $0.diagnostics.contains { $0.id == .unsupportedPropertyWrapper } })
  }

  @Test func anOpaqueTypeDecodesToItself() throws {
    let position = SourcePosition(offset: 3, line: 1, column: 4)
    let type = AnnotationType(.opaque(.nominal([NominalComponent(name: "View")])), at: position)
    var summary = FileSummary(path: "A.swift")
    summary.annotations = [
      AttachedAnnotation(
        Annotation(kind: .reference(name: AnnotationName("view", at: position), type: type), commentPosition: position),
        in: nil)
    ]
    #expect(try FileSummaryCodec.decode(ArraySlice(FileSummaryCodec.encode(summary)), path: "A.swift") == summary)
  }

  /// A location in another file keeps its path (the encoder writes a flag for the file's own).
  @Test func aDiagnosticNoteInAnotherFileKeepsItsPath() throws {
    var summary = FileSummary(path: "A.swift")
    summary.diagnostics = [
      .error(
        .invalidAnnotation, "message", at: SourceLocation(path: "A.swift", line: 3, column: 4),
        notes: [DiagnosticNote("elsewhere", at: SourceLocation(path: "B.swift", line: 1, column: 2))])
    ]
    let decoded = try FileSummaryCodec.decode(ArraySlice(FileSummaryCodec.encode(summary)), path: "A.swift")
    #expect(decoded == summary)
  }

  /// The deepest types the parser accepts decode too; deeper bytes are refused, not recursed into.
  @Test func theDeepestParsedTypesDecodeAndDeeperOnesAreRefused() throws {
    let depth = TypeGrammarParser.maximumDepth
    for (open, close) in [("[", "]"), ("Box<", ">"), ("(", ", Int)"), ("() -> ", ""), ("", "?")] {
      var parsed: FileSummary?
      for nesting in stride(from: depth, through: 1, by: -1) {
        let type = String(repeating: open, count: nesting) + "Int" + String(repeating: close, count: nesting)
        let summary = FileAnalyzer.analyze(
          path: "Deep.swift", source: "final class A {\n  // weaver: a <- \(type)\n}\n")
        if summary.diagnostics.isEmpty {
          parsed = summary
          break
        }
      }
      let summary = try #require(parsed, "no nesting of \(open)Int\(close) parses")
      #expect(try FileSummaryCodec.decode(ArraySlice(FileSummaryCodec.encode(summary)), path: "Deep.swift") == summary)
    }
    // A reference whose type is `[[[…Int…]]]` far deeper than any parse.
    var structure: [UInt8] = [0, 0, 0, 1]  // no declarations or initializers; one annotation
    structure += [0, 1]  // outside any type, kind `reference`,
    structure += [1, UInt8(ascii: "a")]  // named `a`,
    structure += [UInt8](repeating: 3, count: 10_000) + [0]  // of type `[[[…`
    var writer = BinaryWriter()
    writer.write(UInt64(structure.count))
    writer.append(raw: structure)
    writer.append(raw: [0, 2, 2, 0, 2, 2])  // the comment and the name at offset 0, 1:1
    let bytes = writer.bytes
    let error = #expect(throws: BinaryReader.Malformed.self) {
      try FileSummaryCodec.decode(ArraySlice(bytes), path: "Deep.swift")
    }
    #expect(error?.description == "a type nests too deeply")
  }

  /// Random bytes, and every encoded summary of the corpus cut short or with a byte changed, end in a
  /// summary or an error, never a trap (run as a fuzz test: the budget of `FuzzBudget`).
  @Test func noBytesMakeTheDecoderTrap() {
    var generator = SeededRandomNumberGenerator(seed: 0xCAC4E)
    let encoded = CachingCorpus.summaries.map { ($0.path, FileSummaryCodec.encode($0)) }.filter { !$0.1.isEmpty }
    var refused = 0
    for _ in 0..<FuzzBudget.cases(100_000) {
      let (path, original) = generator.pick(encoded)
      var bytes = original
      switch Int.random(in: 0..<3, using: &generator) {
      case 0: bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &generator)))
      case 1: bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
      default:
        bytes = (0..<Int.random(in: 0..<64, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator)
        }
      }
      if (try? FileSummaryCodec.decode(ArraySlice(bytes), path: path)) == nil { refused += 1 }
    }
    #expect(refused > 0)
  }

  /// A field added to a summary's types must be added to the codec: this lists them, and fails
  /// until the list (and `FileSummaryEncoder`/`FileSummaryDecoder`) says what to do with it.
  @Test func theCodecKnowsEveryStoredProperty() {
    let position = SourcePosition(offset: 0, line: 1, column: 1)
    let location = SourceLocation(path: "A.swift", position: position)
    let type = AnnotationType(.nominal([NominalComponent(name: "A")]), at: position)
    func fields(_ value: Any) -> [String] { Mirror(reflecting: value).children.compactMap(\.label) }
    #expect(
      fields(FileSummary(path: "")) == [
        "path", "declarations", "initializers", "otherInitializers", "annotations", "imports", "diagnostics",
        "isUnreadable",
      ])
    #expect(
      fields(TypeDeclaration(kind: .class, name: "", qualifiedName: "", namePosition: position)) == [
        "kind", "name", "qualifiedName", "accessLevel", "genericParameters", "inheritedTypes", "whereRequirements",
        // `body` is the scanner's: `FileAnalyzer` leaves it out of summaries, so the codec skips it.
        "isObjC", "attributes", "isNonisolated", "namePosition", "body", "parent", "isLocal",
      ])
    #expect(
      fields(InitializerDeclaration(parent: 0, position: position)) == [
        "parent", "position", "attributes", "modifiers", "isFailable", "isGeneric", "parameters", "isAsync",
        "throwsClause",
      ])
    #expect(
      fields(InitializerDeclaration.Parameter(label: nil, type: "", hasDefaultValue: false, position: position)) == [
        "label", "type", "hasDefaultValue", "position",
      ])
    #expect(
      fields(OtherInitializer(parent: 0, shape: InitializerShape(labels: [], hasDefaultValue: [], location: location)))
        == ["parent", "shape"])
    #expect(
      fields(InitializerShape(labels: [], hasDefaultValue: [], location: location)) == [
        "labels", "hasDefaultValue", "location",
      ])
    #expect(
      fields(ImportDeclaration(path: "", position: position)) == [
        "path", "kind", "attributes", "accessLevel", "position", "isConditional",
      ])
    #expect(
      fields(Diagnostic.error(.invalidType, "", at: location)) == ["severity", "id", "message", "location", "notes"])
    #expect(fields(DiagnosticNote("", at: location)) == ["message", "location"])
    #expect(fields(location) == ["path", "line", "column"])
    #expect(fields(position) == ["offset", "line", "column"])
    let annotation = Annotation(
      kind: .reference(name: AnnotationName("a", at: position), type: type), commentPosition: position)
    #expect(fields(AttachedAnnotation(annotation, in: nil)) == ["annotation", "enclosingDeclaration"])
    #expect(fields(annotation) == ["kind", "commentPosition"])
    #expect(fields(AnnotationName("a", at: position)) == ["text", "position"])
    #expect(fields(type) == ["type", "position"])
    #expect(
      fields(
        Configuration(
          target: .self, targetPosition: position, attribute: .objc(true), attributePosition: position,
          valuePosition: position)) == ["target", "targetPosition", "attribute", "attributePosition", "valuePosition"])
    // `backQuoting` is worked out from the name by the initializer the codec makes components with.
    #expect(fields(NominalComponent(name: "A")) == ["name", "genericArguments", "backQuoting"])
    #expect(fields(TupleTypeElement(label: nil, secondName: nil, type: type.type)) == ["label", "secondName", "type"])
    #expect(
      fields(FunctionTypeExpression(parameters: [], result: type.type)) == [
        "parameters", "isAsync", "isThrowing", "thrownType", "result",
      ])
  }
}
