/// Expressions and comments for `AdversarialSwiftGenerator`: literals of every quoting form with
/// interpolations that nest code, regex literals beside divisions, keywords as members and labels.
extension AdversarialSwiftGenerator {
  mutating func expression() -> String {
    depth += 1
    defer { depth -= 1 }
    switch below(depth > 4 ? 4 : 12) {
    case 5 where singleLineInterpolations > 0, 7 where singleLineInterpolations > 0:
      return "(\(pick(["x", "1 / 2", "Keyword.class"])))"
    case 0: return pick(["1", "2.5e-3", "0x1p-2", "x / 2", "(a) / b / c", "a[0]/2", "x.0.1", "1_000 / 3"])
    case 1: return stringLiteral()
    case 2: return regexLiteral()
    case 3:
      return pick(["Keyword.class", "x.struct", "f(class: 1, struct: 2)", "\\Foo.extension", ".enum", "actor.run()"])
    case 4: return rawStringLiteral()
    case 5: return multiLineStringLiteral()
    case 6: return "[\(expression()), \(expression())]"
    case 7: return "{ () -> Int in\n\(statement())\nreturn 1 / 2\n}()"
    case 8: return "(\(expression())) / (\(expression()))"
    case 9: return "flag ? \(expression()) : \(expression())"
    case 10: return "f(\(expression()), label: \(regexLiteral()))"
    default: return "\(expression()) + \(stringLiteral())"
    }
  }

  private mutating func regexLiteral() -> String {
    if singleLineInterpolations == 0, chance(10) { return "#/\n  (?<x>\\d+) // not a comment \"\n/#" }
    return pick([
      "/[a-z]+/", "#/a/b\"/#", "/\\//", "try? /a b/.wholeMatch(in: s)", "##/a/#b/##", "/(a|b)[)]\"/",
      "x.matches(of: /\\d+\"?/)", "#/ spaced /#",
    ])
  }

  private mutating func stringLiteral() -> String {
    let pieces = repeated(1...4) { generator -> String in
      if generator.depth < 4, generator.chance(30) { return "\\(\(generator.interpolatedExpression()))" }
      return generator.pick([
        "text", "// not a comment", "/* nor this */", "\\\"quoted\\\"", "\\\\", "\\u{1F600}", "\\t", "#", "'", "é名🙂",
        "weaver: a <- B", "*/", "\\(x /* comment in code */)",
      ])
    }
    return "\"" + pieces.joined(separator: " ") + "\""
  }

  private mutating func rawStringLiteral() -> String {
    let pounds = String(repeating: "#", count: 1 + below(2))
    let pieces = repeated(1...4) { generator -> String in
      if generator.depth < 4, generator.chance(30) {
        return "\\\(pounds)(\(generator.interpolatedExpression()))"
      }
      return generator.pick([
        "raw", "\"quoted\"", "\\(not interpolated)", "\\", "\\n", "// text", pounds == "##" ? "\"# x" : "x",
      ])
    }
    return pounds + "\"" + pieces.joined(separator: " ") + "\"" + pounds
  }

  private mutating func multiLineStringLiteral() -> String {
    let raw = chance(30)
    let lines = repeated(1...4) { generator -> String in
      if !raw, generator.depth < 4, generator.chance(30) { return "value: \\(\(generator.expression()))" }
      return generator.pick(["text", "\"\" two quotes", "// not a comment", "/* nor this", "  indented", "#"])
        + (raw ? " \"\"\" inside" : " \\\"\"\" escaped")
    }
    let delimiter = raw ? "#" : ""
    return "\(delimiter)\"\"\"\n\(lines.joined(separator: "\n"))\n\"\"\"\(delimiter)"
  }

  /// An expression inside the interpolation of a single-line string.
  private mutating func interpolatedExpression() -> String {
    singleLineInterpolations += 1
    defer { singleLineInterpolations -= 1 }
    return expression()
  }

  mutating func comment() -> String {
    pick([
      "// plain", "// weaver: name = Type <- Protocol", "//weaver: self.isIsolated = true", "/// documentation",
      "//// four slashes", "// \"unclosed string", "// /* unclosed", "// */ stray", "/* block /* nested */ still */",
      "/** documentation block */", "/**/", "/***/", "/* \"quote\" // */", "\t// tabbed", "// é名🙂",
    ])
  }
}
