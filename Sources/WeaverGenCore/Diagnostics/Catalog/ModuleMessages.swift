/// The messages about modules that use each other's types (docs/generated-code.md, "Across
/// modules"): registering a type of an imported module, and why one cannot be.
enum ModuleMessages {
  static func builtPerCall(_ signature: String) -> String {
    "it needs '\(signature)' built per call from parameters, which its entry initializer cannot take as a value"
  }

  static func entryNamesLessVisibleType(_ name: String, _ namedAccess: AccessLevel, access: AccessLevel) -> String {
    "its \(access) entry initializer would name '\(name)', which is \(namedAccess)"
  }

  static let noInjectingInitializer =
    "it declares no 'init(injecting:)' that its entry initializer can call"

  static func entryCollides(_ signature: String) -> String {
    "it declares '\(signature)' itself, which its entry initializer would collide with"
  }

  static func moduleHasErrors(_ module: String) -> String {
    "module '\(module)' has errors, so its types cannot be built from another module until they are fixed"
  }

  static let bridgedClass = "an Objective-C bridged class is built through its 'initWithInjecting:'"

  static func notImported(_ signature: String, type: String, module: String) -> String {
    "registration '\(signature)' names '\(type)' of module '\(module)', which this file does not import; add 'import \(module)'"
  }

  static func ambiguous(_ name: String, modules: [String]) -> String {
    let qualified = modules.map { "'\($0).\(name)'" }
    return "'\(name)' is ambiguous: "
      + modules.map { "'\($0)'" }.joined(separator: " and ")
      + " both export it; write \(qualified.joined(separator: " or "))"
  }

  static func declaredIn(_ module: String, _ name: String) -> String {
    "'\(name)' is declared here, in module '\(module)'"
  }

  static func internalType(_ signature: String, type: String, module: String, access: AccessLevel) -> String {
    "registration '\(signature)' names '\(type)', which is \(access) to module '\(module)'; make it public (its init(injecting:), resolver and registrations may stay internal)"
  }

  static func noEntry(_ signature: String, type: String, module: String) -> String {
    "registration '\(signature)' names '\(type)' of module '\(module)', which has no entry initializer other modules can call"
  }

  static func neededByModuleType(_ problem: String, type: String, registration: String) -> String {
    "\(problem) for '\(type)', built by registration '\(registration)'"
  }

  static func neededHere(_ module: String) -> String { "needed here, in module '\(module)'" }
}
