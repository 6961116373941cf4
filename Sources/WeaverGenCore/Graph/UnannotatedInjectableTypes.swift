/// The types a module declares with an `init(injecting:)` that takes their own resolver (or
/// container) and no annotation at all (docs/language.md, "Injectable types and roots").
///
/// Weaver projects have them: a type that needs nothing yet, written the way its siblings are.
/// Its initializer names `XDependencyResolver`, so the type must get that protocol (empty) and a
/// container, and whoever registers it must call `X(injecting:)`: building it with `X()` would not
/// compile, and no annotation was there to say so.
enum UnannotatedInjectableTypes {
  /// The types found, with no dependencies, in name order. `annotated` holds the names that
  /// annotations already make injectable: the owners' table, asked as it is, where a set of its
  /// names hashed the module's 10,000 names once more.
  static func find(
    declarations: ModuleDeclarations, initializers: NameTable<[LocatedInitializer]>,
    annotated: NameTable<Int>
  ) -> [InjectableType] {
    var types: [InjectableType] = []
    for (name, located) in initializers.entries where !annotated.contains(name) {
      let names = GeneratedNames(typeName: name)
      guard
        located.contains(where: {
          $0.declaration.isInjecting
            && InjectingInitializerRule.accepts($0.declaration.parameters[0].type, names: names)
        }),
        let site = declarations.primaryDeclaration(named: name),
        declarations.unsupportedReason(for: site) == nil,
        declarations.effectiveAccessLevel(of: site) >= .internal
      else { continue }
      types.append(
        InjectableType(
          name: name,
          kind: declarations.kind(at: site),
          accessLevel: declarations.effectiveAccessLevel(of: site),
          location: declarations.location(of: site),
          files: [declarations.files[site.file].path],
          initializers: located
        ))
    }
    return types.sorted { $0.name < $1.name }
  }
}
