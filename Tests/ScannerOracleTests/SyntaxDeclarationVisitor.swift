import SwiftSyntax

@testable import WeaverGenCore

/// Collects, from swift-syntax's tree, the type declarations with the dotted path of the type
/// declarations around them, the initializers declared directly in their bodies, and the imports.
final class SyntaxDeclarationVisitor: SyntaxVisitor {
  let converter: SourceLocationConverter
  private(set) var declarations: [ScanFacts.Declaration] = []
  private(set) var initializers: [InitializerDeclaration] = []
  private(set) var imports: [ScanFacts.Import] = []
  /// The names and indices of the declarations being visited, innermost last.
  private var path: [String] = []
  private var indices: [Int] = []

  init(converter: SourceLocationConverter) {
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  private func enter(_ kind: String, _ node: some DeclGroupSyntax, _ name: String, at position: AbsolutePosition)
    -> SyntaxVisitorContinueKind
  {
    path.append(name)
    indices.append(declarations.count)
    declarations.append(
      ScanFacts.Declaration(
        kind: kind,
        qualifiedName: OracleText.withoutWhitespace(path.joined(separator: ".")),
        line: converter.location(for: position).line,
        attributes: OracleText.attributeNames(node.attributes),
        isNonisolated: node.modifiers.contains { $0.name.tokenKind == .keyword(.nonisolated) }
      )
    )
    return .visitChildren
  }

  private func enter(_ kind: String, _ node: some DeclGroupSyntax, named name: TokenSyntax)
    -> SyntaxVisitorContinueKind
  {
    enter(kind, node, OracleText.unquoted(name.text), at: name.positionAfterSkippingLeadingTrivia)
  }

  private func leave() {
    path.removeLast()
    indices.removeLast()
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter("class", node, named: node.name) }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enter("struct", node, named: node.name)
  }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter("actor", node, named: node.name) }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter("enum", node, named: node.name) }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    enter("protocol", node, named: node.name)
  }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let type = node.extendedType
    return enter("extension", node, type.trimmedDescription, at: type.positionAfterSkippingLeadingTrivia)
  }

  override func visitPost(_ node: ClassDeclSyntax) { leave() }
  override func visitPost(_ node: StructDeclSyntax) { leave() }
  override func visitPost(_ node: ActorDeclSyntax) { leave() }
  override func visitPost(_ node: EnumDeclSyntax) { leave() }
  override func visitPost(_ node: ProtocolDeclSyntax) { leave() }
  override func visitPost(_ node: ExtensionDeclSyntax) { leave() }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let parent = indices.last, Self.isMember(node) else { return .visitChildren }
    let effects = node.signature.effectSpecifiers
    initializers.append(
      InitializerDeclaration(
        parent: parent,
        position: position(of: node.initKeyword),
        attributes: OracleText.attributeNames(node.attributes),
        modifiers: node.modifiers.map(\.name.text),
        isFailable: node.optionalMark != nil,
        isGeneric: node.genericParameterClause != nil,
        parameters: node.signature.parameterClause.parameters.map(parameter),
        isAsync: effects?.asyncSpecifier?.tokenKind == .keyword(.async),
        throwsClause: effects?.throwsClause.map { OracleText.collapsed($0) }
      )
    )
    return .visitChildren
  }

  private func parameter(_ node: FunctionParameterSyntax) -> InitializerDeclaration.Parameter {
    let label = node.firstName.text
    let typeTokens = Array(node.type.tokens(viewMode: .sourceAccurate)) + (node.ellipsis.map { [$0] } ?? [])
    return InitializerDeclaration.Parameter(
      label: label == "_" ? nil : OracleText.unquoted(label),
      type: OracleText.collapsed(typeTokens),
      hasDefaultValue: node.defaultValue != nil,
      position: position(of: node.firstName)
    )
  }

  private func position(of token: TokenSyntax) -> SourcePosition {
    let position = token.positionAfterSkippingLeadingTrivia
    let location = converter.location(for: position)
    return SourcePosition(offset: position.utf8Offset, line: location.line, column: location.column)
  }

  /// Whether the initializer is a member of the type whose body holds it, directly or in `#if`
  /// branches, rather than a statement of some code block.
  private static func isMember(_ node: InitializerDeclSyntax) -> Bool {
    var current = node.parent
    while let ancestor = current {
      if ancestor.is(MemberBlockSyntax.self) { return true }
      let isBetween =
        ancestor.is(MemberBlockItemSyntax.self) || ancestor.is(MemberBlockItemListSyntax.self)
        || ancestor.is(IfConfigClauseSyntax.self) || ancestor.is(IfConfigClauseListSyntax.self)
        || ancestor.is(IfConfigDeclSyntax.self)
      guard isBetween else { return false }
      current = ancestor.parent
    }
    return false
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    let path = node.path.map { OracleText.unquoted($0.name.text) }.joined(separator: ".")
    imports.append(
      ScanFacts.Import(
        line: converter.location(for: node.importKeyword.positionAfterSkippingLeadingTrivia).line, path: path)
    )
    return .skipChildren
  }
}
