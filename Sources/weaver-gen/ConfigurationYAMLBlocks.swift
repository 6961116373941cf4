import WeaverGenCore

extension ConfigurationYAML.Reader {
  /// Where a value follows its indicator, which decides what may stand there.
  enum Place {
    /// After a key's `: `: a block collection on the lines below, or a sequence at the key's own
    /// indentation (`input_path:` then `- Sources`), as YAML allows.
    case mappingValue
    /// After a block sequence's `- `: the value on the same line only (`- {a: b}` for a mapping).
    case sequenceItem
    /// After `---`, or the document's first line.
    case document
    /// On a line of its own, where it is not a key.
    case ownLine
  }

  /// The document's value, `nil` when it has none; after it, only comments, blank lines and a
  /// `...` line.
  mutating func document() throws(Failure) -> Node? {
    if let mark = Self.firstControlCharacter(in: bytes) { throw Self.failure(Problem.controlCharacter, at: mark) }
    try skipLinesWithoutContent()
    if indent == 0 && byte() == ASCIIByte.percent { throw Self.failure(Problem.directives, at: mark()) }
    var root: Node?
    if marker == ASCIIByte.minus {
      position += 3
      root = try value(in: .document, parentIndent: -1)
    } else if indent >= 0 {
      root = try blockNode(parentIndent: -1, atKeyIndentation: false)
    }
    // A block node ends at a line indented less than its own first line, or at the end.
    if indent >= 0 { throw Self.failure(Problem.wrongIndentation, at: mark()) }
    if marker == ASCIIByte.period {
      position += 3
      try endValueLine(after: .ownLine)
      try moveToNextLine()
    }
    if indent >= 0 || marker != nil { throw Self.failure(Problem.secondDocument, at: mark()) }
    return root
  }

  /// The value after a key's `:`, a `-` or `---`, which may start on a later line only as a block
  /// node indented more than `parentIndent`. Reads to the next line with content.
  mutating func value(in place: Place, parentIndent: Int) throws(Failure) -> Node? {
    let empty = mark()
    skipBlanks()
    let anchor = try anchor()
    let node: Node
    if atValueEnd {
      try moveToNextLine()
      let sequenceAtKeyIndentation = place == .mappingValue && indent == parentIndent && atSequenceItem
      if indent > parentIndent || sequenceAtKeyIndentation {
        if place == .sequenceItem { throw Self.failure(Problem.blockCollectionInItem, at: mark()) }
        node = try blockNode(parentIndent: parentIndent, atKeyIndentation: sequenceAtKeyIndentation)
      } else if place == .document && anchor == nil {
        return nil
      } else {
        // `key:` alone is an empty plain scalar, as YAML's null is written.
        node = scalar("", .plain, at: empty)
      }
    } else {
      if atSequenceItem {
        throw Self.failure(place == .sequenceItem ? Problem.sequenceInItem : Problem.sequenceOnKeyLine, at: mark())
      }
      let (inline, isPlain) = try inlineValue(blockIndent: parentIndent)
      try endValueLine(after: place)
      try moveToNextLine()
      if indent > parentIndent {
        throw Self.failure(isPlain ? Problem.plainContinued : Problem.wrongIndentation, at: mark())
      }
      node = inline
    }
    return register(anchor, node)
  }

  /// The block node at the current line's content: a sequence, a mapping, or a value on a line of
  /// its own (`parentIndent` being the indentation its continuation lines would need).
  mutating func blockNode(parentIndent: Int, atKeyIndentation: Bool) throws(Failure) -> Node {
    if atSequenceItem { return try blockSequence(endsAtKey: atKeyIndentation) }
    let keyIndent = indent
    let (node, isPlain, isKey) = try leadingValue(blockIndent: parentIndent)
    if isKey { return try blockMapping(firstKey: node, indent: keyIndent) }
    try endValueLine(after: .ownLine)
    try moveToNextLine()
    if indent > parentIndent {
      throw Self.failure(isPlain ? Problem.plainContinued : Problem.wrongIndentation, at: mark())
    }
    return node
  }

  /// A block mapping whose first key was read, the position at its `:`.
  mutating func blockMapping(firstKey: Node, indent keyIndent: Int) throws(Failure) -> Node {
    let start = Mark(of: firstKey)
    try enterCollection(at: start)
    var pairs: [(key: Node, value: Node)] = []
    var key = firstKey
    var depth = 0
    while true {
      position += 1  // the ':'
      let value = try value(in: .mappingValue, parentIndent: keyIndent)!
      pairs.append((key, value))
      depth = max(depth, key.depth, value.depth)
      guard indent == keyIndent else {
        if indent > keyIndent { throw Self.failure(Problem.wrongIndentation, at: mark()) }
        break
      }
      if atSequenceItem { throw Self.failure(Problem.itemAmongKeys, at: mark()) }
      let next = try leadingValue(blockIndent: keyIndent)
      guard next.isKey else {
        try endValueLine(after: .ownLine)
        throw Self.failure(Problem.missingColon, at: Mark(of: next.node))
      }
      key = next.node
    }
    return try closeCollection(.mapping(pairs), depth: depth, at: start)
  }

  /// A block sequence from its first `-`; at its parent key's indentation (`endsAtKey`), a line
  /// that is not an item is the parent's next key.
  mutating func blockSequence(endsAtKey: Bool) throws(Failure) -> Node {
    let itemIndent = indent
    let start = mark()
    try enterCollection(at: start)
    var items: [Node] = []
    var depth = 0
    while true {
      position += 1  // the '-'
      let item = try value(in: .sequenceItem, parentIndent: itemIndent)!
      items.append(item)
      depth = max(depth, item.depth)
      guard indent == itemIndent else {
        if indent > itemIndent { throw Self.failure(Problem.wrongIndentation, at: mark()) }
        break
      }
      guard atSequenceItem else {
        if endsAtKey { break }
        throw Self.failure(Problem.expectedItem, at: mark())
      }
    }
    return try closeCollection(.sequence(items), depth: depth, at: start)
  }

  /// The value that starts a block line, with its anchor, and whether `: ` makes it a key (the
  /// position is then at the `:`).
  private mutating func leadingValue(blockIndent: Int) throws(Failure) -> (node: Node, isPlain: Bool, isKey: Bool) {
    let anchor = try anchor()
    if let anchor, atValueEnd { throw Self.failure(Problem.anchorAlone, at: anchor.mark) }
    let (inline, isPlain) = try inlineValue(blockIndent: blockIndent)
    let node = register(anchor, inline)
    skipBlanks()
    guard atMappingColon else { return (node, isPlain, false) }
    if node.line != line { throw Self.failure(Problem.keySpansLines, at: Mark(of: node)) }
    return (node, isPlain, true)
  }

  /// A scalar, an alias or a flow collection, within a block line.
  private mutating func inlineValue(blockIndent: Int) throws(Failure) -> (node: Node, isPlain: Bool) {
    try checkValueStart(flow: false)
    switch byte() {
    case ASCIIByte.leftBracket, ASCIIByte.leftBrace: return (try flowCollection(blockIndent: blockIndent), false)
    default: return try scalarOrAlias(flow: false)
    }
  }

  /// Checks that nothing but blanks and a comment follows a value on its line, saying what a `:`
  /// after it would have made.
  mutating func endValueLine(after place: Place) throws(Failure) {
    skipBlanks()
    if atValueEnd { return }
    let problem: String
    if atMappingColon {
      problem =
        switch place {
        case .mappingValue: Problem.valueHoldsColon
        case .sequenceItem: Problem.mappingInItem
        case .document: Problem.mappingOnMarkerLine
        case .ownLine: Problem.missingColon
        }
    } else if byte() == ASCIIByte.colon {
      problem = Problem.colonWithoutSpace
    } else {
      problem = Problem.trailingText
    }
    throw Self.failure(problem, at: mark())
  }

  mutating func enterCollection(at start: Mark) throws(Failure) {
    openCollections += 1
    if openCollections > ConfigurationYAML.maximumDepth { throw Self.failure(Problem.tooDeep, at: start) }
  }

  /// The collection's node, `depth` being its deepest value's.
  mutating func closeCollection(_ content: Node.Content, depth: Int, at start: Mark)
    throws(Failure) -> Node
  {
    openCollections -= 1
    // An alias may hold a deep value: its depth counts here too.
    guard depth < ConfigurationYAML.maximumDepth else { throw Self.failure(Problem.tooDeep, at: start) }
    return Node(content, line: start.line, column: start.column, depth: depth + 1)
  }
}
