/// Reads one type's annotations in declaration order and makes its `InjectableType`.
///
/// Enforces the rules that concern a single type: a name is declared once; a configuration
/// follows the declaration it configures, targets a registration when it sets `scope`, `builder`
/// or `objc`, and sets each attribute once.
struct InjectableTypeAssembler {
  private(set) var type: InjectableType
  private(set) var diagnostics: [Diagnostic] = []
  private var indexByName: [String: Int] = [:]
  /// Where each configuration (`target.attribute`) was first set, to report repeats.
  private var configured: [String: SourceLocation] = [:]
  /// How many more unknown names get a "did you mean" search among the type's names
  /// (`NameSuggestion.searchLimit`).
  private var suggestionsLeft = NameSuggestion.searchLimit
  /// Every name the type declares, with where, to tell "configured too early" from "unknown".
  private let declaredLater: [String: SourceLocation]

  init(type: InjectableType, annotations: [(annotation: Annotation, path: String)]) {
    self.type = type
    var names: [String: SourceLocation] = [:]
    for (annotation, path) in annotations {
      if let name = Self.declaredName(annotation), names[name.text] == nil {
        names[name.text] = SourceLocation(path: path, position: name.position)
      }
    }
    declaredLater = names
    for (annotation, path) in annotations {
      read(annotation, path: path)
    }
    self.type.dependencyIndexByName = indexByName
  }

  private static func declaredName(_ annotation: Annotation) -> AnnotationName? {
    switch annotation.kind {
    case .registration(let name, _, _), .reference(let name, _), .parameter(let name, _): name
    case .configuration, .import: nil
    }
  }

  private mutating func read(_ annotation: Annotation, path: String) {
    switch annotation.kind {
    case .registration(let name, let concrete, let abstract):
      let registration = Registration(concrete: concrete.type, abstract: abstract?.type)
      declare(name, .registration(registration), path: path)
    case .reference(let name, let type):
      declare(name, .reference(type.type), path: path)
    case .parameter(let name, let type):
      declare(name, .parameter(type.type), path: path)
    case .configuration(let configuration):
      configure(configuration, path: path)
    case .import:
      break
    }
  }

  private mutating func declare(_ name: AnnotationName, _ kind: Dependency.Kind, path: String) {
    let location = SourceLocation(path: path, position: name.position)
    if let existing = indexByName[name.text] {
      diagnostics.append(
        .error(
          .duplicateDeclaration,
          GraphMessages.duplicateDependency(name.text, in: type.name),
          at: location,
          notes: [DiagnosticNote(GraphMessages.firstDeclaredHere(name.text), at: type.dependencies[existing].location)]
        )
      )
      return
    }
    indexByName[name.text] = type.dependencies.count
    type.dependencies.append(Dependency(name: name.text, kind: kind, location: location))
  }

  private mutating func configure(_ configuration: Configuration, path: String) {
    let attribute = configuration.attribute
    let targetLocation = SourceLocation(path: path, position: configuration.targetPosition)
    let targetName: String
    switch configuration.target {
    case .self: targetName = "self"
    case .dependency(let name): targetName = name
    }
    let key = "\(targetName).\(attribute.name)"
    if let first = configured[key] {
      diagnostics.append(
        .error(
          .duplicateDeclaration,
          GraphMessages.duplicateConfiguration(key),
          at: SourceLocation(path: path, position: configuration.attributePosition),
          notes: [DiagnosticNote(GraphMessages.firstConfiguredHere(key), at: first)]
        )
      )
      return
    }
    configured[key] = SourceLocation(path: path, position: configuration.attributePosition)

    guard case .dependency(let name) = configuration.target else {
      if case .isIsolated(true) = attribute { type.isolation = targetLocation }
      return
    }
    guard let index = indexByName[name] else {
      reportUndeclared(name, attribute: attribute, at: targetLocation)
      return
    }
    guard var registration = type.dependencies[index].registration else {
      diagnostics.append(
        .error(
          .misplacedConfiguration,
          GraphMessages.configurationNeedsRegistration(attribute.name, name, type.dependencies[index]),
          at: targetLocation,
          notes: [DiagnosticNote(GraphMessages.declaredHere(name), at: type.dependencies[index].location)]
        )
      )
      return
    }
    switch attribute {
    case .scope(let scope):
      registration.scope = scope
      registration.scopeLocation = SourceLocation(path: path, position: configuration.valuePosition)
    case .builder(let expression): registration.builder = expression
    case .objc(let isObjC): registration.isObjC = isObjC
    case .isIsolated: break
    }
    type.dependencies[index].kind = .registration(registration)
  }

  private mutating func reportUndeclared(
    _ name: String, attribute: Configuration.Attribute, at location: SourceLocation
  ) {
    if let later = declaredLater[name] {
      diagnostics.append(
        .error(
          .misplacedConfiguration,
          GraphMessages.configurationBeforeDeclaration(attribute.name, name),
          at: location,
          notes: [DiagnosticNote(GraphMessages.declaredHere(name), at: later)]
        )
      )
      return
    }
    var notes: [DiagnosticNote] = []
    suggestionsLeft -= 1
    if suggestionsLeft >= 0, let suggestion = NameSuggestion.closest(to: name, among: Array(indexByName.keys)) {
      notes.append(
        DiagnosticNote(GraphMessages.didYouMean(suggestion), at: type.dependencies[indexByName[suggestion]!].location))
    }
    diagnostics.append(
      .error(.unknownDependency, GraphMessages.unknownDependency(name, in: type.name), at: location, notes: notes)
    )
  }
}
