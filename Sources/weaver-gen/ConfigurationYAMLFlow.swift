import WeaverGenCore

extension ConfigurationYAML.Reader {
  /// A flow collection being read: its entries so far, and what may come next.
  private struct OpenFlow {
    enum Expecting {
      /// An entry (a mapping's key) or the closing bracket, after the opening one or a `,`.
      case entry
      /// A `,` or the closing bracket.
      case separator
      /// The `:` after a mapping's key.
      case colon
      /// A mapping's value, or `,` or `}` for an empty one.
      case value
    }

    var isMapping: Bool
    var start: Mark
    var anchor: Anchor?
    var expecting = Expecting.entry
    var items: [Node] = []
    var pairs: [(key: Node, value: Node)] = []
    var key: Node?
    /// Where the empty value of a key without one is (`{a: }`): just after its `:`.
    var colon: Mark?
    var depth = 0

    var open: Character { isMapping ? "{" : "[" }
    var close: UInt8 { isMapping ? ASCIIByte.rightBrace : ASCIIByte.rightBracket }

    mutating func add(_ node: Node) {
      depth = max(depth, node.depth)
      switch expecting {
      case .entry where isMapping:
        key = node
        expecting = .colon
      case .value:
        pairs.append((key!, node))
        expecting = .separator
      default:
        items.append(node)
        expecting = .separator
      }
    }
  }

  /// A flow collection, `[…]` or `{…}` (JSON's arrays and objects), from its opening bracket past its
  /// closing one; its lines after the first are indented more than `blockIndent`, or start with a
  /// closing bracket. Nested collections are kept on an array rather than read by recursion, so a
  /// file of brackets costs heap, not stack, until the depth bound stops it.
  mutating func flowCollection(blockIndent: Int) throws(Failure) -> Node {
    var stack = [try openFlow(anchor: nil)]
    var lastWasPlain = false
    while true {
      let crossedLine = try skipFlowSpace(blockIndent: blockIndent, innermost: stack[stack.count - 1])
      let top = stack.count - 1
      let byte = self.byte()
      let closes = byte == stack[top].close
      let closesAnother = byte == ASCIIByte.rightBracket || byte == ASCIIByte.rightBrace
      switch stack[top].expecting {
      case .value where closes || byte == ASCIIByte.comma:
        stack[top].add(scalar("", .plain, at: stack[top].colon!))
      case .entry where closes, .separator where closes:
        position += 1
        let frame = stack.removeLast()
        let content: Node.Content = frame.isMapping ? .mapping(frame.pairs) : .sequence(frame.items)
        let node = register(frame.anchor, try closeCollection(content, depth: frame.depth, at: frame.start))
        if stack.isEmpty { return node }
        stack[stack.count - 1].add(node)
        lastWasPlain = false
      case .entry where byte == ASCIIByte.comma:
        throw Self.failure(Problem.extraComma, at: mark())
      case .entry where closesAnother, .value where closesAnother, .separator where closesAnother:
        let open = stack[top].start
        throw Self.failure(
          Problem.mismatched(Character(UnicodeScalar(byte)), open: stack[top].open, at: open.line, open.column),
          at: mark())
      case .entry, .value:
        let anchor = try anchor()
        if anchor != nil {
          _ = try skipFlowSpace(blockIndent: blockIndent, innermost: stack[top])
          if [ASCIIByte.comma, ASCIIByte.rightBracket, ASCIIByte.rightBrace].contains(self.byte()) {
            throw Self.failure(Problem.anchorWithoutValue, at: anchor!.mark)
          }
        }
        if self.byte() == ASCIIByte.leftBracket || self.byte() == ASCIIByte.leftBrace {
          stack.append(try openFlow(anchor: anchor))
          continue
        }
        try checkValueStart(flow: true)
        let (node, isPlain) = try scalarOrAlias(flow: true)
        stack[top].add(register(anchor, node))
        lastWasPlain = isPlain
      case .separator where byte == ASCIIByte.comma:
        position += 1
        stack[top].expecting = .entry
      case .colon where byte == ASCIIByte.colon:
        position += 1
        stack[top].colon = mark()
        stack[top].expecting = .value
      case .separator where byte == ASCIIByte.colon && !stack[top].isMapping:
        throw Self.failure(Problem.pairInFlowSequence, at: mark())
      case .separator, .colon:
        if lastWasPlain && crossedLine { throw Self.failure(Problem.plainContinued, at: mark()) }
        throw Self.failure(
          stack[top].expecting == .colon
            ? Problem.pairWithoutValue : Problem.expectedSeparator(Character(UnicodeScalar(stack[top].close))),
          at: mark())
      }
    }
  }

  private mutating func openFlow(anchor: Anchor?) throws(Failure) -> OpenFlow {
    let start = mark()
    try enterCollection(at: start)
    let isMapping = byte() == ASCIIByte.leftBrace
    position += 1
    return OpenFlow(isMapping: isMapping, start: start, anchor: anchor)
  }

  /// Passes blanks, comments and line breaks within a flow collection; returns whether it passed a
  /// line break. A line that ends the document (`---`, `...`, the end) leaves the innermost
  /// collection unclosed, as does one not indented more than the block the collection is in.
  private mutating func skipFlowSpace(blockIndent: Int, innermost: OpenFlow) throws(Failure) -> Bool {
    var crossedLine = false
    while true {
      let byte = self.byte()
      if Self.isBlank(byte) {
        position += 1
      } else if atComment {
        skipToLineEnd()
      } else if byte == ASCIIByte.lineFeed {
        passLineBreak()
        crossedLine = true
        var spaces = 0
        while self.byte(spaces) == ASCIIByte.space { spaces += 1 }
        var blanks = spaces
        while Self.isBlank(self.byte(blanks)) { blanks += 1 }
        let first = self.byte(blanks)
        let isContent = !Self.isBreakOrEnd(first) && first != ASCIIByte.pound
        let closes = first == ASCIIByte.rightBracket || first == ASCIIByte.rightBrace
        if isDocumentMarker || isContent && !closes && spaces <= blockIndent {
          let problem =
            isDocumentMarker ? Problem.notClosed(innermost.open) : Problem.notClosed(innermost.open, beforeLine: line)
          throw Self.failure(problem, at: innermost.start)
        }
      } else if byte == 0 {
        throw Self.failure(Problem.notClosed(innermost.open), at: innermost.start)
      } else {
        return crossedLine
      }
    }
  }
}
