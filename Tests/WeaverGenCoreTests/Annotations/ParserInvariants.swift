import Testing

@testable import WeaverGenCore

/// What must hold for any input to the two parsers: a result or located diagnostics, never a
/// crash; offsets and columns inside the text; catalog-style messages; an annotation exactly
/// when there is no error; and parsed types that print and parse back to the same tree.
///
/// Failures are counted rather than asserted one by one, so a broken invariant reports a few
/// examples instead of flooding the log, and the hot loop stays fast in debug builds.
struct ParserInvariants {
  private(set) var failures: [String] = []
  private(set) var failureCount = 0
  private(set) var checkedInputs = 0

  private static let commentPosition = SourcePosition(offset: 1_000, line: 3, column: 9)
  private static let path = "Sources/Fuzz/Fuzz.swift"

  /// Feeds `text` to the type parser, and to the annotation parser both as an annotation body
  /// and as a whole comment.
  mutating func check(_ text: String) {
    checkedInputs += 1
    checkTypeParser(text)
    checkAnnotationParser("// weaver: " + text)
    checkAnnotationParser(text)
  }

  mutating func checkTypeParser(_ text: String) {
    switch TypeParser.parse(text[...]) {
    case .success(let type):
      let printed = type.description
      guard case .success(let reparsed) = TypeParser.parse(printed[...]) else {
        return fail("'\(text)' parsed, but its description '\(printed)' does not")
      }
      if reparsed != type { fail("'\(text)' prints as '\(printed)', which parses to another tree") }
    case .failure(let error):
      if !(0...text.utf8.count).contains(error.offset) { fail("'\(text)': offset \(error.offset) outside the text") }
      checkMessage(error.message, for: text)
    }
  }

  mutating func checkAnnotationParser(_ text: String) {
    let comment = WeaverGenCore.Comment(
      kind: .line, bytes: Array(text.utf8), position: Self.commentPosition, isAloneOnLine: true)
    let result = AnnotationParser.parse(comment, path: Self.path)
    guard let result else {
      if Self.isAnnotation(text) { fail("'\(text)' is an annotation but was ignored") }
      return
    }
    if !Self.isAnnotation(text) { fail("'\(text)' is not an annotation but was read as one") }
    let hasErrors = result.diagnostics.contains { $0.severity == .error }
    var isUnread = false
    if case .unreadDeclaration = result.annotation?.kind { isUnread = true }
    if hasErrors != (result.annotation == nil || isUnread) {
      fail("'\(text)': an annotation must be returned exactly when there is no error, else an unread name at most")
    }
    let columns = Self.commentPosition.column...(Self.commentPosition.column + text.utf8.count)
    for diagnostic in result.diagnostics {
      let location = diagnostic.location
      if location.path != Self.path || location.line != Self.commentPosition.line || !columns.contains(location.column)
      {
        fail("'\(text)': diagnostic at \(location) is outside the comment")
      }
      checkMessage(diagnostic.message, for: text)
    }
    for position in result.annotation.map(Self.positions(in:)) ?? [] where !Self.isInComment(position, text) {
      fail("'\(text)': annotation position \(position) is outside the comment")
    }
  }

  /// Whether `position` is a byte of the comment (or just after it), on its line, with the
  /// column and offset advanced alike.
  private static func isInComment(_ position: SourcePosition, _ text: String) -> Bool {
    let offset = position.offset - commentPosition.offset
    return (0...text.utf8.count).contains(offset) && position.line == commentPosition.line
      && position.column == commentPosition.column + offset
  }

  private static func positions(in annotation: Annotation) -> [SourcePosition] {
    switch annotation.kind {
    case .registration(let name, let concrete, let abstract):
      [name.position, concrete.position] + (abstract.map { [$0.position] } ?? [])
    case .reference(let name, let type), .parameter(let name, let type):
      [name.position, type.position]
    case .unreadDeclaration(let name):
      [name.position]
    case .configuration(let configuration):
      [configuration.targetPosition, configuration.attributePosition, configuration.valuePosition]
    case .import(_, let position):
      [position]
    }
  }

  /// The rule of docs/language.md, "Annotations", written independently of the parser: `//`, spaces or tabs,
  /// `weaver`, spaces or tabs, `:`.
  static func isAnnotation(_ text: String) -> Bool {
    var scalars = Substring(text).unicodeScalars[...]
    func dropBlanks() { scalars = scalars.drop { $0 == " " || $0 == "\t" } }
    guard scalars.starts(with: "//".unicodeScalars) else { return false }
    scalars = scalars.dropFirst(2)
    dropBlanks()
    guard scalars.starts(with: "weaver".unicodeScalars) else { return false }
    scalars = scalars.dropFirst(6)
    dropBlanks()
    return scalars.first == ":"
  }

  private mutating func checkMessage(_ message: String, for text: String) {
    let startsWell = message.first.map { $0.isLowercase || $0 == "'" } ?? false
    if !startsWell || message.hasSuffix(".") { fail("'\(text)': message '\(message)' is not in catalog style") }
  }

  private mutating func fail(_ description: String) {
    failureCount += 1
    if failures.count < 10 { failures.append(description) }
  }

  /// Records the first failures collected, if any, as test issues.
  func report(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    for failure in failures { Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation) }
    if failureCount > failures.count {
      Issue.record("and \(failureCount - failures.count) more failures", sourceLocation: sourceLocation)
    }
  }
}
