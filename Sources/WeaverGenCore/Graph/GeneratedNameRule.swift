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
    // The first type of each resolver name, by index: the types are not copied.
    var owners: [String: Int] = [:]
    for index in types.indices {
      let name = types[index].name
      let components = name.split(separator: ".")
      if let quoted = components.enumerated().first(where: {
        SwiftIdentifier.needsBackQuotes(typeComponent: String($0.element), isMember: $0.offset > 0)
      }) {
        diagnostics.append(
          .error(
            .unsupportedDeclaration, GraphMessages.typeNameNeedsBackQuotes(name, component: String(quoted.element)),
            at: types[index].location))
        continue
      }
      let resolver = GeneratedNames.resolverName(ofTypeNamed: name)
      guard let first = owners[resolver] else {
        owners[resolver] = index
        continue
      }
      diagnostics.append(
        .error(
          .duplicateType, GraphMessages.generatedNameTaken(name, by: types[first].name, generated: resolver),
          at: types[index].location,
          notes: [
            DiagnosticNote(GraphMessages.generatedNameFirstTaken(types[first].name), at: types[first].location)
          ]))
    }
    return diagnostics
  }
}
