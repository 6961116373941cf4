import WeaverGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to standard output or standard error, colouring diagnostics only on a terminal (and
/// never when `NO_COLOR` is set), as swift-format's printer does.
///
/// A write that fails (`graph > /dev/full`, a closed descriptor) is an error like any other output
/// that cannot be written, with exit status 74, never a trap: `FileHandle.write` traps on failure,
/// so the bytes go through `write(2)`.
struct ConsoleOutput {
  static let standardError = ConsoleOutput(descriptor: STDERR_FILENO, name: "standard error")
  static let standardOutput = ConsoleOutput(descriptor: STDOUT_FILENO, name: "standard output")

  let descriptor: Int32
  /// What the user calls it, for the message when writing fails.
  let name: String

  var isTerminal: Bool { isatty(descriptor) != 0 && getenv("NO_COLOR") == nil }

  func write(_ text: String) throws(CLIError) {
    do {
      try BufferedFileOutput.write([text], to: descriptor)
    } catch {
      throw CLIError.io("cannot write to \(name): \(SystemError(error))")
    }
  }

  /// Prints `weaver-gen: error: <message>`, with control characters in the message escaped (it
  /// quotes paths and names the user gave).
  func error(_ message: String) throws(CLIError) {
    try write("weaver-gen: error: \(ControlCharacterEscaping.escaped(message))\n")
  }

  /// Prints `weaver-gen: internal error: <message>; please report this bug`, escaped as `error`.
  func bug(_ message: String) throws(CLIError) {
    try write("weaver-gen: internal error: \(ControlCharacterEscaping.escaped(message)); please report this bug\n")
  }

  /// Prints `weaver-gen: note: <message>`, escaped as `error`: what the run is doing, when that is
  /// not obvious (waiting for another run). A note that cannot be printed is not worth failing for.
  func note(_ message: String) {
    try? write("weaver-gen: note: \(ControlCharacterEscaping.escaped(message))\n")
  }

  /// Prints diagnostics (already sorted) and, unless quiet, the summary line.
  func report(_ diagnostics: [Diagnostic], quiet: Bool) throws(CLIError) {
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
    try write(text)
  }

  /// `1 module`, `2 modules`: the counts of the summary lines.
  static func counted(_ count: Int, _ noun: String) -> String { count == 1 ? "1 \(noun)" : "\(count) \(noun)s" }

  private static func colour(_ line: String) -> String {
    for (label, code) in [(": error: ", "31"), (": warning: ", "33"), (": note: ", "36")] {
      if let range = line.firstRange(of: label) {
        let severity = line[range].dropFirst(2).dropLast(2)
        return "\u{1B}[1m\(line[..<range.lowerBound])\u{1B}[0m: \u{1B}[1;\(code)m\(severity)\u{1B}[0m: "
          + line[range.upperBound...]
      }
    }
    return line
  }
}
