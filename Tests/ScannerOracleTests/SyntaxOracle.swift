import SwiftParser
import SwiftSyntax

/// The reference: swift-syntax's parser, whose tree holds every `#if` branch.
///
/// Declarations, initializers and imports come from `SyntaxDeclarationVisitor`, comments from
/// the trivia of every token.
enum SyntaxOracle {
  /// Release builds of swift-syntax allow 256 levels of nesting but debug builds only 20, past
  /// which the parser gives up on the rest of the file; real code nests deeper (swift-syntax's own
  /// tests do), so the oracle asks for the release limit and runs on threads with large stacks.
  static let maximumNestingLevel = 256

  static func facts(of source: UnsafeBufferPointer<UInt8>) -> ScanFacts {
    let tree = Parser.parse(source: source, maximumNestingLevel: maximumNestingLevel)
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    let visitor = SyntaxDeclarationVisitor(converter: converter)
    visitor.walk(tree)
    var facts = ScanFacts()
    facts.declarations = visitor.declarations
    facts.initializers = visitor.initializers
    facts.imports = visitor.imports
    facts.comments = comments(in: tree, converter: converter)
    facts.hasSyntaxErrors = tree.hasError
    return facts
  }

  private static func comments(in tree: SourceFileSyntax, converter: SourceLocationConverter) -> [ScanFacts.Comment] {
    var comments: [ScanFacts.Comment] = []
    func collect(_ trivia: Trivia, from start: AbsolutePosition) {
      var position = start
      for piece in trivia {
        let line = converter.location(for: position).line
        switch piece {
        case .lineComment(let text): comments.append(ScanFacts.Comment(kind: "line", line: line, text: text))
        case .docLineComment(let text):
          comments.append(ScanFacts.Comment(kind: "documentationLine", line: line, text: text))
        case .blockComment(let text): comments.append(ScanFacts.Comment(kind: "block", line: line, text: text))
        case .docBlockComment(let text):
          comments.append(ScanFacts.Comment(kind: "documentationBlock", line: line, text: text))
        default: break
        }
        position += piece.sourceLength
      }
    }
    for token in tree.tokens(viewMode: .sourceAccurate) {
      collect(token.leadingTrivia, from: token.position)
      collect(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia)
    }
    return comments
  }
}
