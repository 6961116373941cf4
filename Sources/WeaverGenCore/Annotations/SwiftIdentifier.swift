/// Swift identifiers as the annotation and type grammars read and write them, on UTF-8 bytes.
///
/// Both grammars work on the bytes of a comment so that every offset they report is a UTF-8
/// column, the unit diagnostics print. Identifiers follow Swift's rules closely enough for
/// annotations: ASCII letters, digits and `_`, plus the Unicode letters and emoji Swift accepts
/// (approximated by the XID properties), or any text between back-quotes (Swift 6.2 raw
/// identifiers), which is stored without its back-quotes.
enum SwiftIdentifier {
  /// What starts at a byte offset.
  enum Scan: Equatable {
    /// No identifier starts here.
    case none
    /// An identifier spanning the bytes up to `end`.
    case name(String, end: Int, isBackQuoted: Bool)
    /// A back-quote that starts a malformed name; the message comes from the catalog.
    case malformed(message: String, end: Int)
  }

  /// Words that generated code must back-quote when they are used as a name: Swift's reserved
  /// words, and the contextual keywords of the type grammar (`any`, `some`, the ownership
  /// specifiers), which would otherwise be read as keywords when the type is parsed again.
  static let wordsNeedingBackQuotes: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
    "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
    "as", "false", "is", "nil", "self", "super", "throws", "true", "try", "any", "some", "sending", "borrowing",
    "consuming",
    // A member named `Type` or `Protocol` would be read as the metatype (`foo.Type`) unless
    // back-quoted, and generated code declares every dependency as a member.
    "Type", "Protocol",
  ]

  /// Why no declaration can be named `name`, even back-quoted.
  enum Undeclarable: Equatable {
    /// The compiler reserves names starting with `$` for what it synthesizes (`$0`, `$value`).
    case dollarPrefix
    /// `_` is the wildcard, not a name.
    case wildcard
    /// A back-quoted name made of operator characters only is read as the operator (SE-0451).
    case operatorOnly
  }

  /// Why generated code cannot declare a property, parameter or local named `name`, if it cannot.
  static func undeclarable(_ name: String) -> Undeclarable? {
    // Most names start with an ASCII letter, which none of the three can: settled by one byte
    // for every dependency an annotation declares.
    if let first = name.utf8.first, (first | 0x20) >= UInt8(ascii: "a"), (first | 0x20) <= UInt8(ascii: "z") {
      return nil
    }
    if name.hasPrefix("$") { return .dollarPrefix }
    if name == "_" { return .wildcard }
    let isOperatorOnly =
      !name.isEmpty
      && name.unicodeScalars.allSatisfy { scalar in
        "/=-+!*%<>&|^~?.".unicodeScalars.contains(scalar) || UnicodeScalarClass.isOperatorContinuation(scalar.value)
      }
    return isOperatorOnly ? .operatorOnly : nil
  }

  /// Reads the identifier starting at `start`, if any, without reading at or past `limit`.
  static func scan(_ bytes: [UInt8], at start: Int, limit: Int) -> Scan {
    guard start < limit else { return .none }
    if bytes[start] == UInt8(ascii: "`") { return scanBackQuoted(bytes, at: start, limit: limit) }
    // ASCII bytes are judged as they are; only the others are decoded into scalars. Every name of
    // every annotation is scanned here, most of them ASCII throughout.
    var end = start
    if bytes[start] < 0x80 {
      guard isHead(Unicode.Scalar(bytes[start])) else { return .none }
      end += 1
    } else {
      let (head, headLength) = UnicodeScalarReader.scalar(in: bytes, at: start, limit: limit)
      guard isHead(head) else { return .none }
      end += headLength
    }
    while end < limit {
      if bytes[end] < 0x80 {
        guard isContinuation(Unicode.Scalar(bytes[end])) else { break }
        end += 1
      } else {
        let (scalar, length) = UnicodeScalarReader.scalar(in: bytes, at: end, limit: limit)
        guard isContinuation(scalar) else { break }
        end += length
      }
    }
    return .name(String(decoding: bytes[start..<end], as: UTF8.self), end: end, isBackQuoted: false)
  }

  /// Whether `name` must be written between back-quotes to be read back as the same name.
  static func needsBackQuotes(_ name: String) -> Bool {
    // The reserved words are ASCII: a name the bytes do not settle is one when it scans as one.
    // `_` is settled by its byte (an identifier, and no word), with no comparison of strings,
    // which took a call for every name the generated code spells.
    guard let ascii = asciiIdentifierCheck(name) else { return !isPlainIdentifier(name) }
    return !ascii.isIdentifier || ascii.mayBeWord && isWordNeedingBackQuotes(name)
  }

  /// Whether `name` is one of `wordsNeedingBackQuotes`: compared with the few words of its length
  /// and first byte (`wordsByShape`), where hashing it into the set took 7 million of the 2,000-type
  /// app's instructions, most names the generated code spells having the shape of a word
  /// (`clock`, `logger`; docs/performance.md, stop 46).
  private static func isWordNeedingBackQuotes(_ name: String) -> Bool {
    name.withUTF8Bytes { bytes in
      guard let first = bytes.first, first < 0x80, bytes.count < wordsByShape.count >> 7 else { return false }
      return wordsByShape[bytes.count << 7 | Int(first)].contains { $0.elementsEqual(bytes) }
    }
  }

  /// `wordsNeedingBackQuotes` as bytes, by length and first byte (`length << 7 | first`), for
  /// every length up to the longest word's.
  private static let wordsByShape: [[[UInt8]]] = {
    let words = wordsNeedingBackQuotes.map { Array($0.utf8) }
    let longest = words.map(\.count).max() ?? 0
    var table = [[[UInt8]]](repeating: [], count: (longest + 1) << 7)
    for word in words { table[word.count << 7 | Int(word[0])].append(word) }
    return table
  }()

  /// Whether a component of a dotted type name must be back-quoted: as `needsBackQuotes`, except
  /// that `Type` and `Protocol` need it only as members, where they would read as a metatype.
  static func needsBackQuotes(typeComponent name: String, isMember: Bool) -> Bool {
    // Most type names (`MovieManager`, `URLSession`) are settled by their bytes alone, before any
    // comparison with a word: every type the generated code spells comes through here.
    if let ascii = asciiIdentifierCheck(name), ascii.isIdentifier, !ascii.mayBeWord { return false }
    if name == "Type" || name == "Protocol" { return isMember }
    return needsBackQuotes(name)
  }

  /// `name` as Swift source: back-quoted when it needs it.
  static func spelling(of name: String) -> String {
    needsBackQuotes(name) ? "`\(name)`" : name
  }

  /// `name` as an argument label at a call site, where keywords other than `inout`, `var` and
  /// `let` need no back-quotes (and the compiler warns about needless ones).
  static func labelSpelling(of name: String) -> String {
    // Only a name with a word's shape (`asciiIdentifierCheck`) is compared with the three words:
    // comparing every label with them took three calls a label, and a name that is not ASCII is
    // none of them.
    let isPlain =
      if let ascii = asciiIdentifierCheck(name) {
        ascii.isIdentifier && !(ascii.mayBeWord && labelKeywords.contains(name))
      } else {
        isPlainIdentifier(name)
      }
    return isPlain ? name : "`\(name)`"
  }

  /// The keywords an argument label must back-quote.
  private static let labelKeywords: [String] = ["inout", "var", "let"]

  /// Whether `name` reads as one identifier without back-quotes.
  static func isPlainIdentifier(_ name: String) -> Bool {
    if let ascii = asciiIdentifierCheck(name) { return ascii.isIdentifier }
    let bytes = Array(name.utf8)
    guard case .name(_, let end, false) = scan(bytes, at: 0, limit: bytes.count) else { return false }
    return end == bytes.count
  }

  /// Decides `isPlainIdentifier` without copying or decoding the name when its bytes settle it
  /// (generated code spells every name and type through here): an ASCII byte that cannot be part
  /// of an identifier rules it out, and an all-ASCII name of letters, digits and `_` not starting
  /// with a digit is one. `nil` leaves names with other bytes to the full scan.
  ///
  /// The same pass says whether the name has the shape of one of `wordsNeedingBackQuotes` (at
  /// most 15 bytes, lowercase ASCII letters after the first), so that `needsBackQuotes` hashes
  /// only such names: most (`movieManager`, `MovieAPI`) are not.
  static func asciiIdentifierCheck(_ name: String) -> (isIdentifier: Bool, mayBeWord: Bool)? {
    // Through the contiguous bytes: stepping a `String.UTF8View` checks its representation at
    // each byte, for every name the generated code spells.
    name.withUTF8Bytes(asciiIdentifierCheck(bytes:))
  }

  static func asciiIdentifierCheck(bytes: some Collection<UInt8>) -> (isIdentifier: Bool, mayBeWord: Bool)? {
    guard let first = bytes.first else { return (false, true) }
    // One table lookup a byte, the flags of the bytes after the first and-ed (each must continue
    // a name; all lowercase for a word) and all of them or-ed (any not ASCII): comparing each
    // byte with five ranges took twice the instructions, for every type the generated code spells.
    let flags = IdentifierByte.flags
    let firstFlags = flags[Int(first)]
    var rest = IdentifierByte.all
    var seen = firstFlags
    // By index, not through `dropFirst()`, whose slice of an array retained its storage.
    var index = bytes.index(after: bytes.startIndex)
    while index != bytes.endIndex {
      let byteFlags = flags[Int(bytes[index])]
      rest &= byteFlags
      seen |= byteFlags
      bytes.formIndex(after: &index)
    }
    guard firstFlags & IdentifierByte.head != 0, rest & IdentifierByte.continuation != 0 else { return (false, false) }
    guard seen & IdentifierByte.nonASCII == 0 else { return nil }
    return (true, bytes.count <= 15 && rest & IdentifierByte.lowercase != 0)
  }

  /// What a byte can be in an ASCII identifier, as bit flags. A byte that is not ASCII has every
  /// flag, so that only the ASCII bytes of a name can rule it out, and `nonASCII` besides.
  private enum IdentifierByte {
    /// May start a name: a letter or `_`.
    static let head: UInt8 = 1
    /// May continue a name: a letter, `_` or a digit.
    static let continuation: UInt8 = 2
    /// A lowercase letter, as every byte after the first of a reserved word is.
    static let lowercase: UInt8 = 4
    static let nonASCII: UInt8 = 8
    static let all: UInt8 = head | continuation | lowercase | nonASCII

    /// The flags of each byte. Built once, never written afterwards, and kept for the process's
    /// life, so sharing it between threads is safe (as `ByteClass.table`).
    nonisolated(unsafe) static let flags: UnsafePointer<UInt8> = {
      let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
      for byte in 0..<256 {
        (table + byte).initialize(to: flags(of: UInt8(byte)))
      }
      return UnsafePointer(table)
    }()

    private static func flags(of byte: UInt8) -> UInt8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"): head | continuation | lowercase
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"): head | continuation
      case UInt8(ascii: "0")...UInt8(ascii: "9"): continuation
      case 0x80...: all
      default: 0
      }
    }
  }

  private static func scanBackQuoted(_ bytes: [UInt8], at start: Int, limit: Int) -> Scan {
    var end = start + 1
    while end < limit, !isForbiddenInBackQuotes(bytes[end]) { end += 1 }
    guard end < limit, bytes[end] == UInt8(ascii: "`") else {
      return .malformed(message: AnnotationMessages.unterminatedBackQuote, end: end)
    }
    guard end > start + 1 else { return .malformed(message: AnnotationMessages.emptyBackQuotes, end: end + 1) }
    let name = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
    return .name(name, end: end + 1, isBackQuoted: true)
  }

  private static func isForbiddenInBackQuotes(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "`") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == 0
  }

  private static func isHead(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      return (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || scalar == "_"
    }
    return scalar.properties.isXIDStart || scalar.properties.isEmoji
  }

  private static func isContinuation(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return isHead(scalar) || (scalar >= "0" && scalar <= "9") }
    let properties = scalar.properties
    return properties.isXIDContinue || properties.isEmoji || properties.isJoinControl
      || properties.isVariationSelector
  }
}
