import Foundation
import WeaverGenCore

/// Writes to standard output or standard error, colouring diagnostics only on a terminal (and
/// never when `NO_COLOR` is set), as swift-format's printer does.
struct ConsoleOutput {
  static let standardError = ConsoleOutput(handle: FileHandle.standardError, descriptor: STDERR_FILENO)
  static let standardOutput = ConsoleOutput(handle: FileHandle.standardOutput, descriptor: STDOUT_FILENO)

  let handle: FileHandle
  let descriptor: Int32

  var isTerminal: Bool { isatty(descriptor) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil }

  func write(_ text: String) {
    handle.write(Data(text.utf8))
  }

  /// Prints `weaver-gen: error: <message>`, with control characters in the message escaped (it
  /// quotes paths and names the user gave).
  func error(_ message: String) {
    write("weaver-gen: error: \(ControlCharacterEscaping.escaped(message))\n")
  }

  /// Prints `weaver-gen: internal error: <message>; please report this bug`, escaped as `error`.
  func bug(_ message: String) {
    write("weaver-gen: internal error: \(ControlCharacterEscaping.escaped(message)); please report this bug\n")
  }

  /// Prints diagnostics (already sorted) and, unless quiet, the summary line.
  func report(_ diagnostics: [Diagnostic], quiet: Bool) {
    var text = ""
    for diagnostic in diagnostics {
      for line in DiagnosticPrinter.lines(for: diagnostic) {
        text += isTerminal ? Self.colour(line) : line
        text += "\n"
      }
    }
    let errors = diagnostics.count { $0.severity == .error }
    let warnings = diagnostics.count { $0.severity == .warning }
    if !quiet && !diagnostics.isEmpty {
      text += DiagnosticPrinter.summary(errors: errors, warnings: warnings) + "\n"
    }
    write(text)
  }

  /// `1 module`, `2 modules`: the counts of the summary lines.
  static func counted(_ count: Int, _ noun: String) -> String { count == 1 ? "1 \(noun)" : "\(count) \(noun)s" }

  private static func colour(_ line: String) -> String {
    for (label, code) in [(": error: ", "31"), (": warning: ", "33"), (": note: ", "36")] {
      if let range = line.range(of: label) {
        let severity = line[range].dropFirst(2).dropLast(2)
        return "\u{1B}[1m\(line[..<range.lowerBound])\u{1B}[0m: \u{1B}[1;\(code)m\(severity)\u{1B}[0m: "
          + line[range.upperBound...]
      }
    }
    return line
  }
}
