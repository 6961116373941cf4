import WeaverGenCore

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
  /// holds positions and lines, ConfigurationYAMLScalars.swift scalars, anchors and aliases; the
  /// structure is in ConfigurationYAMLBlocks.swift and ConfigurationYAMLFlow.swift. Nothing is read twice, so the
  /// time is linear in the file, and no grammar rule calls itself for a nested value without the
  /// nesting being bounded (`maximumDepth`).
  struct Reader {
    // The extensions in other files see the reader's members, not its enclosing type's.
    typealias Node = ConfigurationYAML.Node
    typealias Mark = ConfigurationYAML.Mark
    typealias Anchor = ConfigurationYAML.Anchor
    typealias Failure = ConfigurationYAML.Failure
    typealias Problem = ConfigurationYAML.Problem

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
      if bytes.contains(ASCIIByte.carriageReturn) {
        var lines: [UInt8] = []
        lines.reserveCapacity(bytes.count)
        for (offset, byte) in bytes.enumerated() {
          if byte != ASCIIByte.carriageReturn {
            lines.append(byte)
          } else if offset + 1 == bytes.count || bytes[offset + 1] != ASCIIByte.lineFeed {
            lines.append(ASCIIByte.lineFeed)
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

    static func isBlank(_ byte: UInt8) -> Bool { byte == ASCIIByte.space || byte == ASCIIByte.tab }
    static func isBreakOrEnd(_ byte: UInt8) -> Bool { byte == ASCIIByte.lineFeed || byte == 0 }
    static func isFlowIndicator(_ byte: UInt8) -> Bool {
      switch byte {
      case ASCIIByte.comma, ASCIIByte.leftBracket, ASCIIByte.rightBracket, ASCIIByte.leftBrace, ASCIIByte.rightBrace:
        true
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
    var atComment: Bool { byte() == ASCIIByte.pound && (position == lineStart || Self.isBlank(bytes[position - 1])) }
    var atValueEnd: Bool { atLineEnd || atComment }
    var atSequenceItem: Bool { byte() == ASCIIByte.minus && endsToken(at: 1, flow: false) }
    var atMappingColon: Bool { byte() == ASCIIByte.colon && endsToken(at: 1, flow: false) }

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

    /// A refusal of valid YAML the reader does not take says so in its own words; anything else is
    /// text that is not YAML.
    static func failure(_ problem: String, at mark: Mark) -> Failure {
      let isUnsupported = problem.hasPrefix(Problem.unsupportedPrefix)
      let message = isUnsupported ? problem : "configuration is not valid YAML: " + problem
      return Failure(message: message, line: mark.line, column: mark.column)
    }

    /// Where the first character is that no configuration may hold: a C0 control other than tab and
    /// line feed (carriage returns are line feeds by now), DEL, or a C1 control.
    static func firstControlCharacter(in bytes: [UInt8]) -> Mark? {
      for (offset, byte) in bytes.enumerated() {
        let isControl =
          byte < 0x20 && byte != ASCIIByte.tab && byte != ASCIIByte.lineFeed || byte == 0x7F
          || byte == 0xC2 && offset + 1 < bytes.count && (0x80...0x9F).contains(bytes[offset + 1])
        guard isControl else { continue }
        let start = bytes[..<offset].lastIndex(of: ASCIIByte.lineFeed).map { $0 + 1 } ?? 0
        let line = bytes[..<start].count { $0 == ASCIIByte.lineFeed } + 1
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
        while byte(spaces) == ASCIIByte.space { spaces += 1 }
        var blanks = spaces
        while Self.isBlank(byte(blanks)) { blanks += 1 }
        let first = byte(blanks)
        if first == 0 {
          position += blanks
          indent = -1
          return
        }
        if first == ASCIIByte.lineFeed || first == ASCIIByte.pound {
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
      guard byte() == ASCIIByte.lineFeed else {
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
      return (first == ASCIIByte.minus || first == ASCIIByte.period) && byte(1) == first && byte(2) == first
        && endsToken(at: 3, flow: false)
    }
  }
}
