import SwiftSyntax

@testable import WeaverGenCore

/// The few normalizations the oracle applies to swift-syntax's text, each one that the scanner
/// documents for the fact it reports.
enum OracleText {
  static func withoutWhitespace(_ text: String) -> String {
    String(text.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init))
  }

  static func unquoted(_ name: String) -> String {
    name.count >= 2 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
  }

  /// The tokens' text as written, with each run of trivia (whitespace, comments) between two
  /// tokens collapsed to one space: how the scanner reports types and throws clauses.
  static func collapsed(_ tokens: some Sequence<TokenSyntax>) -> String {
    var text = ""
    var previous: TokenSyntax?
    for token in tokens {
      if let previous, !previous.trailingTrivia.isEmpty || !token.leadingTrivia.isEmpty { text += " " }
      text += token.text
      previous = token
    }
    return text
  }

  static func collapsed(_ node: some SyntaxProtocol) -> String {
    collapsed(node.tokens(viewMode: .sourceAccurate))
  }

  /// The names of the attributes, without `@` or arguments, those in every `#if` branch of the
  /// list included, in source order.
  static func attributeNames(_ attributes: AttributeListSyntax) -> [String] {
    attributes.flatMap { element -> [String] in
      switch element {
      case .attribute(let attribute):
        return [name(of: attribute.attributeName)]
      case .ifConfigDecl(let configuration):
        return configuration.clauses.flatMap { clause -> [String] in
          guard case .attributes(let inner) = clause.elements else { return [] }
          return attributeNames(inner)
        }
      }
    }
  }

  /// An attribute's name: its components joined by `.`, generic arguments left out.
  private static func name(of type: TypeSyntax) -> String {
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = type.as(MemberTypeSyntax.self) { return name(of: member.baseType) + "." + member.name.text }
    return withoutWhitespace(type.trimmedDescription)
  }

  /// ` with @A @B` for a description, or nothing.
  static func attributeList(_ names: [String]) -> String {
    names.isEmpty ? "" : " with @" + names.joined(separator: " @")
  }

  /// An initializer as a mismatch line shows it, positions as `line:column`.
  static func describe(_ initializer: InitializerDeclaration) -> String {
    let parameters = initializer.parameters.map { parameter in
      "\(parameter.label ?? "_") at \(describe(parameter.position)): \(parameter.type)"
        + (parameter.hasDefaultValue ? " = …" : "")
    }
    let effects = (initializer.isAsync ? " async" : "") + (initializer.throwsClause.map { " " + $0 } ?? "")
    return initializer.modifiers.map { $0 + " " }.joined() + "init" + (initializer.isFailable ? "?" : "")
      + (initializer.isGeneric ? "<…>" : "") + "(\(parameters.joined(separator: ", ")))\(effects)"
      + " at \(describe(initializer.position)) in declaration #\(initializer.parent + 1)"
      + attributeList(initializer.attributes)
  }

  private static func describe(_ position: SourcePosition) -> String { "\(position.line):\(position.column)" }
}
