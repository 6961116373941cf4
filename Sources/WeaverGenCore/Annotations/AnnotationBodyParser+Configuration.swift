/// `name.attribute = value` and `self.attribute = value`.
///
/// Whether the named dependency exists and is a registration is the graph builder's question;
/// here only the form, the attribute, its value and whether it may target `self` or a name are
/// checked. Value and placement problems are both reported, so one pass shows everything wrong.
extension AnnotationBodyParser {
  mutating func parseConfiguration(target: Name, isSelf: Bool, attributeStart: Int) -> Annotation.Kind? {
    guard let attribute = readName(at: attributeStart, orReport: AnnotationMessages.expectedAttribute) else {
      return nil
    }
    guard let attributeName = ConfigurationAttributeName(rawValue: attribute.text) else {
      let known = ConfigurationAttributeName.allCases.map(\.rawValue)
      let suggestion = NameSuggestion.closest(to: attribute.text, among: known)
      return fail(
        .unknownAttribute, AnnotationMessages.unknownAttribute(attribute.text, suggestion: suggestion),
        at: attributeStart)
    }
    let equals = skippingBlanks(from: attribute.end)
    guard hasText("=", at: equals) else {
      return fail(.invalidAnnotation, AnnotationMessages.expectedEquals(after: attribute.text), at: equals)
    }
    let valueRange = source.trimmed((equals + 1)..<body.upperBound)
    let value = ConfigurationValueParser.parse(attributeName, in: valueRange, of: source)
    for diagnostic in value.diagnostics { report(diagnostic) }
    let isPlaced = checkPlacement(of: attributeName, target: target, isSelf: isSelf)
    guard let parsedValue = value.attribute, isPlaced else { return nil }
    return .configuration(
      Configuration(
        target: isSelf ? .self : .dependency(target.text),
        targetPosition: source.position(at: target.start),
        attribute: parsedValue,
        attributePosition: source.position(at: attributeStart),
        valuePosition: source.position(at: valueRange.lowerBound)
      )
    )
  }

  /// Reports `misplaced-configuration` at the target when the attribute does not apply to it.
  private mutating func checkPlacement(of attribute: ConfigurationAttributeName, target: Name, isSelf: Bool) -> Bool {
    guard attribute.appliesToSelf != isSelf else { return true }
    let message =
      attribute.appliesToSelf
      ? AnnotationMessages.attributeOnlyForSelf(attribute.rawValue, target: source.text(target.start..<target.end))
      : AnnotationMessages.attributeOnlyForDependencies(attribute.rawValue)
    report(source.error(.misplacedConfiguration, message, at: target.start))
    return false
  }
}
