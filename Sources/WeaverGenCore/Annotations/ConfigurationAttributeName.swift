/// The attributes a configuration can set (docs/language.md), with what each applies to and accepts.
enum ConfigurationAttributeName: String, CaseIterable {
  case scope
  case builder
  case isIsolated
  case objc
  /// Weaver 1.x: the platforms a dependency exists on.
  case platforms
  /// Weaver 1.x: the projects a dependency belongs to.
  case projects

  /// `isIsolated` describes the annotated type itself, so only `self` takes it; the others
  /// describe how a registered dependency is built, so only a dependency name takes them.
  var appliesToSelf: Bool { self == .isIsolated }

  /// The accepted values, as messages name them.
  var acceptedValues: String {
    switch self {
    case .scope: AnnotationMessages.scopeValues
    case .builder: AnnotationMessages.builderValues
    case .isIsolated, .objc: AnnotationMessages.booleanValues
    case .platforms: AnnotationMessages.platformValues
    case .projects: AnnotationMessages.projectValues
    }
  }
}
