@testable import WeaverGenCore

extension ScanFacts {
  /// The scanner's side of the comparison, for `source`.
  init(_ source: UnsafeBufferPointer<UInt8>) {
    self.init(SwiftScanner.scan(source))
  }

  /// The scanner's side of the comparison.
  init(_ file: ScannedFile) {
    declarations = file.declarations.map {
      Declaration(
        kind: $0.kind.rawValue,
        qualifiedName: OracleText.withoutWhitespace($0.qualifiedName),
        line: $0.namePosition.line,
        attributes: $0.attributes,
        isNonisolated: $0.isNonisolated
      )
    }
    initializers = file.initializers
    comments = file.comments.map { Comment(kind: $0.kind.rawValue, line: $0.position.line, text: $0.text) }
    imports = file.imports.map { Import(line: $0.position.line, path: $0.path) }
  }
}

/// Compares the scanner with swift-syntax on one source, describing the first difference of each
/// kind of fact.
enum ScanComparison {
  static func differences(in source: UnsafeBufferPointer<UInt8>) -> [String] {
    let expected = SyntaxOracle.facts(of: source)
    let actual = ScanFacts(source)
    return differences(expected: expected, actual: actual)
  }

  static func differences(in source: String) -> [String] {
    var source = source
    return source.withUTF8 { differences(in: $0) }
  }

  static func differences(expected: ScanFacts, actual: ScanFacts) -> [String] {
    firstDifference("declaration", expected.declarations, actual.declarations, \.description)
      + firstDifference("initializer", expected.initializers, actual.initializers, OracleText.describe)
      + firstDifference("comment", expected.comments, actual.comments, \.description)
      + firstDifference("import", expected.imports, actual.imports, \.description)
  }

  private static func firstDifference<Fact: Equatable>(
    _ what: String,
    _ expected: [Fact],
    _ actual: [Fact],
    _ describe: (Fact) -> String
  ) -> [String] {
    guard expected != actual else { return [] }
    let index =
      zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(expected.count, actual.count)
    let swiftSyntax = index < expected.count ? describe(expected[index]) : "nothing"
    let scanner = index < actual.count ? describe(actual[index]) : "nothing"
    return [
      "\(what) #\(index + 1) of \(expected.count): swift-syntax has \(swiftSyntax); scanner has \(scanner)"
        + " (\(actual.count) in all)"
    ]
  }
}
