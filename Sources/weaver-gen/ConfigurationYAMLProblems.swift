extension ConfigurationYAML {
  /// What the reader says about text it does not take, after "configuration is not valid YAML: ".
  /// YAML it could read but does not (the file is a configuration, not a document format) is named
  /// as such instead, without that prefix, with what to write instead, so that nobody takes the
  /// refusal for a typo of theirs.
  enum Problem {
    static let controlCharacter = "control characters are not allowed"
    static let tabIndentation = "tabs are not allowed in indentation; indent with spaces"
    static let wrongIndentation = "wrong indentation; indent this line like the other keys or items of its block"
    static let missingColon = "a key needs ':' after it ('key: value')"
    static let colonWithoutSpace = "':' after a key needs a space after it ('key: value')"
    static let colonWithoutKey = "':' needs a key before it ('key: value')"
    static let keySpansLines = "a key must be on one line"
    static let trailingText =
      "unexpected text after the value; quote the whole value, or start a comment with ' #'"
    static let valueHoldsColon =
      "a value on a key's line cannot hold ': '; quote the value, or put the mapping on the lines below the key, indented"
    static let mappingOnMarkerLine = "a mapping cannot start on the '---' line; start it on the next line"
    static let sequenceOnKeyLine =
      "a block sequence cannot start on its key's line; put its '- ' items on the lines below, or write [a, b]"
    static let itemAmongKeys = "a '- ' item cannot sit among a mapping's keys; put it under a key"
    static let expectedItem = "expected '- ' to start the next item of the sequence"
    static let extraComma = "a ',' must follow an entry; remove the extra ','"
    static let pairWithoutValue = "a key in a flow mapping needs ':' and a value ('{key: value}')"
    static let anchorName = "'&' needs a name of letters, digits, '-' and '_', then a space"
    static let aliasName = "'*' needs the name of an anchor, of letters, digits, '-' and '_'"
    static let anchorWithoutValue = "an anchor needs a value after it"
    static let aliasWithAnchor = "an alias cannot have an anchor; remove the '&name'"
    static let secondAnchor = "a value takes one anchor; remove the other '&name'"
    static let dashInFlow = "'- ' cannot start a value in a flow collection; quote the value"

    static let blockScalars = unsupported(
      "block scalars ('|', '>')", "write the value on one line, in quotes if it needs them")
    static let tags = unsupported("tags ('!', '!!str')", "remove the tag, and quote the value to keep it a string")
    static let directives = unsupported("directives ('%YAML', '%TAG')", "remove the line")
    static let explicitKeys = unsupported("explicit keys ('? ')", "write 'key: value' on one line")
    static let secondDocument = unsupported("a second document", "keep one document in the file")
    static let plainContinued = unsupported(
      "a plain value continued on the next line", "write it on one line, or in quotes")
    static let blockCollectionInItem = unsupported(
      "a value on the lines after its '-'",
      "write the item on the '-' line, a list or mapping as a flow collection ('- [a, b]', '- {a: b}')")
    static let mappingInItem = unsupported(
      "a mapping as a block sequence item", "write it as a flow mapping ('- {a: b}')")
    static let sequenceInItem = unsupported(
      "a sequence as a block sequence item", "write it as a flow sequence ('- [a, b]')")
    static let pairInFlowSequence = unsupported(
      "'key: value' inside a flow sequence", "write it as a flow mapping ('[{a: b}]')")
    static let anchorAlone = unsupported(
      "an anchor on a line of its own here", "put it before the value on its key's line ('key: &name value')")
    static let tooDeep = unsupported(
      "values nested more than \(maximumDepth) levels deep", "flatten the configuration")

    static let unsupportedPrefix = "weaver-gen's configuration reader does not take "

    static func unsupported(_ feature: String, _ instead: String) -> String {
      unsupportedPrefix + "\(feature); \(instead)"
    }

    static func reservedStart(_ character: String) -> String {
      "a plain value cannot start with '\(character)'; quote the value"
    }

    static func quotedNotClosed(_ quote: Character) -> String {
      "a quoted value must end on the line it starts on; close it with '\(quote)'"
    }

    static func unknownEscape(_ character: String) -> String {
      "unknown escape '\\\(character)' in a double-quoted value; write '\\\\' for a backslash"
    }

    static func hexDigits(_ escape: Character, _ count: Int) -> String {
      "'\\\(escape)' takes \(count) hexadecimal digits"
    }

    static func notAScalar(_ escape: String) -> String { "'\(escape)' is not a Unicode character" }

    static func undefinedAlias(_ name: String) -> String {
      "alias '*\(name)' names no anchor before it; put '&\(name)' on the value it stands for, above it"
    }

    static func aliasInsideItsValue(_ name: String) -> String {
      "alias '*\(name)' is inside the value its anchor names"
    }

    static func notClosed(_ open: Character) -> String {
      open == "[" ? "'[' is not closed; end the sequence with ']'" : "'{' is not closed; end the mapping with '}'"
    }

    static func notClosed(_ open: Character, beforeLine line: Int) -> String {
      "'\(open)' is not closed before line \(line), which is not indented more than its key; "
        + "close it with '\(open == "[" ? "]" : "}")', or indent the lines inside it"
    }

    static func mismatched(_ close: Character, open: Character, at line: Int, _ column: Int) -> String {
      "'\(close)' does not close the '\(open)' at \(line):\(column); "
        + (open == "[" ? "end the sequence with ']'" : "end the mapping with '}'")
    }

    static func expectedSeparator(_ close: Character) -> String { "expected ',' or '\(close)' after an entry" }
  }
}
