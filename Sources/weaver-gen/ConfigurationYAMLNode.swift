extension ConfigurationYAML {
  /// A value of the configuration's document and where it starts. An alias is the value its anchor
  /// names, at the alias's own place: its collections are the anchored value's arrays, shared rather
  /// than copied, so composing stays linear in the file however often the alias is used.
  struct Node {
    enum Content {
      case scalar(Scalar)
      case sequence([Node])
      /// The pairs in the file's order, a repeated key kept where it stands: the reader of the keys
      /// decides what a repetition means.
      case mapping([(key: Node, value: Node)])
    }

    /// A scalar's text, and how it was written: only a plain scalar can be a boolean, as in YAML,
    /// so `"true"` stays the string it was quoted to be.
    struct Scalar {
      enum Style {
        case plain
        case singleQuoted
        case doubleQuoted
      }

      var string: String
      var style: Style
    }

    var content: Content
    /// Where the value starts (1-based; the column counts Characters).
    var line: Int
    var column: Int
    /// How many collections deep the value goes, itself included, counted through its aliases:
    /// bounded (`maximumDepth`) so that neither reading the tree nor releasing it, which Swift does
    /// one level of nesting per call, can run out of stack.
    var depth: Int

    init(_ content: Content, line: Int, column: Int, depth: Int = 0) {
      self.content = content
      self.line = line
      self.column = column
      self.depth = depth
    }

    var scalar: Scalar? {
      if case .scalar(let scalar) = content { scalar } else { nil }
    }

    var sequence: [Node]? {
      if case .sequence(let sequence) = content { sequence } else { nil }
    }

    var mapping: [(key: Node, value: Node)]? {
      if case .mapping(let mapping) = content { mapping } else { nil }
    }

    /// The value as a boolean: a plain `true`, `yes` or `on` in any case, or `false`, `no` or `off`
    /// (the YAML 1.1 words, which Weaver's files and the YAML library read before this one accepted).
    var bool: Bool? {
      guard let scalar, scalar.style == .plain else { return nil }
      switch scalar.string.lowercased() {
      case "true", "yes", "on": return true
      case "false", "no", "off": return false
      default: return nil
      }
    }
  }
}
