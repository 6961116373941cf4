import WeaverGenCore

extension ConfigurationYAML.Reader {
  /// Refuses what cannot start a value here, saying what it would have been.
  mutating func checkValueStart(flow: Bool) throws(Failure) {
    let first = byte()
    let problem: String? =
      switch first {
      case ASCIIByte.verticalBar, ASCIIByte.greaterThan: Problem.blockScalars
      case ASCIIByte.exclamationMark: Problem.tags
      case ASCIIByte.questionMark where endsToken(at: 1, flow: flow): Problem.explicitKeys
      case ASCIIByte.colon where endsToken(at: 1, flow: flow): Problem.colonWithoutKey
      case ASCIIByte.minus where endsToken(at: 1, flow: flow): flow ? Problem.dashInFlow : Problem.sequenceOnKeyLine
      case ASCIIByte.ampersand: Problem.secondAnchor
      case ASCIIByte.percent, ASCIIByte.commercialAt, ASCIIByte.backtick, ASCIIByte.pound, ASCIIByte.comma,
        ASCIIByte.rightBracket, ASCIIByte.rightBrace:
        Problem.reservedStart(String(UnicodeScalar(first)))
      default: nil
      }
    if let problem { throw Self.failure(problem, at: mark()) }
  }

  /// A quoted or plain scalar, or an alias, and whether it is a plain scalar.
  mutating func scalarOrAlias(flow: Bool) throws(Failure) -> (node: Node, isPlain: Bool) {
    switch byte() {
    case ASCIIByte.quote, ASCIIByte.apostrophe: (try quoted(), false)
    case ASCIIByte.asterisk: (try alias(), false)
    default: (plain(flow: flow), true)
    }
  }

  /// Text up to the line's end, ` #`, `: `, or in a flow collection its punctuation, without the
  /// blanks at its end. Its first character was checked (`checkValueStart`).
  mutating func plain(flow: Bool) -> Node {
    let start = mark()
    let begin = position
    var end = position
    while true {
      let byte = self.byte()
      if Self.isBreakOrEnd(byte) || byte == ASCIIByte.colon && endsToken(at: 1, flow: flow) || atComment
        || flow && Self.isFlowIndicator(byte)
      {
        break
      }
      position += 1
      if !Self.isBlank(byte) { end = position }
    }
    position = end
    return scalar(String(decoding: bytes[begin..<end], as: UTF8.self), .plain, at: start)
  }

  /// `'…'`, where `''` is a quote, or `"…"`, with YAML's escapes, which include JSON's (`\/`,
  /// `\uXXXX` and its surrogate pairs); either ends on the line it starts on.
  mutating func quoted() throws(Failure) -> Node {
    let start = mark()
    let quote = byte()
    let isDouble = quote == ASCIIByte.quote
    position += 1
    var text: [UInt8] = []
    while true {
      let byte = self.byte()
      if Self.isBreakOrEnd(byte) || isDouble && byte == ASCIIByte.backslash && Self.isBreakOrEnd(self.byte(1)) {
        throw Self.failure(Problem.quotedNotClosed(Character(UnicodeScalar(quote))), at: start)
      } else if byte == quote && (isDouble || self.byte(1) != quote) {
        position += 1
        break
      } else if isDouble && byte == ASCIIByte.backslash {
        try escape(into: &text)
      } else {
        text.append(byte)
        position += byte == quote ? 2 : 1  // `''` is one quote
      }
    }
    return scalar(String(decoding: text, as: UTF8.self), isDouble ? .doubleQuoted : .singleQuoted, at: start)
  }

  private static let escapes: [UInt8: Unicode.Scalar] = [
    UInt8(ascii: "0"): "\u{0}", UInt8(ascii: "a"): "\u{7}", UInt8(ascii: "b"): "\u{8}", UInt8(ascii: "t"): "\t",
    ASCIIByte.tab: "\t", UInt8(ascii: "n"): "\n", UInt8(ascii: "v"): "\u{B}", UInt8(ascii: "f"): "\u{C}",
    UInt8(ascii: "r"): "\r", UInt8(ascii: "e"): "\u{1B}", ASCIIByte.space: " ", ASCIIByte.quote: "\"",
    ASCIIByte.slash: "/",
    ASCIIByte.backslash: "\\", UInt8(ascii: "N"): "\u{85}", UInt8(ascii: "_"): "\u{A0}", UInt8(ascii: "L"): "\u{2028}",
    UInt8(ascii: "P"): "\u{2029}",
  ]

  /// The escape at the position (a backslash and what follows), appended as UTF-8.
  private mutating func escape(into text: inout [UInt8]) throws(Failure) {
    let start = mark()
    let letter = byte(1)
    position += 2
    let digits: Int
    switch letter {
    case UInt8(ascii: "x"): digits = 2
    case UInt8(ascii: "u"): digits = 4
    case UInt8(ascii: "U"): digits = 8
    default:
      guard let scalar = Self.escapes[letter] else {
        position -= 1
        throw Self.failure(Problem.unknownEscape(characterText()), at: start)
      }
      UTF8.encode(scalar) { text.append($0) }
      return
    }
    var value = try hexadecimal(digits, letter, at: start)
    if letter == UInt8(ascii: "u"), (0xD800..<0xDC00).contains(value), byte() == ASCIIByte.backslash,
      byte(1) == UInt8(ascii: "u")
    {
      // JSON writes a character beyond U+FFFF as two escapes, its UTF-16 surrogates.
      let low = position
      position += 2
      let second = try hexadecimal(4, letter, at: start)
      if (0xDC00..<0xE000).contains(second) {
        value = 0x10000 + (value - 0xD800) << 10 + (second - 0xDC00)
      } else {
        position = low
      }
    }
    guard let scalar = Unicode.Scalar(value) else {
      let escape = String(decoding: bytes[(position - digits - 2)..<position], as: UTF8.self)
      throw Self.failure(Problem.notAScalar(escape), at: start)
    }
    UTF8.encode(scalar) { text.append($0) }
  }

  private mutating func hexadecimal(_ count: Int, _ letter: UInt8, at start: Mark) throws(Failure) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<count {
      guard let digit = Self.hexadecimalDigit(byte()) else {
        throw Self.failure(Problem.hexDigits(Character(UnicodeScalar(letter)), count), at: start)
      }
      value = value << 4 | digit
      position += 1
    }
    return value
  }

  private static func hexadecimalDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// The character at the position, for a message.
  private func characterText() -> String {
    let end = min(position + 4, bytes.count)
    return String(decoding: bytes[position..<end], as: UTF8.self).first.map(String.init) ?? ""
  }

  func scalar(_ text: String, _ style: Node.Scalar.Style, at mark: Mark) -> Node {
    Node(.scalar(Node.Scalar(string: text, style: style)), line: mark.line, column: mark.column)
  }

  /// `&name` at the position, if it is there, and the blanks after it; the anchor counts as being
  /// read until `register` gives it its value.
  mutating func anchor() throws(Failure) -> Anchor? {
    guard byte() == ASCIIByte.ampersand else { return nil }
    let start = mark()
    position += 1
    let name = self.name()
    guard !name.isEmpty, Self.isBlank(byte()) || atLineEnd else {
      throw Self.failure(Problem.anchorName, at: start)
    }
    skipBlanks()
    if byte() == ASCIIByte.asterisk { throw Self.failure(Problem.aliasWithAnchor, at: start) }
    anchorsBeingRead[name, default: 0] += 1
    return Anchor(name: name, mark: start)
  }

  /// Gives the anchor its value; a later anchor of the same name replaces it, as in YAML.
  mutating func register(_ anchor: Anchor?, _ node: Node) -> Node {
    guard let anchor else { return node }
    anchors[anchor.name] = node
    anchorsBeingRead[anchor.name]! -= 1
    if anchorsBeingRead[anchor.name] == 0 { anchorsBeingRead[anchor.name] = nil }
    return node
  }

  /// `*name`: the anchored value, shared, at the alias's place.
  mutating func alias() throws(Failure) -> Node {
    let start = mark()
    position += 1
    let name = self.name()
    guard !name.isEmpty else { throw Self.failure(Problem.aliasName, at: start) }
    if anchorsBeingRead[name] != nil { throw Self.failure(Problem.aliasInsideItsValue(name), at: start) }
    guard var node = anchors[name] else { throw Self.failure(Problem.undefinedAlias(name), at: start) }
    node.line = start.line
    node.column = start.column
    return node
  }

  /// An anchor's name: letters, digits, `-` and `_`, as the YAML library before this one took.
  private mutating func name() -> String {
    let begin = position
    while Self.isNameByte(byte()) { position += 1 }
    return String(decoding: bytes[begin..<position], as: UTF8.self)
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), ASCIIByte.minus, ASCIIByte.underscore:
      true
    default: false
    }
  }
}
