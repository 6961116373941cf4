/// Reads the value of a configuration: a scope, a builder expression or a Boolean.
///
/// Values are checked strictly (`.lazy`, not `lazy` or `.Lazy`), with a suggestion when the
/// value is close to an accepted one, because a value that is silently misread changes how the
/// graph is built.
enum ConfigurationValueParser {
  /// The value read, unless it is invalid, and what was reported about it.
  struct Outcome {
    var attribute: Configuration.Attribute?
    var diagnostics: [Diagnostic] = []
  }

  /// A written value and what it is the value of.
  private struct Value {
    var attribute: ConfigurationAttributeName
    var text: String
    var range: Range<Int>
    var source: CommentSource

    func invalid(suggesting suggestion: String?) -> Outcome {
      let message = AnnotationMessages.invalidValue(
        text, for: attribute.rawValue, accepted: attribute.acceptedValues, suggestion: suggestion)
      return Outcome(diagnostics: [source.error(.invalidAttributeValue, message, at: range.lowerBound)])
    }
  }

  /// `range` is the trimmed value, after the `=`.
  static func parse(_ attribute: ConfigurationAttributeName, in range: Range<Int>, of source: CommentSource) -> Outcome
  {
    guard !range.isEmpty else {
      let message = AnnotationMessages.missingValue(for: attribute.rawValue, accepted: attribute.acceptedValues)
      return Outcome(diagnostics: [source.error(.invalidAttributeValue, message, at: range.lowerBound)])
    }
    let value = Value(attribute: attribute, text: source.text(range), range: range, source: source)
    switch attribute {
    case .scope: return scope(value)
    case .builder: return builder(value)
    case .isIsolated: return boolean(value, Configuration.Attribute.isIsolated)
    case .objc: return boolean(value, Configuration.Attribute.objc)
    }
  }

  /// `.container`, `.transient`, `.lazy`, `.weak`; `.graph`, Weaver's old name for `.container`,
  /// still reads as `.container` so that existing code keeps working, with a warning.
  private static func scope(_ value: Value) -> Outcome {
    if value.text == ".graph" {
      let warning = value.source.warning(
        .deprecatedAttributeValue, AnnotationMessages.deprecatedGraphScope, at: value.range.lowerBound)
      return Outcome(attribute: .scope(.container), diagnostics: [warning])
    }
    let hasDot = value.text.hasPrefix(".")
    let name = hasDot ? String(value.text.dropFirst()) : value.text
    if hasDot, let scope = Scope(rawValue: name) { return Outcome(attribute: .scope(scope)) }
    let suggestion = NameSuggestion.closest(to: name, among: Scope.allCases.map(\.rawValue))
    return value.invalid(suggesting: suggestion.map { ".\($0)" })
  }

  /// Any expression whose brackets and string literals balance, kept verbatim.
  private static func builder(_ value: Value) -> Outcome {
    guard let imbalance = BuilderExpressionScanner.firstImbalance(in: value.source.bytes, range: value.range) else {
      return Outcome(attribute: .builder(value.text))
    }
    return Outcome(diagnostics: [value.source.error(.invalidAttributeValue, imbalance.message, at: imbalance.offset)])
  }

  private static func boolean(_ value: Value, _ attribute: (Bool) -> Configuration.Attribute) -> Outcome {
    switch value.text {
    case "true": Outcome(attribute: attribute(true))
    case "false": Outcome(attribute: attribute(false))
    default: value.invalid(suggesting: NameSuggestion.closest(to: value.text, among: ["true", "false"]))
    }
  }
}
