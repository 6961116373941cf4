/// How `.weaver.yaml` (and Weaver's `.weaver.json`, read as YAML) is read into nodes, apart from what
/// its keys mean (`ConfigurationFile`): bounded, located, and never echoing a node back.
///
/// The reader is our own, without Foundation (the standard library and the core's `ASCIIByte`), and takes the YAML that configuration files
/// hold: block mappings and sequences, flow collections (so JSON), plain and quoted scalars, comments,
/// anchors and aliases. It refuses the rest of YAML (block scalars, tags, directives, explicit keys,
/// multi-line plain scalars, more than one document), each refusal a `Failure` at its line and
/// column saying what to write instead, rather than reading it some other way. The YAML library it
/// replaces imported Foundation, whose libraries (with ICU) cost every run about 6 MB of memory for a
/// file of a dozen lines. The grammar is in `Reader` (ConfigurationYAMLBlocks.swift for lines and
/// indentation, ConfigurationYAMLFlow.swift for `[…]` and `{…}`, ConfigurationYAMLScalars.swift for
/// scalars, anchors and aliases, ConfigurationYAMLScanner.swift for positions), its messages in
/// ConfigurationYAMLProblems.swift.
///
/// An alias shares the node its anchor names, so composing is linear, but anything that walks the
/// result sees every alias expanded: a 252-byte file whose aliases nest four deep stands for
/// 10,000 values, and printing one such key once took 10 s and 94 MB. So the expanded document is
/// counted first, up to a bound no real configuration approaches, and a key is quoted in a message
/// only when it is a scalar.
enum ConfigurationYAML {
  /// How many values (scalars, sequences, mappings, each alias counted as what it names) a
  /// configuration may hold: a dozen keys with a few thousand input paths fit many times over.
  static let maximumValueCount = 100_000

  /// How deep collections may nest, counted through aliases: a configuration nests two or three
  /// levels, and the bound keeps a hostile file's nesting from exhausting the stack.
  static let maximumDepth = 1_000

  /// Why the text is not a configuration's YAML, and where (1-based; the column counts Characters).
  struct Failure: Error {
    var message: String
    var line: Int
    var column: Int
  }

  /// The document's root node, `nil` for an empty document (only comments, blank lines and markers).
  static func compose(_ text: String) throws(Failure) -> Node? {
    var reader = Reader(text)
    guard let node = try reader.document() else { return nil }
    if let beyond = firstValueBeyondTheBound(in: node) {
      throw Failure(
        message: "configuration holds more than \(maximumValueCount) values once its aliases are expanded; "
          + "write the values out instead of repeating aliases of aliases",
        line: beyond.line, column: beyond.column)
    }
    return node
  }

  /// How a key is quoted in a message: its text when it is a scalar, a short stand-in for a
  /// sequence or a mapping, whatever it holds.
  static func spelling(of key: Node) -> String {
    switch key.content {
    case .scalar(let scalar): scalar.string
    case .sequence: "[…]"
    case .mapping: "{…}"
    }
  }

  /// The value at which the walk that counts values passes the bound, if it does; it stops there,
  /// so it costs at most the bound whatever the aliases stand for.
  private static func firstValueBeyondTheBound(in root: Node) -> Node? {
    var pending = [root]
    var count = 0
    while let node = pending.popLast() {
      count += 1
      if count > maximumValueCount { return node }
      switch node.content {
      case .scalar: break
      case .sequence(let sequence): pending += sequence
      case .mapping(let mapping):
        for (key, value) in mapping { pending += [key, value] }
      }
    }
    return nil
  }
}
