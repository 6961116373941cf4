/// Makes text safe to print on a terminal or in a build log: control characters (NUL, ESC, a
/// newline inside a path or a name …), the line and paragraph separators some editors and log
/// viewers break lines at (U+2028, U+2029), and every bidirectional control (overrides, isolates
/// and the marks U+200E, U+200F and U+061C), which can make a line read differently from its
/// bytes, are written as Swift escapes, `\u{1B}`. Text read from files or
/// given on the command line reaches diagnostics, and must neither drive the terminal nor forge a
/// line of its own.
package enum ControlCharacterEscaping {
  package static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscaping) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if needsEscaping(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether the text holds anything `escaped` would change.
  package static func needsEscaping(_ text: String) -> Bool {
    text.unicodeScalars.contains(where: needsEscaping)
  }

  private static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
    default: scalar.properties.isBidiControl
    }
  }
}
