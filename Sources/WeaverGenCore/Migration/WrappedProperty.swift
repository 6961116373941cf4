/// One property declared with Weaver 1.x's property wrapper, read from its text for
/// `weaver-gen migrate`: `@Weaver(.registration, type: MovieManager.self, scope: .lazy)`, then
/// other attributes and modifiers, then `var name: Type` on the rest of the line.
struct WrappedProperty {
  enum Kind: String {
    case registration, reference, parameter
  }

  var kind: Kind
  /// `Weaver`, or `WeaverP2` for a registration built with two parameters.
  var wrapper: String
  /// The wrapper's labelled arguments (`type`, `scope`, `builder`, …), values as written.
  var arguments: [(label: String, value: String)]
  /// What comes between the wrapper and `var`: other attributes and modifiers (`@objc private`).
  var prefix: String
  var name: String
  /// The property's type as written.
  var type: String
  /// From the start of the wrapper's line through the end of the property's line (its line
  /// break excluded).
  var range: Range<Int>
  /// The spaces and tabs the wrapper's line starts with.
  var indentation: String

  func argument(_ label: String) -> String? { arguments.first { $0.label == label }?.value }

  /// Reads the declaration whose `@` is at `offset`, or says why it cannot be rewritten.
  static func read(_ bytes: [UInt8], at offset: Int) -> Result<WrappedProperty, MigrationProblem> {
    var lineStart = offset
    while lineStart > 0 && bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
    let indentation = bytes[lineStart..<offset].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    guard indentation.count == offset - lineStart else { return .failure(.notAloneOnItsLine) }
    var index = offset + 1
    let nameStart = index
    while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
    let wrapper = text(bytes[nameStart..<index])
    guard index < bytes.count, bytes[index] == UInt8(ascii: "(") else { return .failure(.noArguments) }
    guard let close = matchingParenthesis(bytes, from: index) else { return .failure(.unbalanced) }
    let parts = splitTopLevel(bytes[(index + 1)..<close]).map { $0.trimmed }
    guard let first = parts.first, first.hasPrefix("."), let kind = Kind(rawValue: String(first.dropFirst())) else {
      return .failure(.unknownKind)
    }
    var arguments: [(String, String)] = []
    for part in parts.dropFirst() {
      guard let colon = part.firstIndex(of: ":") else { return .failure(.unreadableArgument(part)) }
      arguments.append((String(part[..<colon]).trimmed, String(part[part.index(after: colon)...]).trimmed))
    }
    var end = close + 1
    while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
    var rest = text(bytes[(close + 1)..<end]).trimmed
    var range = lineStart..<end
    if rest.isEmpty {
      // The property is on the next line.
      var next = end + 1
      while next < bytes.count && bytes[next] != UInt8(ascii: "\n") { next += 1 }
      guard end < bytes.count else { return .failure(.noProperty) }
      rest = text(bytes[(end + 1)..<min(next, bytes.count)]).trimmed
      range = lineStart..<min(next, bytes.count)
    }
    guard let property = PropertyHead(rest) else { return .failure(.noProperty) }
    return .success(
      WrappedProperty(
        kind: kind, wrapper: wrapper, arguments: arguments, prefix: property.prefix, name: property.name,
        type: property.type, range: range, indentation: text(indentation)))
  }

  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
      || byte >= 0x80
  }

  /// The index of the `)` closing the `(` at `open`, skipping string literals.
  private static func matchingParenthesis(_ bytes: [UInt8], from open: Int) -> Int? {
    var depth = 0
    var index = open
    var inString = false
    while index < bytes.count {
      let byte = bytes[index]
      if inString {
        if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
      } else if byte == UInt8(ascii: "\"") {
        inString = true
      } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
        depth += 1
      } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
        depth -= 1
        if depth == 0 { return byte == UInt8(ascii: ")") ? index : nil }
      }
      index += 1
    }
    return nil
  }

  /// The comma-separated parts of an argument list, outside brackets and strings.
  private static func splitTopLevel(_ bytes: ArraySlice<UInt8>) -> [String] {
    var parts: [String] = []
    var depth = 0
    var inString = false
    var start = bytes.startIndex
    for index in bytes.indices {
      let byte = bytes[index]
      if inString {
        if byte == UInt8(ascii: "\"") && bytes[index - 1] != UInt8(ascii: "\\") { inString = false }
      } else if byte == UInt8(ascii: "\"") {
        inString = true
      } else if [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "<")].contains(byte) {
        depth += 1
      } else if [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ">")].contains(byte)
        && !(byte == UInt8(ascii: ">") && bytes[index - 1] == UInt8(ascii: "-"))
      {
        depth -= 1
      } else if byte == UInt8(ascii: ","), depth == 0 {
        parts.append(text(bytes[start..<index]))
        start = index + 1
      }
    }
    parts.append(text(bytes[start..<bytes.endIndex]))
    return parts
  }

  private static func text(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }
}

/// `@objc private var name: Type`: what precedes `var`, the name and the type, when the line is
/// a stored property without an initial value or accessors.
private struct PropertyHead {
  var prefix: String
  var name: String
  var type: String

  init?(_ line: String) {
    let words = line.split(separator: " ", omittingEmptySubsequences: true)
    guard let keyword = words.firstIndex(where: { $0 == "var" || $0 == "let" }), keyword + 1 < words.count else {
      return nil
    }
    let declaration = words[(keyword + 1)...].joined(separator: " ")
    guard let colon = declaration.firstIndex(of: ":") else { return nil }
    name = String(declaration[..<colon]).trimmed
    type = String(declaration[declaration.index(after: colon)...]).trimmed
    prefix = words[..<keyword].joined(separator: " ")
    guard !name.isEmpty, !type.isEmpty,
      name.unicodeScalars.allSatisfy({ $0.isASCII && WrappedProperty.isIdentifierByte(UInt8($0.value)) }),
      !type.contains("="), !type.contains("{"), !type.contains("//")
    else { return nil }
  }
}

/// Why a wrapper cannot be rewritten; the user rewrites those by hand.
enum MigrationProblem: Error, Equatable {
  case notAloneOnItsLine
  case noArguments
  case unbalanced
  case unknownKind
  case unreadableArgument(String)
  case noProperty
  case unsupportedArgument(String)
  case unknownParameters(String)

  var message: String {
    switch self {
    case .notAloneOnItsLine: "it does not start its line"
    case .noArguments: "it has no arguments"
    case .unbalanced: "its arguments are not closed"
    case .unknownKind: "its first argument is not '.registration', '.reference' or '.parameter'"
    case .unreadableArgument(let text): "its argument '\(text)' has no label"
    case .noProperty: "it is not followed by a stored 'var name: Type' without a value or accessors"
    case .unsupportedArgument(let label): "its argument '\(label)' has no comment equivalent"
    case .unknownParameters(let type): "the parameters of '\(type)' are not declared in the module"
    }
  }
}

extension StringProtocol {
  /// Without leading and trailing spaces, tabs and line breaks.
  var trimmed: String {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
    guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
      return ""
    }
    return String(self[first...last])
  }
}
