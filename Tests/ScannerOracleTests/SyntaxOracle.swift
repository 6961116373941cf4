import SwiftParser
import SwiftSyntax

/// What the oracle compares, from either side: declarations, comments and imports, each reduced
/// to the facts both sides must agree on.
struct ScanFacts: Equatable {
  struct Declaration: Equatable, CustomStringConvertible {
    var kind: String
    /// Compared with all whitespace removed.
    var qualifiedName: String
    var line: Int
    var description: String { "\(kind) \(qualifiedName) at line \(line)" }
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
  var comments: [Comment] = []
  var imports: [Import] = []
  /// Whether swift-syntax found the source invalid (not compared; generated sources must be valid).
  var hasSyntaxErrors = false
}

/// The reference: swift-syntax's parser, whose tree holds every `#if` branch.
enum SyntaxOracle {
  /// Release builds of swift-syntax allow 256 levels of nesting but debug builds only 20, past
  /// which the parser gives up on the rest of the file; real code nests deeper (swift-syntax's own
  /// tests do), so the oracle asks for the release limit and runs on threads with large stacks.
  static let maximumNestingLevel = 256

  static func facts(of source: UnsafeBufferPointer<UInt8>) -> ScanFacts {
    let tree = Parser.parse(source: source, maximumNestingLevel: maximumNestingLevel)
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    let visitor = DeclarationVisitor(converter: converter)
    visitor.walk(tree)
    var facts = ScanFacts()
    facts.declarations = visitor.declarations
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

/// Collects type declarations with the dotted path of the type declarations around them.
private final class DeclarationVisitor: SyntaxVisitor {
  let converter: SourceLocationConverter
  var declarations: [ScanFacts.Declaration] = []
  var imports: [ScanFacts.Import] = []
  private var path: [String] = []

  init(converter: SourceLocationConverter) {
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  private func enter(_ kind: String, _ name: String, at position: AbsolutePosition) -> SyntaxVisitorContinueKind {
    path.append(name)
    declarations.append(
      ScanFacts.Declaration(
        kind: kind,
        qualifiedName: OracleText.withoutWhitespace(path.joined(separator: ".")),
        line: converter.location(for: position).line
      )
    )
    return .visitChildren
  }

  private func enter(_ kind: String, named name: TokenSyntax) -> SyntaxVisitorContinueKind {
    enter(kind, OracleText.unquoted(name.text), at: name.positionAfterSkippingLeadingTrivia)
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter("class", named: node.name) }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter("struct", named: node.name) }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter("actor", named: node.name) }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter("enum", named: node.name) }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter("protocol", named: node.name) }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let type = node.extendedType
    return enter("extension", type.trimmedDescription, at: type.positionAfterSkippingLeadingTrivia)
  }

  override func visitPost(_ node: ClassDeclSyntax) { path.removeLast() }
  override func visitPost(_ node: StructDeclSyntax) { path.removeLast() }
  override func visitPost(_ node: ActorDeclSyntax) { path.removeLast() }
  override func visitPost(_ node: EnumDeclSyntax) { path.removeLast() }
  override func visitPost(_ node: ProtocolDeclSyntax) { path.removeLast() }
  override func visitPost(_ node: ExtensionDeclSyntax) { path.removeLast() }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    let path = node.path.map { OracleText.unquoted($0.name.text) }.joined(separator: ".")
    imports.append(
      ScanFacts.Import(
        line: converter.location(for: node.importKeyword.positionAfterSkippingLeadingTrivia).line, path: path)
    )
    return .skipChildren
  }
}

enum OracleText {
  static func withoutWhitespace(_ text: String) -> String {
    String(text.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init))
  }

  static func unquoted(_ name: String) -> String {
    name.count >= 2 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
  }
}
