/// Formats diagnostics as compilers do, so Xcode, SwiftPM and editors show them at the line.
///
/// `path:line:column: severity: message [id]`, then each note as `path:line:column: note: message`.
/// Paths and messages hold text from the user's files, so control characters are escaped: a line
/// never holds a terminal escape or a newline of its own.
package enum DiagnosticPrinter {
  /// The lines of one diagnostic and its notes, without trailing newlines.
  package static func lines(for diagnostic: Diagnostic) -> [String] {
    var lines = [
      "\(diagnostic.location): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.id.rawValue)]"
    ]
    for note in diagnostic.notes {
      lines.append("\(note.location): note: \(note.message)")
    }
    return lines.map(ControlCharacterEscaping.escaped)
  }

  /// All diagnostics, sorted by location and each printed once, as one text ending in a newline
  /// (empty when there are none).
  package static func text(for diagnostics: [Diagnostic]) -> String {
    var text = ""
    for diagnostic in Set(diagnostics).sorted() {
      for line in lines(for: diagnostic) {
        text += line
        text += "\n"
      }
    }
    return text
  }

  /// The summary line printed after the diagnostics: `weaver-gen: 2 errors, 1 warning`.
  package static func summary(errors: Int, warnings: Int) -> String {
    "weaver-gen: \(counted(errors, "error")), \(counted(warnings, "warning"))"
  }

  private static func counted(_ count: Int, _ noun: String) -> String {
    count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
  }
}
