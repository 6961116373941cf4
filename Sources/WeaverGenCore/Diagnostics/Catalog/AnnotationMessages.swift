/// Every message the type grammar and the annotation grammar report, in one place (as
/// swift-syntax keeps `ParserDiagnosticMessages.swift`), so their wording stays consistent:
/// lower-case, no trailing period, what is wrong and, where it is clear, how to fix it. User text
/// is quoted with single quotes.
enum AnnotationMessages {
  // MARK: - Names

  static let unterminatedBackQuote = "expected '`' to close the back-quoted name"
  static let emptyBackQuotes = "expected a name between the back-quotes"

  // MARK: - Type grammar

  static let expectedType = "expected a type"
  static func expectedType(after text: String) -> String { "expected a type after '\(text)'" }
  static func unexpectedText(_ text: String, afterType type: String) -> String {
    "unexpected '\(text)' after type '\(type)'"
  }
  static func unparenthesizedParameters(of type: String) -> String {
    "unexpected '->' after type '\(type)'; put function parameters in parentheses, as in '(\(type)) -> Void'"
  }
  static func typeKeywordNotFirst(_ keyword: String) -> String {
    "'\(keyword)' must come at the start of the type, as in '\(keyword) P'"
  }
  static let typeNestedTooDeeply =
    "type is nested too deeply; at most \(TypeGrammarParser.maximumDepth) levels are supported"
  static func expectedGenericArgumentsEnd(of name: String) -> String {
    "expected '>' to close the generic arguments of '\(name)'"
  }
  static let expectedArrayEnd = "expected ']' to close the array type"
  static let expectedDictionaryEnd = "expected ']' to close the dictionary type"
  static let expectedParenthesizedEnd = "expected ',' or ')' after the element of the tuple or parameter list"
  static let expectedMember = "expected a member name, 'Type' or 'Protocol' after '.'"
  static let expectedMetatypeKeyword = "expected 'Type' or 'Protocol' after '.'"
  static let expectedAttributeName = "expected an attribute name after '@'"
  static func expectedAttributeArgument(_ attribute: String) -> String {
    "expected an argument after '\(attribute)('"
  }
  static func expectedAttributeArgumentEnd(_ attribute: String) -> String {
    "expected ')' to close the argument of '\(attribute)'"
  }
  static func tupleElementWithTwoNames(_ label: String, _ secondName: String) -> String {
    "tuple element '\(label) \(secondName)' has two names; only function parameters can, so remove one"
  }
  static let variadicOutsideParameters = "'...' is only allowed after the type of a function parameter"
  static let expectedThrownTypeEnd = "expected ')' to close the error type of 'throws('"
  static let functionTypeNeedsParentheses =
    "a function type after 'any', 'some' or '&' must be in parentheses, as in 'A & ((B) -> C)'"
  static let asyncAfterThrows = "'async' must come before 'throws'"
  static func expectedArrow(after text: String) -> String { "expected '->' and a result type after '\(text)'" }

  // MARK: - Annotation forms

  static let forms =
    "'name = Type', 'name = Type <- Abstract', 'name <- Type', 'name <= Type', 'name.attribute = value'"
    + " or 'import Module'"
  static let emptyAnnotation = "empty annotation; write one of \(forms)"
  static let expectedName =
    "expected a dependency name, 'self' or 'import' at the start of the annotation; write one of \(forms)"
  static func expectedOperator(after name: String) -> String {
    "expected '=', '<-', '<=' or '.' after '\(name)'; write one of \(forms)"
  }
  static func undeclarableName(_ name: String, _ reason: SwiftIdentifier.Undeclarable) -> String {
    let why =
      switch reason {
      case .dollarPrefix: "Swift reserves names starting with '$' for what the compiler synthesizes"
      case .wildcard: "Swift reads '_' as a wildcard, not a name"
      case .operatorOnly: "Swift reads a back-quoted name made of operator characters as the operator"
      }
    return "'\(name)' cannot name a dependency: \(why); choose another name"
  }
  static let selfOutsideConfiguration =
    "'self' can only be configured, as in 'self.isIsolated = true'; back-quote a dependency named 'self'"
  static let expectedModuleName = "expected a module name after 'import'"
  static func unexpectedText(_ text: String, afterModule module: String) -> String {
    "unexpected '\(text)' after module name '\(module)'; an import names one module"
  }

  // MARK: - Configuration

  /// Every attribute, quoted, so a message never leaves one out: `'scope', 'builder', … and 'projects'`.
  static let attributeList: String = {
    let names = ConfigurationAttributeName.allCases.map { "'\($0.rawValue)'" }
    return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
  }()
  static let expectedAttribute = "expected an attribute name after '.'; the attributes are \(attributeList)"
  static func unknownAttribute(_ name: String, suggestion: String?) -> String {
    guard let suggestion else { return "unknown attribute '\(name)'; the attributes are \(attributeList)" }
    return "unknown attribute '\(name)'; did you mean '\(suggestion)'?"
  }
  static func expectedEquals(after attribute: String) -> String { "expected '=' and a value after '\(attribute)'" }
  static func missingValue(for attribute: String, accepted: String) -> String {
    "missing value for '\(attribute)'; expected \(accepted)"
  }
  static func invalidValue(_ value: String, for attribute: String, accepted: String, suggestion: String?) -> String {
    let message = "invalid value '\(value)' for '\(attribute)'; expected \(accepted)"
    return suggestion.map { "\(message); did you mean '\($0)'?" } ?? message
  }
  static func opaqueDependencyType(_ type: String) -> String {
    "'\(type)' cannot be the type of a dependency, which generated code declares as a property; use 'any' or a concrete type"
  }
  static func nestedImplicitlyUnwrappedOptional(_ part: String, _ type: String) -> String {
    "'!' in '\(part)' is allowed only on the whole type of a dependency, not inside '\(type)'; use '?'"
  }
  static func specifierOnDependencyType(_ specifier: String, _ type: String) -> String {
    "'\(specifier)' in '\(type)' applies only to a function's parameter, not to the type of a dependency"
  }
  static let scopeValues = "'.container', '.transient', '.lazy' or '.weak'"
  static let booleanValues = "'true' or 'false'"
  static let builderValues = "a Swift expression, such as 'Factory.make'"
  static let platformValues =
    "a list of platforms, such as '[.iOS, .watchOS]' ("
    + Platform.allCases.map { "'.\($0.rawValue)'" }.joined(separator: ", ") + ")"
  static let projectValues = "a list of project names, such as '[App, Extension]'"
  static let deprecatedGraphScope = "scope '.graph' is deprecated; use '.container', which means the same"
  static func attributeOnlyForSelf(_ attribute: String, target: String) -> String {
    "'\(attribute)' applies only to the annotated type itself; write 'self.\(attribute)' instead of '\(target).\(attribute)'"
  }
  static func attributeOnlyForDependencies(_ attribute: String) -> String {
    "'\(attribute)' applies only to a registered dependency, not to 'self'; write the dependency's name before '.\(attribute)'"
  }

  // MARK: - Builder expressions

  static func unclosedBracket(_ open: String, close: String) -> String {
    "unbalanced '\(open)' in the builder expression; add the matching '\(close)'"
  }
  static func unexpectedClosingBracket(_ close: String) -> String {
    "unexpected '\(close)' in the builder expression; it closes nothing"
  }
  static func mismatchedClosingBracket(_ close: String, expected: String, open: String) -> String {
    "unexpected '\(close)' in the builder expression; expected '\(expected)' to close '\(open)'"
  }
  static func unterminatedString(closing: String) -> String {
    "unterminated string literal in the builder expression; add the closing '\(closing)'"
  }

  static func unsupportedPropertyWrapper(_ name: String) -> String {
    "property wrapper '@\(name)' is Weaver 1.x's and is not read, so its dependency is missing from the graph; "
      + "'weaver-gen migrate' rewrites it as '// weaver:' comments"
  }

  static func wrapperNotMigrated(_ name: String, _ reason: String) -> String {
    "property wrapper '@\(name)' was left as it is: \(reason); rewrite it as '// weaver:' comments by hand"
  }

  static func noInitializerToKeepResolver(_ type: String) -> String {
    "'\(type)' has no 'init(injecting:)' in this file to keep its resolver in 'dependencies', which its migrated properties read; declare one"
  }

  static let builderComment =
    "a builder is one expression and cannot hold a comment; put the comment on a line of its own"
  static func builderStatement(_ word: String) -> String {
    "unexpected '\(word)' in the builder expression; a builder is one expression, such as 'Factory.make' or '{ _ in Service() }'"
  }
  static func builderDirective(_ directive: String) -> String {
    "'\(directive)' cannot be in a builder; a builder is one expression on the annotation's line"
  }
  static let builderMultiLineString =
    "a multi-line string literal cannot be in a builder, which is one line; use a single-line literal"
  static let builderSingleQuotedLiteral =
    "unexpected single-quoted literal in the builder expression; Swift strings use '\"'"
  static func builderUnexpectedCharacter(_ character: String) -> String {
    "unexpected character '\(character)' in the builder expression"
  }
}
