/// What a byte is to swift-syntax's lexer, looked up in a 256-entry table.
///
/// Hot loops `switch` over these cases, which compiles to a table load and an inline comparison
/// even in a debug build, where SwiftPM compiles each file alone so neither `UInt8(ascii:)` nor a
/// constant from another file is inlined. The scanner runs in debug builds when the build-tool
/// plugin builds it that way (docs/architecture.md), so this matters.
enum ByteClass {
  /// `a`-`f`, `A`-`F`: letters that are also hexadecimal digits.
  case hexLetter
  /// The other ASCII letters.
  case letter
  case underscore
  case digit
  case dollar
  case lineFeed
  case carriageReturn
  /// Space and tab, which also separate operators from their operands.
  case blank
  /// NUL, which swift-syntax treats like the end of input around operators.
  case nul
  /// The other ASCII control characters and DEL, skipped as invalid trivia.
  case control
  case quote
  case apostrophe
  case backslash
  case backtick
  case pound
  case atSign
  case slash
  case asterisk
  case lessThan
  case greaterThan
  case period
  /// `!` and `?`, which are postfix when they touch what precedes them.
  case exclamationOrQuestionMark
  /// `= - + % & | ^ ~`.
  case otherOperator
  case leftBrace
  case rightBrace
  case leftSquare
  case rightSquare
  case leftParenthesis
  case rightParenthesis
  case comma
  case semicolon
  case colon
  /// A byte of a multi-byte UTF-8 sequence (or an invalid byte), classified per scalar.
  case nonASCII

  /// The table. It is built once, never written afterwards, and lives as long as the process, so
  /// sharing it between threads is safe (hence `nonisolated(unsafe)` on a pointer type that
  /// cannot be `Sendable`). The lexer copies the pointer into a stored property.
  nonisolated(unsafe) static let table: UnsafePointer<ByteClass> = {
    let table = UnsafeMutablePointer<ByteClass>.allocate(capacity: 256)
    for byte in 0..<256 {
      (table + byte).initialize(to: ByteClass(UInt8(byte)))
    }
    return UnsafePointer(table)
  }()

  private init(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): self = .hexLetter
    case UInt8(ascii: "g")...UInt8(ascii: "z"), UInt8(ascii: "G")...UInt8(ascii: "Z"): self = .letter
    case UInt8(ascii: "_"): self = .underscore
    case UInt8(ascii: "0")...UInt8(ascii: "9"): self = .digit
    case UInt8(ascii: "$"): self = .dollar
    case UInt8(ascii: "\n"): self = .lineFeed
    case UInt8(ascii: "\r"): self = .carriageReturn
    case UInt8(ascii: " "), UInt8(ascii: "\t"): self = .blank
    case 0: self = .nul
    case 1..<0x20, 0x7F: self = .control
    case UInt8(ascii: "\""): self = .quote
    case UInt8(ascii: "'"): self = .apostrophe
    case UInt8(ascii: "\\"): self = .backslash
    case UInt8(ascii: "`"): self = .backtick
    case UInt8(ascii: "#"): self = .pound
    case UInt8(ascii: "@"): self = .atSign
    case UInt8(ascii: "/"): self = .slash
    case UInt8(ascii: "*"): self = .asterisk
    case UInt8(ascii: "<"): self = .lessThan
    case UInt8(ascii: ">"): self = .greaterThan
    case UInt8(ascii: "."): self = .period
    case UInt8(ascii: "!"), UInt8(ascii: "?"): self = .exclamationOrQuestionMark
    case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "%"), UInt8(ascii: "&"),
      UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"):
      self = .otherOperator
    case UInt8(ascii: "{"): self = .leftBrace
    case UInt8(ascii: "}"): self = .rightBrace
    case UInt8(ascii: "["): self = .leftSquare
    case UInt8(ascii: "]"): self = .rightSquare
    case UInt8(ascii: "("): self = .leftParenthesis
    case UInt8(ascii: ")"): self = .rightParenthesis
    case UInt8(ascii: ","): self = .comma
    case UInt8(ascii: ";"): self = .semicolon
    case UInt8(ascii: ":"): self = .colon
    default: self = .nonASCII
    }
  }
}

extension ByteClass {
  /// `a`-`z`, `A`-`Z`, `_`: what swift-syntax scans after `#` for a pound keyword.
  var isASCIILetterOrUnderscore: Bool {
    switch self {
    case .letter, .hexLetter, .underscore: true
    default: false
    }
  }

  /// `a`-`z`, `A`-`Z`, `0`-`9`, `_`, `$`: the ASCII bytes of a name or a number.
  var isIdentifierCharacter: Bool {
    switch self {
    case .letter, .hexLetter, .underscore, .digit, .dollar: true
    default: false
    }
  }

  var isHexDigit: Bool {
    switch self {
    case .digit, .hexLetter: true
    default: false
    }
  }
}
