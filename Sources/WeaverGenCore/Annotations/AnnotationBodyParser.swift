/// Reads the body of one annotation, the text after `weaver:` (docs/language.md, "Forms"):
///
/// ```
/// name = Concrete            name = Concrete <- Abstract      registration
/// name <- Type                                                reference
/// name <= Type                                                parameter
/// name.attribute = value     self.attribute = value           configuration
/// import Module                                               import
/// ```
///
/// `name` is any identifier, keywords included (`default <- Settings`), or a back-quoted one;
/// `self` only as the target of a configuration. Problems are collected in `diagnostics`, each
/// at the offset of the text it is about; configurations are read in
/// `AnnotationBodyParser+Configuration.swift`.
struct AnnotationBodyParser {
  let source: CommentSource
  /// The body, trimmed.
  let body: Range<Int>
  private(set) var diagnostics: [Diagnostic] = []
  /// The name of the registration, reference or parameter the body declares, once its operator
  /// is read: what a configuration of it names even when its type has an error.
  private(set) var declaredName: AnnotationName?

  /// A name as read from the body.
  struct Name {
    var text: String
    var start: Int
    var end: Int
    var isBackQuoted: Bool
  }

  mutating func parse() -> Annotation.Kind? {
    guard !body.isEmpty else {
      return fail(.invalidAnnotation, AnnotationMessages.emptyAnnotation, at: body.lowerBound)
    }
    if let moduleStart = importedModuleStart() { return parseImport(at: moduleStart) }
    guard let name = readName(at: body.lowerBound, orReport: AnnotationMessages.expectedName) else { return nil }
    return parseForm(after: name)
  }

  /// The form is decided by the operator after the name: `.`, `<-`, `<=` or `=`.
  private mutating func parseForm(after name: Name) -> Annotation.Kind? {
    let dependency = AnnotationName(name.text, at: source.position(at: name.start))
    let isSelf = !name.isBackQuoted && name.text == "self"
    let operatorStart = skippingBlanks(from: name.end)
    if hasText(".", at: operatorStart) {
      return parseConfiguration(target: name, isSelf: isSelf, attributeStart: skippingBlanks(from: operatorStart + 1))
    }
    if isSelf { return fail(.invalidAnnotation, AnnotationMessages.selfOutsideConfiguration, at: name.start) }
    if hasText("<-", at: operatorStart) || hasText("<=", at: operatorStart) || hasText("=", at: operatorStart) {
      declaredName = dependency
      // Generated code declares the dependency as a member, a parameter and a local under its name.
      if let reason = SwiftIdentifier.undeclarable(name.text) {
        return fail(.invalidAnnotation, AnnotationMessages.undeclarableName(name.text, reason), at: name.start)
      }
    }
    if hasText("<-", at: operatorStart) {
      let type = parseType(in: (operatorStart + 2)..<body.upperBound, after: "<-")
      return type.map { .reference(name: dependency, type: $0) }
    }
    if hasText("<=", at: operatorStart) {
      let type = parseType(in: (operatorStart + 2)..<body.upperBound, after: "<=")
      return type.map { .parameter(name: dependency, type: $0) }
    }
    if hasText("=", at: operatorStart) { return parseRegistration(of: dependency, from: operatorStart + 1) }
    let written = source.text(name.start..<name.end)
    return fail(.invalidAnnotation, AnnotationMessages.expectedOperator(after: written), at: operatorStart)
  }

  /// `Concrete` or `Concrete <- Abstract`. `<-` can never be part of a type, so the first one
  /// outside back-quotes splits the two; both sides are parsed so that both are reported.
  private mutating func parseRegistration(of name: AnnotationName, from start: Int) -> Annotation.Kind? {
    guard let arrow = firstArrow(from: start) else {
      return parseType(in: start..<body.upperBound, after: "=").map {
        .registration(name: name, concrete: $0, abstract: nil)
      }
    }
    let concrete = parseType(in: start..<arrow, after: "=")
    let abstract = parseType(in: (arrow + 2)..<body.upperBound, after: "<-")
    guard let concrete, let abstract else { return nil }
    return .registration(name: name, concrete: concrete, abstract: abstract)
  }

  private func firstArrow(from start: Int) -> Int? {
    var isInBackQuotes = false
    for offset in start..<body.upperBound {
      if source.bytes[offset] == UInt8(ascii: "`") { isInBackQuotes.toggle() }
      if !isInBackQuotes, hasText("<-", at: offset) { return offset }
    }
    return nil
  }

  /// The offset of the module name when the body is an import: `import` followed by anything
  /// but what follows a dependency name, so that `import <- Importer` stays a reference.
  private func importedModuleStart() -> Int? {
    // Compared in the bytes first: every annotation asks, and scanning its first name made a
    // string of it (an allocation for most names) to compare with `import`.
    guard hasText("import", at: body.lowerBound),
      case .name("import", let end, false) = SwiftIdentifier.scan(
        source.bytes, at: body.lowerBound, limit: body.upperBound)
    else { return nil }
    let next = skippingBlanks(from: end)
    guard next < body.upperBound else { return next }
    return [UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ".")].contains(source.bytes[next]) ? nil : next
  }

  /// `Module` or `Module.Submodule`, and nothing after it.
  private mutating func parseImport(at moduleStart: Int) -> Annotation.Kind? {
    var components: [String] = []
    var offset = moduleStart
    repeat {
      if !components.isEmpty { offset += 1 }
      guard let component = readName(at: offset, orReport: AnnotationMessages.expectedModuleName) else { return nil }
      components.append(component.text)
      offset = component.end
    } while hasText(".", at: offset)
    let module = components.joined(separator: ".")
    let rest = skippingBlanks(from: offset)
    guard rest == body.upperBound else {
      let text = source.token(at: rest, limit: body.upperBound)
      return fail(.invalidAnnotation, AnnotationMessages.unexpectedText(text, afterModule: module), at: rest)
    }
    return .import(module: module, position: source.position(at: moduleStart))
  }

  /// The type in `range`, or `nil` after reporting why it is not one.
  mutating func parseType(in range: Range<Int>, after precedingText: String) -> AnnotationType? {
    let range = source.trimmed(range)
    switch TypeParser.parse(source.bytes, in: range, precededBy: precedingText) {
    case .success(let type):
      if let problem = DependencyTypeRule.problem(in: type) {
        diagnostics.append(source.error(.invalidType, problem, at: range.lowerBound))
        return nil
      }
      return AnnotationType(type, at: source.position(at: range.lowerBound))
    case .failure(let error):
      diagnostics.append(source.error(.invalidType, error.message, at: error.offset))
      return nil
    }
  }

  /// The name at `offset`, or `nil` after reporting `message` there (or what is wrong with the
  /// back-quotes).
  mutating func readName(at offset: Int, orReport message: String) -> Name? {
    switch SwiftIdentifier.scan(source.bytes, at: offset, limit: body.upperBound) {
    case .name(let text, let end, let isBackQuoted):
      return Name(text: text, start: offset, end: end, isBackQuoted: isBackQuoted)
    case .malformed(let problem, _):
      diagnostics.append(source.error(.invalidAnnotation, problem, at: offset))
    case .none:
      diagnostics.append(source.error(.invalidAnnotation, message, at: offset))
    }
    return nil
  }

  /// Reports an error and returns `nil`, the result of a body that has one.
  mutating func fail(_ id: DiagnosticID, _ message: String, at offset: Int) -> Annotation.Kind? {
    diagnostics.append(source.error(id, message, at: offset))
    return nil
  }

  mutating func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

  func skippingBlanks(from offset: Int) -> Int { source.skippingBlanks(from: offset, to: body.upperBound) }

  func hasText(_ literal: StaticString, at offset: Int) -> Bool {
    source.hasText(literal, at: offset, limit: body.upperBound)
  }
}
