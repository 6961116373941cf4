/// Names for the ASCII bytes the scanner compares against.
///
/// Hot loops classify bytes through `ByteClass` instead; these serve the comparisons made once
/// per token or less, where readability matters more than the call a debug build makes.
enum ASCIIByte {
  static let tab: UInt8 = 0x09
  static let lineFeed: UInt8 = 0x0A
  static let carriageReturn: UInt8 = 0x0D
  static let space: UInt8 = 0x20
  static let exclamationMark: UInt8 = 0x21
  static let quote: UInt8 = 0x22
  static let pound: UInt8 = 0x23
  static let ampersand: UInt8 = 0x26
  static let apostrophe: UInt8 = 0x27
  static let leftParenthesis: UInt8 = 0x28
  static let rightParenthesis: UInt8 = 0x29
  static let asterisk: UInt8 = 0x2A
  static let plus: UInt8 = 0x2B
  static let minus: UInt8 = 0x2D
  static let period: UInt8 = 0x2E
  static let slash: UInt8 = 0x2F
  static let zero: UInt8 = 0x30
  static let colon: UInt8 = 0x3A
  static let lessThan: UInt8 = 0x3C
  static let equals: UInt8 = 0x3D
  static let greaterThan: UInt8 = 0x3E
  static let questionMark: UInt8 = 0x3F
  static let uppercaseE: UInt8 = 0x45
  static let uppercaseP: UInt8 = 0x50
  static let leftBracket: UInt8 = 0x5B
  static let backslash: UInt8 = 0x5C
  static let rightBracket: UInt8 = 0x5D
  static let backtick: UInt8 = 0x60
  static let lowercaseB: UInt8 = 0x62
  static let lowercaseE: UInt8 = 0x65
  static let lowercaseO: UInt8 = 0x6F
  static let lowercaseP: UInt8 = 0x70
  static let lowercaseU: UInt8 = 0x75
  static let lowercaseX: UInt8 = 0x78
  static let leftBrace: UInt8 = 0x7B
  static let rightBrace: UInt8 = 0x7D
}
