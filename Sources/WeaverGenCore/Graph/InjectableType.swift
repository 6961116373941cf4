/// A class, struct or actor that carries at least one annotation (docs/language.md): the unit that gets a
/// resolver protocol and a container.
struct InjectableType: Hashable, Sendable {
  /// The qualified name (`Outer.Inner`), unique in its module.
  var name: String
  var kind: DeclarationKind
  /// The access level the type is visible at from outside its file: its own modifier capped by
  /// its enclosing types' (a public type nested in an internal one is internal).
  var accessLevel: AccessLevel
  /// Where the type's name is declared.
  var location: SourceLocation
  /// Its registrations, references and parameters, in declaration order: the primary
  /// declaration's annotations first, then those of its extensions by path and line.
  var dependencies: [Dependency] = []
  /// `self.isIsolated = true`, and where it was written.
  var isolation: SourceLocation?
  /// Set by `self.objc`-style bridging: `extension X: XObjCDependencyInjectable`.
  var isObjCBridged: Bool = false
  /// The paths of the files whose annotations describe this type (its declaration and annotated
  /// extensions), sorted.
  var files: [String] = []
  /// The initializers declared in its body or its extensions in the module that may be its
  /// `init(injecting:)` (`FileSummary.initializers`), by path and line.
  var initializers: [LocatedInitializer] = []

  var isIsolated: Bool { isolation != nil }

  /// The last component of the qualified name: what the generated protocol and container are named
  /// after (`Inner` gives `InnerDependencyResolver`).
  var simpleName: Substring { name.split(separator: ".").last ?? Substring(name) }

  /// The parameters, in declaration order: what whoever builds this type must pass.
  var parameters: [Dependency] { dependencies.filter { $0.isParameter } }

  /// The references, in declaration order: what this type needs from above.
  var references: [Dependency] { dependencies.filter { $0.isReference } }

  /// The registrations, in declaration order.
  var registrations: [Dependency] { dependencies.filter { $0.registration != nil } }

  /// Where each name is declared in `dependencies` (the first declaration of a name declared twice):
  /// looking a name up must not cost a walk over every dependency, which in a type with thousands of
  /// them, asked for each, would be quadratic.
  var dependencyIndexByName: [String: Int] = [:]

  /// The dependency declared with `name`, if any.
  func dependency(named name: String) -> Dependency? { dependencyIndexByName[name].map { dependencies[$0] } }
}

/// An initializer and the file it is declared in.
struct LocatedInitializer: Hashable, Sendable {
  var declaration: InitializerDeclaration
  var path: String

  var location: SourceLocation { SourceLocation(path: path, position: declaration.position) }
}
