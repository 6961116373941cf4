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
    // Each name alone, on all cores: the component that needs back-quotes, or the resolver's name
    // when it has an underscore (see below).
    let names = types.indices.concurrentMap { index -> Result<String?, Failure> in
      let name = types[index].name
      // Most names are one component without `_`: checked whole, without splitting it, and their
      // resolver's name, which no other type's can be, is not made.
      if !name.isEmpty, !name.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") }) {
        let needsQuotes = SwiftIdentifier.needsBackQuotes(typeComponent: name, isMember: false)
        return needsQuotes ? .failure(Failure(component: name)) : .success(nil)
      }
      // The components on the name's bytes (`TypeScopes`), not split by `Character`s: a nested
      // type's name took 17,000 instructions to split (docs/performance.md, stop 45).
      var quoted: String?
      var position = 0
      TypeScopes.forEachComponent(of: name) { component in
        guard !component.isEmpty else { return true }
        defer { position += 1 }
        let spelled = String(component)
        guard SwiftIdentifier.needsBackQuotes(typeComponent: spelled, isMember: position > 0) else { return true }
        quoted = spelled
        return false
      }
      if let quoted { return .failure(Failure(component: quoted)) }
      return .success(GeneratedNames.resolverName(ofTypeNamed: name))
    }
    var diagnostics: [Diagnostic] = []
    // The first type of each resolver name, by index: the types are not copied.
    var owners: [String: Int] = [:]
    for (index, result) in names.enumerated() {
      let resolver: String
      switch result {
      case .failure(let failure):
        diagnostics.append(
          .error(
            .unsupportedDeclaration,
            GraphMessages.typeNameNeedsBackQuotes(types[index].name, component: failure.component),
            at: types[index].location))
        continue
      case .success(let name):
        guard let name else { continue }
        resolver = name
      }
      // A resolver's name is its type's with `_` for each dot, and the types' names are distinct,
      // so only names with an underscore can be another's: the others are not hashed at all.
      guard resolver.utf8.contains(UInt8(ascii: "_")) else { continue }
      guard let first = owners[resolver] else {
        owners[resolver] = index
        continue
      }
      diagnostics.append(
        .error(
          .duplicateType,
          GraphMessages.generatedNameTaken(types[index].name, by: types[first].name, generated: resolver),
          at: types[index].location,
          notes: [
            DiagnosticNote(GraphMessages.generatedNameFirstTaken(types[first].name), at: types[first].location)
          ]))
    }
    return diagnostics
  }

  /// A name component that generated code could only write back-quoted.
  private struct Failure: Error {
    var component: String
  }
}
