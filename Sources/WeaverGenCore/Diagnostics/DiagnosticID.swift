/// The stable identifier printed in brackets after every diagnostic message.
///
/// Ids never change meaning once released: scripts grep for them and the README documents each
/// one (a test checks that it does).
package enum DiagnosticID: String, CaseIterable, Hashable, Sendable {
  // Reading files and settings.
  case unreadableFile = "unreadable-file"
  case invalidConfiguration = "invalid-configuration"

  // The annotation language (docs/language.md).
  case invalidAnnotation = "invalid-annotation"
  case invalidType = "invalid-type"
  case unknownAttribute = "unknown-attribute"
  case invalidAttributeValue = "invalid-attribute-value"
  case deprecatedAttributeValue = "deprecated-attribute-value"
  case misplacedConfiguration = "misplaced-configuration"
  case unknownDependency = "unknown-dependency"
  case duplicateDeclaration = "duplicate-declaration"
  case annotationOutsideType = "annotation-outside-type"
  case unsupportedDeclaration = "unsupported-declaration"

  // The graph (docs/language.md).
  case duplicateType = "duplicate-type"
  case unresolvableReference = "unresolvable-reference"
  case typeMismatch = "type-mismatch"
  case dependencyCycle = "dependency-cycle"
  case isolatedTypeRegistered = "isolated-type-registered"
  case parametersNeedTransientScope = "parameters-need-transient-scope"
  case weakParameters = "weak-parameters"
  case weakValueType = "weak-value-type"
  case unbuildableRegistration = "unbuildable-registration"
  case inaccessibleType = "inaccessible-type"
  case ambiguousType = "ambiguous-type"
  case inaccessibleModuleType = "inaccessible-module-type"

  // The generated code (docs/generated-code.md).
  case retainCycle = "retain-cycle"
  case objcIncompatibleType = "objc-incompatible-type"
  case isolationConflict = "isolation-conflict"
  case isolatedRootContainer = "isolated-root-container"
  case missingInitializer = "missing-initializer"
  case invalidInitializer = "invalid-initializer"
  case isolatedMember = "isolated-member"

  /// One line saying when the id is reported; the README's table of ids repeats it.
  package var summary: String {
    switch self {
    case .unreadableFile:
      "an input file cannot be read, or is not valid UTF-8"
    case .invalidConfiguration:
      "`.weaver.yaml` (or the `--config` file) is not valid YAML, has an unknown key, or a value of the wrong type; (warning) it sets a key the run does not read"
    case .invalidAnnotation:
      "a `weaver:` comment does not follow the annotation grammar"
    case .invalidType:
      "a type in an annotation does not follow the type grammar, or has text left over after it"
    case .unknownAttribute:
      "a configuration names an attribute other than `scope`, `builder`, `isIsolated`, `objc`, `platforms` or `projects`"
    case .invalidAttributeValue:
      "a configuration gives an attribute a value it does not take"
    case .deprecatedAttributeValue:
      "(warning) a configuration uses a value kept for compatibility, such as `.graph`"
    case .misplacedConfiguration:
      "a configuration comes before the dependency it configures, or targets the wrong kind of declaration"
    case .unknownDependency:
      "a configuration names a dependency that its type does not declare"
    case .duplicateDeclaration:
      "a type declares the same dependency name, or configures the same attribute, twice"
    case .annotationOutsideType:
      "an annotation is not inside any type declaration"
    case .unsupportedDeclaration:
      "an annotation is inside an enum, a protocol, a generic type, a local type, a private type, or an extension of a type the module does not declare (unless it is the bridging `extension X: XObjCDependencyInjectable`)"
    case .duplicateType:
      "two annotated types in one module have the same qualified name"
    case .unresolvableReference:
      "a reference is not provided on some registration path, a root's reference has nobody to provide it, or no root builds the type that declares it"
    case .typeMismatch:
      "a reference's name is provided, but with another type"
    case .dependencyCycle:
      "building a type needs, through registrations and references, the type itself"
    case .isolatedTypeRegistered:
      "a type marked `self.isIsolated = true` is registered by a type that is not isolated"
    case .parametersNeedTransientScope:
      "a type that takes parameters is registered with `.container` or `.lazy` scope"
    case .weakParameters:
      "(warning) a type that takes parameters is registered with `.weak` scope, so a live instance ignores new arguments"
    case .unbuildableRegistration:
      "a registration without a builder names a protocol or another type that has no initializer"
    case .weakValueType:
      "a `.weak` registration holds a struct, an enum, or a protocol type (with a builder, the type the builder returns): generated code holds only classes and `@objc` protocols weakly; types declared outside the module are not checked"
    case .inaccessibleType:
      "a public or package type's resolver protocol would name a type of the module that is less visible than the protocol"
    case .ambiguousType:
      "a registration names a type that several imported modules export"
    case .inaccessibleModuleType:
      "a registration names a type of another module that it cannot build: internal there, without an entry initializer, or of a module its file does not import"
    case .objcIncompatibleType:
      "an Objective-C bridged type's `@objc` resolver protocol would name a type of the module that Objective-C cannot represent (a struct, an actor, a Swift-only class, enum or protocol, a tuple)"
    case .isolationConflict:
      "building what a type registers, or reading what it references, needs a global actor other than the one its resolver is isolated to (or two different global actors at once)"
    case .isolatedRootContainer:
      "(warning) a root (or isolated type) that is not isolated to a global actor builds, when its container is created, a type that is: its container must then be created on that actor"
    case .missingInitializer:
      "a type that generated code builds with `init(injecting:)` declares no such initializer, in its body or an extension"
    case .invalidInitializer:
      "a type's `init(injecting:)` cannot be called the way generated code calls it: wrong label or parameter type, `async`, `throws`, failable, private, or more parameters without defaults"
    case .isolatedMember:
      "(warning) a type not isolated to a global actor registers a `.lazy`, `.weak` or `.transient` value whose building needs one, so its resolver's member is isolated to that actor and the type's `init(injecting:)` cannot read it"
    case .retainCycle:
      "(warning) a registration built through its container (a builder, or a loop through `.lazy` or `.weak`) that is not `.container`-scoped is needed by a `.container` or `.lazy` registration of that container, so the two keep each other alive"
    }
  }
}
