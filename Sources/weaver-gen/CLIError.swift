/// Why a run of weaver-gen ends with a non-zero exit status: the one error type the commands
/// throw. `WeaverGenCommand.main` prints its messages, once, and exits with its status, so no
/// command prints an error of its own or picks an exit code. (Diagnostics are not errors of the
/// command line: `ConsoleOutput.report` prints them before the run ends with `.graphErrors`.)
struct CLIError: Error {
  var status: Int32
  /// Each printed as `weaver-gen: error: <message>`.
  var errors: [String] = []
  /// States weaver-gen should never reach, each printed as
  /// `weaver-gen: internal error: <message>; please report this bug`.
  var bugs: [String] = []

  /// The command line is wrong (64).
  static func usage(_ message: String) -> CLIError { CLIError(status: ExitStatus.usage, errors: [message]) }
  /// An input or an output could not be read or written (74).
  static func io(_ messages: String...) -> CLIError { CLIError(status: ExitStatus.ioError, errors: messages) }
  /// The run ends with `status` and nothing more to say: its diagnostics are printed.
  static func exit(_ status: Int32) -> CLIError { CLIError(status: status) }
}

/// The exit statuses (README, "Diagnostics"), from sysexits.h where one fits.
enum ExitStatus {
  static let success: Int32 = 0
  /// Annotation or graph errors (or warnings with `--warnings-as-errors`).
  static let graphErrors: Int32 = 1
  /// EX_USAGE: the command line is wrong.
  static let usage: Int32 = 64
  /// EX_IOERR: an input or output could not be read or written.
  static let ioError: Int32 = 74
  /// EX_SOFTWARE: weaver-gen met a state it should never reach (a bug to report).
  static let internalError: Int32 = 70
}
