extension ConfigurationYAML {
  /// Where a value or a problem starts (1-based; the column counts Characters).
  struct Mark {
    var line: Int
    var column: Int

    init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }

    init(of node: Node) { self.init(line: node.line, column: node.column) }
  }

  /// An anchor (`&name`) read before the value it names.
  struct Anchor {
    var name: String
    var mark: Mark
  }

  /// Reads one configuration document from its UTF-8, byte by byte: every character with a meaning
  /// in the YAML it takes is ASCII, so the bytes of other characters are only ever text. This file
  /// holds the characters' level (positions, lines, scalars, anchors); the structure is in
  /// ConfigurationYAMLBlocks.swift and ConfigurationYAMLFlow.swift. Nothing is read twice, so the
  /// time is linear in the file, and no grammar rule calls itself for a nested value without the
  /// nesting being bounded (`maximumDepth`).
  struct Reader {
    // The extensions in other files see the reader's members, not its enclosing type's.
    typealias Node = ConfigurationYAML.Node
    typealias Mark = ConfigurationYAML.Mark
    typealias Anchor = ConfigurationYAML.Anchor
    typealias Failure = ConfigurationYAML.Failure
    typealias Problem = ConfigurationYAML.Problem
    typealias ASCII = ConfigurationYAML.ASCII

    /// The file without its byte order mark, each line break (CRLF, CR or LF) as LF.
    let bytes: [UInt8]
    var position = 0
    var line = 1
    var lineStart = 0
    /// The indentation of the line at whose content the reader stands, set by
    /// `skipLinesWithoutContent`: -1 at the end of the text or at a document marker.
    var indent = 0
    /// The marker (`-` for `---`, `.` for `...`) the current line is, if it is one.
    var marker: UInt8?
    var anchors: [String: Node] = [:]
    /// The anchors whose values are being read, with how many times each: an alias of one of them
    /// would be its own value.
    var anchorsBeingRead: [String: Int] = [:]
    /// The collections open around the position, bounded by `maximumDepth`.
    var openCollections = 0
    /// A position on the current line and its column, where counting the next column starts: a
    /// 1 MB line is counted once, not once per value on it.
    private var counted = (position: 0, column: 1)

    init(_ text: String) {
      var bytes = Array(text.utf8)
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
      if bytes.contains(ASCII.carriageReturn) {
        var lines: [UInt8] = []
        lines.reserveCapacity(bytes.count)
        for (offset, byte) in bytes.enumerated() {
          if byte != ASCII.carriageReturn {
            lines.append(byte)
          } else if offset + 1 == bytes.count || bytes[offset + 1] != ASCII.newline {
            lines.append(ASCII.newline)
          }
        }
        bytes = lines
      }
      self.bytes = bytes
    }

    // MARK: Positions

    /// The byte `offset` after the position, 0 past the end (the text holds no NUL: a control
    /// character is refused before anything is read).
    func byte(_ offset: Int = 0) -> UInt8 {
      let index = position + offset
      return index < bytes.count ? bytes[index] : 0
    }

    static func isBlank(_ byte: UInt8) -> Bool { byte == ASCII.space || byte == ASCII.tab }
    static func isBreakOrEnd(_ byte: UInt8) -> Bool { byte == ASCII.newline || byte == 0 }
    static func isFlowIndicator(_ byte: UInt8) -> Bool {
      switch byte {
      case ASCII.comma, ASCII.openBracket, ASCII.closeBracket, ASCII.openBrace, ASCII.closeBrace: true
      default: false
      }
    }

    /// Whether the byte after the position ends a token: a blank or the line's end, or in a flow
    /// collection one of its punctuation marks (`- `, `? `, `: ` are indicators only then).
    func endsToken(at offset: Int, flow: Bool) -> Bool {
      let next = byte(offset)
      return Self.isBlank(next) || Self.isBreakOrEnd(next) || flow && Self.isFlowIndicator(next)
    }

    var atLineEnd: Bool { Self.isBreakOrEnd(byte()) }
    /// A `#` starts a comment at the line's start or after a blank; elsewhere it is text (`a#b`).
    var atComment: Bool { byte() == ASCII.hash && (position == lineStart || Self.isBlank(bytes[position - 1])) }
    var atValueEnd: Bool { atLineEnd || atComment }
    var atSequenceItem: Bool { byte() == ASCII.dash && endsToken(at: 1, flow: false) }
    var atMappingColon: Bool { byte() == ASCII.colon && endsToken(at: 1, flow: false) }

    mutating func skipBlanks() {
      while Self.isBlank(byte()) { position += 1 }
    }

    mutating func skipToLineEnd() {
      while !atLineEnd { position += 1 }
    }

    mutating func passLineBreak() {
      position += 1
      line += 1
      lineStart = position
    }

    /// The position's line and column; the position is on the current line.
    mutating func mark() -> Mark {
      if counted.position < lineStart || counted.position > position { counted = (lineStart, 1) }
      counted.column += Self.characterCount(bytes[counted.position..<position])
      counted.position = position
      return Mark(line: line, column: counted.column)
    }

    static func characterCount(_ bytes: ArraySlice<UInt8>) -> Int {
      bytes.allSatisfy { $0 < 0x80 } ? bytes.count : String(decoding: bytes, as: UTF8.self).count
    }

    static func failure(_ problem: String, at mark: Mark) -> Failure {
      Failure(message: "configuration is not valid YAML: " + problem, line: mark.line, column: mark.column)
    }

    /// Where the first character is that no configuration may hold: a C0 control other than tab and
    /// line feed (carriage returns are line feeds by now), DEL, or a C1 control.
    static func firstControlCharacter(in bytes: [UInt8]) -> Mark? {
      for (offset, byte) in bytes.enumerated() {
        let isControl =
          byte < 0x20 && byte != ASCII.tab && byte != ASCII.newline || byte == 0x7F
          || byte == 0xC2 && offset + 1 < bytes.count && (0x80...0x9F).contains(bytes[offset + 1])
        guard isControl else { continue }
        let start = bytes[..<offset].lastIndex(of: ASCII.newline).map { $0 + 1 } ?? 0
        let line = bytes[..<start].count { $0 == ASCII.newline } + 1
        return Mark(line: line, column: characterCount(bytes[start..<offset]) + 1)
      }
      return nil
    }

    // MARK: Lines

    /// From a line's start, passes blank and comment lines and stops at the next line's content,
    /// setting `indent` and `marker`.
    mutating func skipLinesWithoutContent() throws(Failure) {
      marker = nil
      while true {
        var spaces = 0
        while byte(spaces) == ASCII.space { spaces += 1 }
        var blanks = spaces
        while Self.isBlank(byte(blanks)) { blanks += 1 }
        let first = byte(blanks)
        if first == 0 {
          position += blanks
          indent = -1
          return
        }
        if first == ASCII.newline || first == ASCII.hash {
          position += blanks
          skipToLineEnd()
          passLineBreak()
          continue
        }
        position += spaces
        if blanks > spaces { throw Self.failure(Problem.tabIndentation, at: mark()) }
        indent = spaces
        if spaces == 0 && isDocumentMarker {
          marker = byte()
          indent = -1
        }
        return
      }
    }

    /// Passes the rest of the line, which the caller found to be blanks and perhaps a comment, and
    /// the lines without content after it.
    mutating func moveToNextLine() throws(Failure) {
      skipToLineEnd()
      guard byte() == ASCII.newline else {
        indent = -1
        marker = nil
        return
      }
      passLineBreak()
      try skipLinesWithoutContent()
    }

    /// `---` or `...` at the line's start, alone or followed by a blank.
    var isDocumentMarker: Bool {
      let first = byte()
      return (first == ASCII.dash || first == ASCII.dot) && byte(1) == first && byte(2) == first
        && endsToken(at: 3, flow: false)
    }

    // MARK: Scalars

    /// Refuses what cannot start a value here, saying what it would have been.
    mutating func checkValueStart(flow: Bool) throws(Failure) {
      let first = byte()
      let problem: String? =
        switch first {
        case ASCII.pipe, ASCII.greaterThan: Problem.blockScalars
        case ASCII.exclamation: Problem.tags
        case ASCII.question where endsToken(at: 1, flow: flow): Problem.explicitKeys
        case ASCII.colon where endsToken(at: 1, flow: flow): Problem.colonWithoutKey
        case ASCII.dash where endsToken(at: 1, flow: flow): flow ? Problem.dashInFlow : Problem.sequenceOnKeyLine
        case ASCII.ampersand: Problem.secondAnchor
        case ASCII.percent, ASCII.at, ASCII.backtick, ASCII.hash, ASCII.comma, ASCII.closeBracket, ASCII.closeBrace:
          Problem.reservedStart(String(UnicodeScalar(first)))
        default: nil
        }
      if let problem { throw Self.failure(problem, at: mark()) }
    }

    /// A quoted or plain scalar, or an alias, and whether it is a plain scalar.
    mutating func scalarOrAlias(flow: Bool) throws(Failure) -> (node: Node, isPlain: Bool) {
      switch byte() {
      case ASCII.doubleQuote, ASCII.singleQuote: (try quoted(), false)
      case ASCII.asterisk: (try alias(), false)
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
        if Self.isBreakOrEnd(byte) || byte == ASCII.colon && endsToken(at: 1, flow: flow) || atComment
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
      let isDouble = quote == ASCII.doubleQuote
      position += 1
      var text: [UInt8] = []
      while true {
        let byte = self.byte()
        if Self.isBreakOrEnd(byte) || isDouble && byte == ASCII.backslash && Self.isBreakOrEnd(self.byte(1)) {
          throw Self.failure(Problem.quotedNotClosed(Character(UnicodeScalar(quote))), at: start)
        } else if byte == quote && (isDouble || self.byte(1) != quote) {
          position += 1
          break
        } else if isDouble && byte == ASCII.backslash {
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
      ASCII.tab: "\t", UInt8(ascii: "n"): "\n", UInt8(ascii: "v"): "\u{B}", UInt8(ascii: "f"): "\u{C}",
      UInt8(ascii: "r"): "\r", UInt8(ascii: "e"): "\u{1B}", ASCII.space: " ", ASCII.doubleQuote: "\"", ASCII.slash: "/",
      ASCII.backslash: "\\", UInt8(ascii: "N"): "\u{85}", UInt8(ascii: "_"): "\u{A0}", UInt8(ascii: "L"): "\u{2028}",
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
      if letter == UInt8(ascii: "u"), (0xD800..<0xDC00).contains(value), byte() == ASCII.backslash,
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

    // MARK: Anchors and aliases

    /// `&name` at the position, if it is there, and the blanks after it; the anchor counts as being
    /// read until `register` gives it its value.
    mutating func anchor() throws(Failure) -> Anchor? {
      guard byte() == ASCII.ampersand else { return nil }
      let start = mark()
      position += 1
      let name = self.name()
      guard !name.isEmpty, Self.isBlank(byte()) || atLineEnd else {
        throw Self.failure(Problem.anchorName, at: start)
      }
      skipBlanks()
      if byte() == ASCII.asterisk { throw Self.failure(Problem.aliasWithAnchor, at: start) }
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
        UInt8(ascii: "0")...UInt8(ascii: "9"), ASCII.dash, ASCII.underscore:
        true
      default: false
      }
    }
  }
}

extension ConfigurationYAML {
  /// The ASCII bytes the reader compares against.
  enum ASCII {
    static let tab = UInt8(ascii: "\t")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let exclamation = UInt8(ascii: "!")
    static let doubleQuote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#")
    static let percent = UInt8(ascii: "%")
    static let ampersand = UInt8(ascii: "&")
    static let singleQuote = UInt8(ascii: "'")
    static let asterisk = UInt8(ascii: "*")
    static let comma = UInt8(ascii: ",")
    static let dash = UInt8(ascii: "-")
    static let dot = UInt8(ascii: ".")
    static let slash = UInt8(ascii: "/")
    static let colon = UInt8(ascii: ":")
    static let greaterThan = UInt8(ascii: ">")
    static let question = UInt8(ascii: "?")
    static let at = UInt8(ascii: "@")
    static let openBracket = UInt8(ascii: "[")
    static let backslash = UInt8(ascii: "\\")
    static let closeBracket = UInt8(ascii: "]")
    static let underscore = UInt8(ascii: "_")
    static let backtick = UInt8(ascii: "`")
    static let openBrace = UInt8(ascii: "{")
    static let pipe = UInt8(ascii: "|")
    static let closeBrace = UInt8(ascii: "}")
  }
}
