@testable import WeaverGenCore

/// What the oracle compares, from either side: declarations, initializers, comments and imports,
/// each reduced to the facts both sides must agree on.
struct ScanFacts: Equatable {
  struct Declaration: Equatable, CustomStringConvertible {
    var kind: String
    /// Compared with all whitespace removed.
    var qualifiedName: String
    var line: Int
    /// The attribute names, in source order, those in `#if` branches included.
    var attributes: [String] = []
    var isNonisolated = false
    var description: String {
      "\(kind) \(qualifiedName) at line \(line)" + OracleText.attributeList(attributes)
        + (isNonisolated ? ", nonisolated" : "")
    }
  }

  struct Comment: Equatable, CustomStringConvertible {
    /// `line`, `documentationLine`, `block` or `documentationBlock`.
    var kind: String
    var line: Int
    var text: String
    var description: String { "\(kind) at line \(line): \(text.debugDescription)" }
  }

  struct Import: Equatable, CustomStringConvertible {
    var line: Int
    var path: String
    var description: String { "import \(path) at line \(line)" }
  }

  var declarations: [Declaration] = []
  /// The scanner's own model, compared field by field: positions (offset, line and column) of the
  /// keyword and the labels, types and throws clauses as written with runs of trivia collapsed.
  var initializers: [InitializerDeclaration] = []
  var comments: [Comment] = []
  var imports: [Import] = []
  /// Whether swift-syntax found the source invalid (not compared; generated sources must be valid).
  var hasSyntaxErrors = false
}
