/// The exit statuses of DESIGN §5, from sysexits.h where one fits.
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
