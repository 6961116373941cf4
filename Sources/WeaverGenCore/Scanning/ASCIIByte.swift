/// Names for the ASCII bytes the scanner compares against.
///
/// Hot loops classify bytes through `ByteClass` instead; these serve the comparisons made once
/// per token or less, where readability matters more than the call a debug build makes. The
/// command line's YAML reader (`ConfigurationYAML`) reads its bytes by the same names.
package enum ASCIIByte {
  package static let tab: UInt8 = 0x09
  package static let lineFeed: UInt8 = 0x0A
  package static let carriageReturn: UInt8 = 0x0D
  package static let space: UInt8 = 0x20
  package static let exclamationMark: UInt8 = 0x21
  package static let quote: UInt8 = 0x22
  package static let pound: UInt8 = 0x23
  package static let percent: UInt8 = 0x25
  package static let ampersand: UInt8 = 0x26
  package static let apostrophe: UInt8 = 0x27
  package static let leftParenthesis: UInt8 = 0x28
  package static let rightParenthesis: UInt8 = 0x29
  package static let asterisk: UInt8 = 0x2A
  package static let plus: UInt8 = 0x2B
  package static let comma: UInt8 = 0x2C
  package static let minus: UInt8 = 0x2D
  package static let period: UInt8 = 0x2E
  package static let slash: UInt8 = 0x2F
  package static let zero: UInt8 = 0x30
  package static let colon: UInt8 = 0x3A
  package static let lessThan: UInt8 = 0x3C
  package static let equals: UInt8 = 0x3D
  package static let greaterThan: UInt8 = 0x3E
  package static let questionMark: UInt8 = 0x3F
  package static let commercialAt: UInt8 = 0x40
  package static let uppercaseE: UInt8 = 0x45
  package static let uppercaseP: UInt8 = 0x50
  package static let leftBracket: UInt8 = 0x5B
  package static let backslash: UInt8 = 0x5C
  package static let rightBracket: UInt8 = 0x5D
  package static let underscore: UInt8 = 0x5F
  package static let backtick: UInt8 = 0x60
  package static let lowercaseB: UInt8 = 0x62
  package static let lowercaseE: UInt8 = 0x65
  package static let lowercaseO: UInt8 = 0x6F
  package static let lowercaseP: UInt8 = 0x70
  package static let lowercaseU: UInt8 = 0x75
  package static let lowercaseX: UInt8 = 0x78
  package static let leftBrace: UInt8 = 0x7B
  package static let verticalBar: UInt8 = 0x7C
  package static let rightBrace: UInt8 = 0x7D
}
