/// Checks that the names generated code gives each injectable type are Swift names that no other
/// type of the module gets (docs/generated-code.md, "Names").
///
/// A type's resolver and container are named after its dotted name with `_` for each dot
/// (`GeneratedNames`), so `A.B` and `A_B` would declare the same protocol twice, and only the
/// compiler would say so, in generated code (issue 18): the second type is a `duplicate-type`
/// error at its declaration, with a note at the first. A type whose name needs back-quotes (a
/// keyword such as `` `class` ``, a raw identifier such as `` `my screen` ``, or a nested `Type`)
/// would give names that need them too, written by the user in `init(injecting:)` and by
/// generated code everywhere the type is named: such a type is `unsupported-declaration`.
enum GeneratedNameRule {
  static func check(_ types: [InjectableType]) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var owners: [String: InjectableType] = [:]
    for type in types {
      let components = type.name.split(separator: ".").map(String.init)
      if let quoted = components.enumerated().first(where: {
        SwiftIdentifier.needsBackQuotes(typeComponent: $0.element, isMember: $0.offset > 0)
      }) {
        diagnostics.append(
          .error(
            .unsupportedDeclaration, GraphMessages.typeNameNeedsBackQuotes(type.name, component: quoted.element),
            at: type.location))
        continue
      }
      let resolver = GeneratedNames(typeName: type.name).resolver
      guard let first = owners[resolver] else {
        owners[resolver] = type
        continue
      }
      diagnostics.append(
        .error(
          .duplicateType, GraphMessages.generatedNameTaken(type.name, by: first.name, generated: resolver),
          at: type.location,
          notes: [DiagnosticNote(GraphMessages.generatedNameFirstTaken(first.name), at: first.location)]))
    }
    return diagnostics
  }
}
