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
    case .platforms: return platforms(value)
    case .projects: return projects(value)
    }
  }

  /// `[.iOS, .watchOS]`: each a platform `os()` knows, written with its dot; an unknown one is an
  /// error at its own offset, with the nearest known name.
  private static func platforms(_ value: Value) -> Outcome {
    guard let items = listItems(value) else { return value.invalid(suggesting: nil) }
    var platforms: Set<Platform> = []
    var diagnostics: [Diagnostic] = []
    for item in items {
      let name = item.text.hasPrefix(".") ? String(item.text.dropFirst()) : item.text
      if item.text.hasPrefix("."), let platform = Platform(rawValue: name) {
        platforms.insert(platform.canonical)
        continue
      }
      let suggestion = NameSuggestion.closest(to: name, among: Platform.allCases.map(\.rawValue)).map { ".\($0)" }
      let message = AnnotationMessages.invalidValue(
        item.text, for: value.attribute.rawValue, accepted: value.attribute.acceptedValues, suggestion: suggestion)
      diagnostics.append(value.source.error(.invalidAttributeValue, message, at: item.offset))
    }
    guard diagnostics.isEmpty else { return Outcome(diagnostics: diagnostics) }
    return Outcome(attribute: .platforms(platforms.sorted()))
  }

  /// `[App, Extension]` (or quoted names): each a project name.
  private static func projects(_ value: Value) -> Outcome {
    guard let items = listItems(value) else { return value.invalid(suggesting: nil) }
    var names: [String] = []
    for item in items {
      var name = item.text
      if name.count >= 2, name.hasPrefix("\""), name.hasSuffix("\"") { name = String(name.dropFirst().dropLast()) }
      guard
        case .name(let identifier, let end, _) = SwiftIdentifier.scan(Array(name.utf8), at: 0, limit: name.utf8.count),
        end == name.utf8.count
      else {
        let message = AnnotationMessages.invalidValue(
          item.text, for: value.attribute.rawValue, accepted: value.attribute.acceptedValues, suggestion: nil)
        return Outcome(diagnostics: [value.source.error(.invalidAttributeValue, message, at: item.offset)])
      }
      if !names.contains(identifier) { names.append(identifier) }
    }
    return Outcome(attribute: .projects(names))
  }

  /// The comma-separated items of `[a, b]`, trimmed, with their offsets; `nil` when the value is
  /// not a bracketed list of non-empty items.
  private static func listItems(_ value: Value) -> [(text: String, offset: Int)]? {
    let bytes = value.source.bytes
    guard value.range.count >= 2, bytes[value.range.lowerBound] == UInt8(ascii: "["),
      bytes[value.range.upperBound - 1] == UInt8(ascii: "]")
    else { return nil }
    var items: [(text: String, offset: Int)] = []
    var start = value.range.lowerBound + 1
    for offset in start...(value.range.upperBound - 1)
    where offset == value.range.upperBound - 1 || bytes[offset] == UInt8(ascii: ",") {
      let item = value.source.trimmed(start..<offset)
      guard !item.isEmpty else { return nil }
      items.append((value.source.text(item), item.lowerBound))
      start = offset + 1
    }
    return items
  }

  /// `.container`, `.transient`, `.lazy`, `.weak`; `.graph`, Weaver's old name for `.container`,
  /// still reads as `.container` so that existing code keeps working, with a warning.
  private static func scope(_ value: Value) -> Outcome {
    // A scope written right, as nearly all are, is its dotted spelling whole: compared with each
    // as it stands, where dropping the dot made a string and matching the raw value compared it
    // with every case again (1,300 instructions a scope, 7,200 on the bench app).
    if let scope = dottedScopes.first(where: { $0.spelling == value.text })?.scope {
      return Outcome(attribute: .scope(scope))
    }
    if value.text == ".graph" {
      let warning = value.source.warning(
        .deprecatedAttributeValue, AnnotationMessages.deprecatedGraphScope, at: value.range.lowerBound)
      return Outcome(attribute: .scope(.container), diagnostics: [warning])
    }
    let name = value.text.hasPrefix(".") ? String(value.text.dropFirst()) : value.text
    let suggestion = NameSuggestion.closest(to: name, among: Scope.allCases.map(\.rawValue))
    return value.invalid(suggesting: suggestion.map { ".\($0)" })
  }

  /// Each scope with its spelling in an annotation (`.lazy`).
  private static let dottedScopes = Scope.allCases.map { (spelling: "." + $0.rawValue, scope: $0) }

  /// One Swift expression (`BuilderExpressionScanner`), kept verbatim.
  private static func builder(_ value: Value) -> Outcome {
    guard let problem = BuilderExpressionScanner.firstProblem(in: value.source.bytes, range: value.range) else {
      return Outcome(attribute: .builder(value.text))
    }
    return Outcome(diagnostics: [value.source.error(.invalidAttributeValue, problem.message, at: problem.offset)])
  }

  private static func boolean(_ value: Value, _ attribute: (Bool) -> Configuration.Attribute) -> Outcome {
    switch value.text {
    case "true": Outcome(attribute: attribute(true))
    case "false": Outcome(attribute: attribute(false))
    default: value.invalid(suggesting: NameSuggestion.closest(to: value.text, among: ["true", "false"]))
    }
  }
}
