/// Resolves a type name written inside a type's annotations the way Swift would from inside that
/// type: `Inner` written in `Outer.Middle` finds `Outer.Middle.Inner`, then `Outer.Inner`, then
/// `Inner`.
struct TypeLookup {
  let graph: ModuleGraph

  /// The index of the injectable type that `type` names from inside `owner`, if any.
  func injectableType(_ type: TypeExpression, from owner: String) -> Int? {
    guard let name = type.plainNominalName else { return nil }
    for candidate in Self.candidates(for: name, from: owner) {
      if let index = graph.index(of: candidate) { return index }
    }
    return nil
  }

  /// The kind of the module type that `type` names from inside `owner`, if the module declares it.
  func declaredKind(of type: TypeExpression, from owner: String) -> DeclarationKind? {
    declaredType(of: type, from: owner)?.declaration.kind
  }

  /// The module type that `type` names from inside `owner`, with its qualified name, if the module
  /// declares it.
  func declaredType(of type: TypeExpression, from owner: String) -> (name: String, declaration: DeclaredType)? {
    type.plainNominalName.flatMap { declaredType(named: $0, from: owner) }
  }

  /// The module type that the dotted `name` means from inside `owner`, if the module declares it.
  func declaredType(named name: String, from owner: String) -> (name: String, declaration: DeclaredType)? {
    for candidate in Self.candidates(for: name, from: owner) {
      if let declaration = graph.declaredTypes[candidate] { return (candidate, declaration) }
    }
    return nil
  }

  /// `Outer.Middle.Name`, `Outer.Name`, `Name` for `Name` seen from `Outer.Middle`.
  static func candidates(for name: String, from owner: String) -> [String] {
    var scopes = owner.split(separator: ".").map(String.init)
    var result: [String] = []
    while !scopes.isEmpty {
      result.append((scopes + [name]).joined(separator: "."))
      scopes.removeLast()
    }
    result.append(name)
    return result
  }
}
