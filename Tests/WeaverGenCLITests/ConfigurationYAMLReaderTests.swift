import Testing

@testable import weaver_gen

/// The configuration's YAML reader (ConfigurationYAML): each form a `.weaver.yaml` or `.weaver.json`
/// holds reads to its tree, at its places, and each form it refuses is an error at its line and
/// column that says what to write instead.
@Suite struct ConfigurationYAMLReaderTests {
  /// The tree in flow notation, each value followed by `@line:column`: plain scalars bare, quoted
  /// ones in their quotes (unescaped).
  private static func render(_ node: ConfigurationYAML.Node) -> String {
    let place = "@\(node.line):\(node.column)"
    switch node.content {
    case .scalar(let scalar):
      switch scalar.style {
      case .plain: return scalar.string + place
      case .singleQuoted: return "'\(scalar.string)'" + place
      case .doubleQuoted: return "\"\(scalar.string)\"" + place
      }
    case .sequence(let items):
      return "[" + items.map(render).joined(separator: ", ") + "]" + place
    case .mapping(let pairs):
      return "{" + pairs.map { render($0.key) + ": " + render($0.value) }.joined(separator: ", ") + "}" + place
    }
  }

  private func tree(_ text: String) -> String {
    do {
      return try ConfigurationYAML.compose(text).map(Self.render) ?? "nil"
    } catch {
      return "\(error.line):\(error.column): \(error.message)"
    }
  }

  /// The failure as `line:column: message`, without the prefix every reader failure has.
  private func failure(_ text: String) -> String {
    do {
      let node = try ConfigurationYAML.compose(text)
      return "no failure: " + (node.map(Self.render) ?? "nil")
    } catch {
      let prefix = "configuration is not valid YAML: "
      let message = error.message.hasPrefix(prefix) ? String(error.message.dropFirst(prefix.count)) : error.message
      return "\(error.line):\(error.column): \(message)"
    }
  }

  /// Each text's failure, `line:column: message`.
  private func expectFailures(_ cases: [(String, String)], sourceLocation: SourceLocation = #_sourceLocation) {
    for (text, expected) in cases {
      #expect(failure(text) == expected, "\(text.debugDescription)", sourceLocation: sourceLocation)
    }
  }

  private static let unsupported = "weaver-gen's configuration reader does not take "

  // MARK: What it reads

  @Test func blockMappingsAndSequencesNestByIndentation() {
    let text = """
      # weaver-gen
      ---
      project: Main   # a comment
      modules:
        App: App
        'Pro file': "Features/Profile"
      input_path:
      - Sources
      - "Tests"
      ignored_path:
        - Vendor

        - Pods
      quiet:
      ...
      # done

      """
    #expect(
      tree(text)
        == "{project@3:1: Main@3:10, modules@4:1: {App@5:3: App@5:8, 'Pro file'@6:3: \"Features/Profile\"@6:15}@5:3, "
        + "input_path@7:1: [Sources@8:3, \"Tests\"@9:3]@8:1, ignored_path@10:1: [Vendor@11:5, Pods@13:5]@11:3, "
        + "quiet@14:1: @14:7}@3:1")
  }

  @Test func aKeyWithoutAValueIsAnEmptyPlainScalarAfterItsColon() throws {
    let node = try #require(try ConfigurationYAML.compose("quiet:\nproject:   # none\n"))
    let pairs = try #require(node.mapping)
    #expect(pairs.map { "\($0.value.scalar?.string ?? "?")@\($0.value.line):\($0.value.column)" } == ["@1:7", "@2:9"])
    #expect(pairs.allSatisfy { $0.value.scalar?.style == .plain })
  }

  @Test func flowCollectionsNestSpanLinesAndTakeATrailingComma() {
    #expect(
      tree("modules: {App: App, Profile: [Features/Profile, \"Shared\"],}\nlist: [a, b c, [], {},]\n")
        == "{modules@1:1: {App@1:11: App@1:16, Profile@1:21: [Features/Profile@1:31, \"Shared\"@1:49]@1:30}@1:10, "
        + "list@2:1: [a@2:8, b c@2:11, []@2:16, {}@2:20]@2:7}@1:1")
    #expect(
      tree("paths: [\n  a,   # first\n  b\n]\nempty: {a: , b:}\n")
        == "{paths@1:1: [a@2:3, b@3:3]@1:8, empty@5:1: {a@5:9: @5:11, b@5:14: @5:16}@5:8}@1:1")
  }

  /// A Weaver 1.x `.weaver.json`, indented with tabs as JSON often is.
  @Test func weaversJSONFileReadsAsYAML() {
    let json = """
      {
      \t"input_paths": ["Sources"],
      \t"main_output_path": "Sources/Generated",
      \t"recursive": true,
      \t"project_name": "App",
      \t"platform": "ios"
      }

      """
    #expect(
      tree(json)
        == "{\"input_paths\"@2:2: [\"Sources\"@2:18]@2:17, \"main_output_path\"@3:2: \"Sources/Generated\"@3:22, "
        + "\"recursive\"@4:2: true@4:15, \"project_name\"@5:2: \"App\"@5:18, \"platform\"@6:2: \"ios\"@6:14}@1:1")
    #expect(
      tree(#"{"a":1,"b":[true,{"c":"d"}]}"#)
        == #"{"a"@1:2: 1@1:6, "b"@1:8: [true@1:13, {"c"@1:19: "d"@1:23}@1:18]@1:12}@1:1"#)
  }

  @Test func plainScalarsEndAtACommentAColonAndSpaceOrAFlowIndicator() {
    #expect(
      tree("a: b#c d # comment\nurl: http://x.y/z:1\nk : v\n")
        == "{a@1:1: b#c d@1:4, url@2:1: http://x.y/z:1@2:6, k@3:1: v@3:5}@1:1")
    #expect(tree("[a b, c:d, e#f]  # comment\n") == "[a b@1:2, c:d@1:7, e#f@1:12]@1:1")
    #expect(tree("-x: ?y\n") == "{-x@1:1: ?y@1:5}@1:1")
  }

  @Test func quotedScalarsTakeTheirEscapes() throws {
    #expect(tree("a: 'it''s # not a comment'\n") == "{a@1:1: 'it's # not a comment'@1:4}@1:1")
    let escaped = #"a: "\\ \" \/ \n \t \r \0 \b \f \u00e9 \U0001F600 \x41 \uD83D\uDE00 \e \N""#
    let node = try #require(try ConfigurationYAML.compose(escaped))
    #expect(
      node.mapping?.first?.value.scalar?.string
        == "\\ \" / \n \t \r \u{0} \u{8} \u{C} é 😀 A 😀 \u{1B} \u{85}")
    #expect(tree("a: \"\"\nb: ''\n") == "{a@1:1: \"\"@1:4, b@2:1: ''@2:4}@1:1")
  }

  /// An alias is its anchor's value at the alias's place; the values inside keep theirs.
  @Test func anAliasIsItsAnchorsValue() {
    #expect(
      tree("base: &b [x, y]\nother: *b\nsame: &s z\nkeys: {*s : 1}\n")
        == "{base@1:1: [x@1:11, y@1:14]@1:10, other@2:1: [x@1:11, y@1:14]@2:8, same@3:1: z@3:10, "
        + "keys@4:1: {z@4:8: 1@4:13}@4:7}@1:1")
    #expect(
      tree("a: &x 1\nb: &x 2\nc: *x\nd: &m\n  k: v\ne: *m\n")
        == "{a@1:1: 1@1:7, b@2:1: 2@2:7, c@3:1: 2@3:4, d@4:1: {k@5:3: v@5:6}@5:3, e@6:1: {k@5:3: v@5:6}@6:4}@1:1")
  }

  @Test func repeatedKeysAreKeptInOrder() {
    #expect(tree("a: 1\nb: 2\na: 3\n") == "{a@1:1: 1@1:4, b@2:1: 2@2:4, a@3:1: 3@3:4}@1:1")
  }

  @Test func sequenceItemsAreScalarsOrFlowCollections() {
    #expect(
      tree("- a\n- [b, c]\n- {d: e}\n- 'f'\n-\n- &x g\n")
        == "[a@1:3, [b@2:4, c@2:7]@2:3, {d@3:4: e@3:7}@3:3, 'f'@4:3, @5:2, g@6:6]@1:1")
  }

  @Test func aDocumentWithoutAValueIsNil() {
    for text in ["", "\n", "# only a comment\n\n", "---\n", "--- # start\n...\n", "...\n", "\u{FEFF}"] {
      #expect(tree(text) == "nil", "\(text.debugDescription)")
    }
    #expect(tree("--- [a]\n") == "[a@1:6]@1:5")
    #expect(tree("plain text\n") == "plain text@1:1")
  }

  @Test func aBOMIsSkippedAndCRLFReadsAsLF() {
    let lf = "a: 1\nb:\n  - x\n  - \"y\"\n"
    let expected = "{a@1:1: 1@1:4, b@2:1: [x@3:5, \"y\"@4:5]@3:3}@1:1"
    #expect(tree(lf) == expected)
    #expect(tree(lf.replacingOccurrences(of: "\n", with: "\r\n")) == expected)
    #expect(tree(lf.replacingOccurrences(of: "\n", with: "\r")) == expected)
    #expect(tree("\u{FEFF}" + lf) == expected)
    #expect(
      failure("a: 1\r\nb: \"x\r\n") == "2:4: a quoted value must end on the line it starts on; close it with '\"'")
  }

  @Test func columnsCountCharacters() {
    #expect(tree("é: [ñ, \"ü\"]\n") == "{é@1:1: [ñ@1:5, \"ü\"@1:8]@1:4}@1:1")
    #expect(failure("clé: \"abc\n") == "1:6: a quoted value must end on the line it starts on; close it with '\"'")
  }

  /// Only a plain scalar is a boolean, with the words the YAML library before this one took.
  @Test func booleansArePlainWordsInAnyCase() throws {
    let node = try #require(
      try ConfigurationYAML.compose(
        "[true, True, YES, on, false, No, OFF, 'true', \"no\", maybe, 1, y, '']"))
    let values = try #require(node.sequence).map(\.bool)
    #expect(values == [true, true, true, true, false, false, false, nil, nil, nil, nil, nil, nil])
  }

  @Test func spellingQuotesAKeyShort() throws {
    let node = try #require(try ConfigurationYAML.compose("a: 1\n[x]: 2\n{y: z}: 3\n'q': 4\n"))
    let keys = try #require(node.mapping).map { ConfigurationYAML.spelling(of: $0.key) }
    #expect(keys == ["a", "[…]", "{…}", "q"])
  }

  // MARK: What it refuses

  @Test func controlCharactersAndTabIndentationAreRefused() {
    #expect(failure("a: b\nquiet: tr\u{01}ue\n") == "2:10: control characters are not allowed")
    #expect(failure("a: \"x\u{7F}\"\n") == "1:6: control characters are not allowed")
    #expect(failure("a: é\u{85}\n") == "1:5: control characters are not allowed")
    #expect(failure("a: \"\u{0}\"\n") == "1:5: control characters are not allowed")
    #expect(failure("a:\n\tb: c\n") == "2:1: tabs are not allowed in indentation; indent with spaces")
    #expect(failure("a:\n  \tb: c\n") == "2:3: tabs are not allowed in indentation; indent with spaces")
    #expect(tree("a:\tb\t# c\n\t\n  \t# c\n") == "{a@1:1: b@1:4}@1:1")
  }

  @Test func unterminatedQuotesAndCollectionsAreRefusedWhereTheyOpen() {
    #expect(failure("a: 'abc\n") == "1:4: a quoted value must end on the line it starts on; close it with '''")
    #expect(
      failure("a: \"abc\\\n  def\"\n") == "1:4: a quoted value must end on the line it starts on; close it with '\"'")
    #expect(failure("a: [x, y\n") == "1:4: '[' is not closed; end the sequence with ']'")
    #expect(failure("{a: [b]\n") == "1:1: '{' is not closed; end the mapping with '}'")
    #expect(failure("[a,\n---\n]\n") == "1:1: '[' is not closed; end the sequence with ']'")
    #expect(
      failure("a: [x,\ny: z\n")
        == "1:4: '[' is not closed before line 2, which is not indented more than its key; close it with ']', or indent the lines inside it"
    )
    #expect(tree("a: [x,\n  y\n]\n") == "{a@1:1: [x@1:5, y@2:3]@1:4}@1:1")
    #expect(failure("[a}\n") == "1:3: '}' does not close the '[' at 1:1; end the sequence with ']'")
    #expect(failure("{a: b]\n") == "1:6: ']' does not close the '{' at 1:1; end the mapping with '}'")
  }

  @Test func yamlThatConfigurationsDoNotNeedIsRefusedSayingWhatToWrite() {
    let unsupported = Self.unsupported
    let cases: [(String, String)] = [
      (
        "a: |\n  x\n",
        "1:4: \(unsupported)block scalars ('|', '>'); write the value on one line, in quotes if it needs them"
      ),
      (
        "a: >-\n  x\n",
        "1:4: \(unsupported)block scalars ('|', '>'); write the value on one line, in quotes if it needs them"
      ),
      (
        "a: !!str 1\n",
        "1:4: \(unsupported)tags ('!', '!!str'); remove the tag, and quote the value to keep it a string"
      ),
      ("[!x a]\n", "1:2: \(unsupported)tags ('!', '!!str'); remove the tag, and quote the value to keep it a string"),
      ("%YAML 1.2\n---\na: b\n", "1:1: \(unsupported)directives ('%YAML', '%TAG'); remove the line"),
      ("? a\n: b\n", "1:1: \(unsupported)explicit keys ('? '); write 'key: value' on one line"),
      ("{? a : b}\n", "1:2: \(unsupported)explicit keys ('? '); write 'key: value' on one line"),
      ("a: b\n---\nc: d\n", "2:1: \(unsupported)a second document; keep one document in the file"),
      ("a: b\n...\nc: d\n", "3:1: \(unsupported)a second document; keep one document in the file"),
      ("---\n---\n", "2:1: \(unsupported)a second document; keep one document in the file"),
      (
        "a: b\n  c\n", "2:3: \(unsupported)a plain value continued on the next line; write it on one line, or in quotes"
      ),
      (
        "- b\n\n  - c\n",
        "3:3: \(unsupported)a plain value continued on the next line; write it on one line, or in quotes"
      ),
      ("[a\n b]\n", "2:2: \(unsupported)a plain value continued on the next line; write it on one line, or in quotes"),
      (
        "a:\n  b\n  c\n",
        "3:3: \(unsupported)a plain value continued on the next line; write it on one line, or in quotes"
      ),
      ("- a: b\n", "1:4: \(unsupported)a mapping as a block sequence item; write it as a flow mapping ('- {a: b}')"),
      ("- - a\n", "1:3: \(unsupported)a sequence as a block sequence item; write it as a flow sequence ('- [a, b]')"),
      (
        "-\n  a: b\n",
        "2:3: \(unsupported)a value on the lines after its '-'; write the item on the '-' line, a list or mapping as a flow collection ('- [a, b]', '- {a: b}')"
      ),
      ("[a: b]\n", "1:3: \(unsupported)'key: value' inside a flow sequence; write it as a flow mapping ('[{a: b}]')"),
      (
        "[\"a\":b]\n", "1:5: \(unsupported)'key: value' inside a flow sequence; write it as a flow mapping ('[{a: b}]')"
      ),
      (
        "&a\nb: c\n",
        "1:1: \(unsupported)an anchor on a line of its own here; put it before the value on its key's line ('key: &name value')"
      ),
    ]
    expectFailures(cases)
  }

  @Test func structuralMistakesAreRefusedAtTheirPlace() {
    let cases: [(String, String)] = [
      ("a:\n    b: 1\n  c: 2\n", "3:3: wrong indentation; indent this line like the other keys or items of its block"),
      ("  a: 1\nb: 2\n", "2:1: wrong indentation; indent this line like the other keys or items of its block"),
      ("a: [x]\n  b\n", "2:3: wrong indentation; indent this line like the other keys or items of its block"),
      ("- [a]\n  - b\n", "2:3: wrong indentation; indent this line like the other keys or items of its block"),
      ("a: 1\nb\n", "2:1: a key needs ':' after it ('key: value')"),
      ("a: 1\n\"b\" # c\n", "2:1: a key needs ':' after it ('key: value')"),
      (
        "key: value: more\n",
        "1:11: a value on a key's line cannot hold ': '; quote the value, or put the mapping on the lines below the key, indented"
      ),
      (
        "a: \"x\": y\n",
        "1:7: a value on a key's line cannot hold ': '; quote the value, or put the mapping on the lines below the key, indented"
      ),
      ("--- a: b\n", "1:6: a mapping cannot start on the '---' line; start it on the next line"),
      (
        "a: - b\n",
        "1:4: a block sequence cannot start on its key's line; put its '- ' items on the lines below, or write [a, b]"
      ),
      ("a: 1\n- b\n", "2:1: a '- ' item cannot sit among a mapping's keys; put it under a key"),
      ("- a\nb: c\n", "2:1: expected '- ' to start the next item of the sequence"),
      ("\"a\":1\n", "1:4: ':' after a key needs a space after it ('key: value')"),
      (": a\n", "1:1: ':' needs a key before it ('key: value')"),
      ("[a,\n b]: c\n", "1:1: a key must be on one line"),
      ("a: \"x\" y\n", "1:8: unexpected text after the value; quote the whole value, or start a comment with ' #'"),
      ("a: [x]# c\n", "1:7: unexpected text after the value; quote the whole value, or start a comment with ' #'"),
      ("[a] b\n", "1:5: unexpected text after the value; quote the whole value, or start a comment with ' #'"),
      ("... x\n", "1:5: unexpected text after the value; quote the whole value, or start a comment with ' #'"),
      ("a: @x\n", "1:4: a plain value cannot start with '@'; quote the value"),
      ("a: %x\n", "1:4: a plain value cannot start with '%'; quote the value"),
      ("a: `x`\n", "1:4: a plain value cannot start with '`'; quote the value"),
      ("a: ]\n", "1:4: a plain value cannot start with ']'; quote the value"),
      ("[#a]\n", "1:2: a plain value cannot start with '#'; quote the value"),
      ("[- a]\n", "1:2: '- ' cannot start a value in a flow collection; quote the value"),
      ("[a, , b]\n", "1:5: a ',' must follow an entry; remove the extra ','"),
      ("[,]\n", "1:2: a ',' must follow an entry; remove the extra ','"),
      ("{a, b}\n", "1:3: a key in a flow mapping needs ':' and a value ('{key: value}')"),
      ("{a:1}\n", "1:5: a key in a flow mapping needs ':' and a value ('{key: value}')"),
      ("[\"a\" b]\n", "1:6: expected ',' or ']' after an entry"),
      ("[a \"b\"]\n", "no failure: [a \"b\"@1:2]@1:1"),
      ("{a: b c: d}\n", "1:8: expected ',' or '}' after an entry"),
    ]
    expectFailures(cases)
  }

  @Test func badAnchorsAliasesAndEscapesAreRefusedAtTheirPlace() {
    let cases: [(String, String)] = [
      ("a: *nope\n", "1:4: alias '*nope' names no anchor before it; put '&nope' on the value it stands for, above it"),
      ("a: [*b, &b x]\n", "1:5: alias '*b' names no anchor before it; put '&b' on the value it stands for, above it"),
      ("a: &a [x, *a]\n", "1:11: alias '*a' is inside the value its anchor names"),
      ("a: &a\n  b: *a\n", "2:6: alias '*a' is inside the value its anchor names"),
      ("a: &a *b\n", "1:4: an alias cannot have an anchor; remove the '&name'"),
      ("a: &a &b x\n", "1:7: a value takes one anchor; remove the other '&name'"),
      ("a: & x\n", "1:4: '&' needs a name of letters, digits, '-' and '_', then a space"),
      ("a: &a.b x\n", "1:4: '&' needs a name of letters, digits, '-' and '_', then a space"),
      ("a: *\n", "1:4: '*' needs the name of an anchor, of letters, digits, '-' and '_'"),
      ("[&a ]\n", "1:2: an anchor needs a value after it"),
      ("a: \"\\q\"\n", "1:5: unknown escape '\\q' in a double-quoted value; write '\\\\' for a backslash"),
      ("a: \"\\é\"\n", "1:5: unknown escape '\\é' in a double-quoted value; write '\\\\' for a backslash"),
      ("a: \"\\x4\"\n", "1:5: '\\x' takes 2 hexadecimal digits"),
      ("a: \"\\u12G4\"\n", "1:5: '\\u' takes 4 hexadecimal digits"),
      ("a: \"\\uD800\"\n", "1:5: '\\uD800' is not a Unicode character"),
      ("a: \"\\uDC00\\uD800\"\n", "1:5: '\\uDC00' is not a Unicode character"),
      ("a: \"\\U00110000\"\n", "1:5: '\\U00110000' is not a Unicode character"),
    ]
    expectFailures(cases)
  }

  // MARK: Bounds

  /// 100,000 brackets stop at the 1,001st, with neither recursion nor a crash; 1,000 read.
  @Test func deepNestingIsBoundedWithoutRecursion() throws {
    let tooDeep = "1:1001: \(Self.unsupported)values nested more than 1000 levels deep; flatten the configuration"
    #expect(failure(String(repeating: "[", count: 100_000)) == tooDeep)
    #expect(
      failure(String(repeating: "{a: ", count: 100_000)) == tooDeep.replacingOccurrences(of: "1:1001", with: "1:4001"))
    var node = try #require(
      try ConfigurationYAML.compose(String(repeating: "[", count: 1_000) + String(repeating: "]", count: 1_000)))
    var depth = 1
    while let inner = node.sequence?.first {
      node = inner
      depth += 1
    }
    #expect(depth == 1_000)
  }

  /// Block mappings nest by recursion, bounded the same way: 1,001 levels of keys stop at the last.
  @Test func deepBlockNestingIsBounded() {
    let lines = (0...1_000).map { String(repeating: " ", count: $0) + "k:" }
    #expect(
      failure(lines.joined(separator: "\n"))
        == "1001:1001: \(Self.unsupported)values nested more than 1000 levels deep; flatten the configuration")
    #expect(failure(lines.dropLast().joined(separator: "\n")).hasPrefix("no failure"))
  }

  /// An alias can deepen a value without brackets of its own; the depth counts through it.
  @Test func deepNestingThroughAliasesIsBounded() {
    let deep = "a: &a " + String(repeating: "[", count: 998) + "x" + String(repeating: "]", count: 998) + "\n"
    #expect(failure(deep + "b: [*a]\n").hasPrefix("no failure"))
    #expect(
      failure(deep + "b: [[[*a]]]\n")
        == "2:4: \(Self.unsupported)values nested more than 1000 levels deep; flatten the configuration")
  }

  /// The expansion bound at the value where the count passes it: values are counted from the end
  /// of a sequence, the root first.
  @Test func aMegabyteFlowSequencePassesTheValueBound() {
    let count = 524_288
    let text = "[" + String(repeating: "x,", count: count) + "]"
    let column = 2 + 2 * (count - ConfigurationYAML.maximumValueCount)
    #expect(
      failure(text)
        == "1:\(column): configuration holds more than 100000 values once its aliases are expanded; write the values out instead of repeating aliases of aliases"
    )
  }

  @Test func largeFilesWithinTheBoundRead() throws {
    let long = String(repeating: "y", count: 20)
    let flow = try #require(
      try ConfigurationYAML.compose("[" + Array(repeating: long, count: 50_000).joined(separator: ", ") + "]"))
    #expect(flow.sequence?.count == 50_000)
    #expect(flow.sequence?.last.map { "\($0.line):\($0.column)" } == "1:\(2 + 22 * 49_999)")

    let block = try #require(
      try ConfigurationYAML.compose("input_path:\n" + String(repeating: "- Sources/x\n", count: 99_000)))
    let items = try #require(block.mapping?.first?.value.sequence)
    #expect(items.count == 99_000)
    #expect(items.last.map { "\($0.line):\($0.column)" } == "99001:3")

    let line = String(repeating: "é", count: 500_000)
    #expect(
      failure("a: \(line) b: c\n")
        == "1:500006: a value on a key's line cannot hold ': '; quote the value, or put the mapping on the lines below the key, indented"
    )
  }
}
