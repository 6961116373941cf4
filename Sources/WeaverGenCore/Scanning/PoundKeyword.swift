/// The `#` keywords swift-syntax's lexer turns into their own tokens (`lexMagicPoundLiteral`).
/// Any other `#name` (`#selector`, `#warning`, a macro) is a bare `#` followed by an identifier.
enum PoundKeyword {
  /// The token kind for `#` followed by the `count` letters at `start`.
  static func kind(spelledBy start: UnsafePointer<UInt8>, count: Int) -> TokenKind {
    switch count {
    case 2 where matches(start, "if"): .poundIf
    case 4 where matches(start, "else"): .poundElse
    case 5 where matches(start, "endif"): .poundEndif
    case 6 where matches(start, "elseif"): .poundElseif
    case 9 where matches(start, "available"): .poundAvailable
    case 11 where matches(start, "unavailable"): .poundUnavailable
    case 14 where matches(start, "sourceLocation"): .poundSourceLocation
    default: .pound
    }
  }

  private static func matches(_ start: UnsafePointer<UInt8>, _ spelling: StaticString) -> Bool {
    for index in 0..<spelling.utf8CodeUnitCount where start[index] != spelling.utf8Start[index] { return false }
    return true
  }
}
