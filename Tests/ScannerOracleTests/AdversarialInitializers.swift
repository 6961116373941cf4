/// Initializers for `AdversarialSwiftGenerator`: every part of a header (attributes, modifiers,
/// `?`/`!`, generic and `where` clauses, effects), parameters whose types nest brackets and whose
/// default values hold closures, strings, interpolations, nested types and `#if`, and bodies that
/// call `self.init` or name `init` as a member.
extension AdversarialSwiftGenerator {
  /// An initializer for a body of `kind`; a protocol's has no body.
  mutating func initializer(in kind: String) -> String {
    let isGeneric = chance(25)
    var header = initializerAttributes() + pick(["", "", "public ", "nonisolated ", "private ", "package "])
    header += kind == "class" ? pick(["", "", "required ", "convenience ", "override ", "required convenience "]) : ""
    header += pick(["init", "init", "init?", "init!"])
    if isGeneric { header += pick(["<T>", "<T: Collection<Int>, each U>"]) }
    let separator = pick([", ", ",\n    ", " /* , */ , "])
    let parameters = repeated(0...4) { $0.parameter(isInProtocol: kind == "protocol") }.joined(separator: separator)
    header += chance(20) ? "(\n    \(parameters)\n  )" : "(\(parameters))"
    header += pick(["", "", " async", " throws", " async throws", " throws(MyError)", " rethrows", " throws (E)"])
    if isGeneric, chance(50) { header += " where T: Sendable" }
    guard kind != "protocol" else { return header }
    depth += 1
    defer { depth -= 1 }
    let body = repeated(0...2) { $0.initializerStatement() }.joined(separator: "\n")
    return "\(header) \(pick(["{", "\n  {"]))\n\(body)\n}"
  }

  private mutating func initializerAttributes() -> String {
    pick([
      "", "", "", "@MainActor ", "@available(*, deprecated, message: \"init(x:) {\") ", "@objc(initWithX:) ",
      "@inlinable\n", "@Foo.Bar ", "#if DEBUG\n@MainActor\n#endif\n", "@_implements(P, init(x:)) @usableFromInline ",
    ])
  }

  private mutating func parameter(isInProtocol: Bool) -> String {
    let attribute = pick(["", "", "", "", "@ViewBuilder "])
    let names = pick(["x", "_ x", "injecting dependencies", "`default`", "class c", "for value", "isolated i", "é"])
    let type = pick([
      "Int", "[String: Int]", "Dictionary<String,\n      Int>", "@escaping @Sendable (Int, String) -> Void",
      "inout Int", "Int...", "some P", "(a: Int, b: Int)", "Int? /* c, */", "Foo.Bar<(Int) -> Void>",
      "isolated MyActor",
    ])
    let hasDefault = !isInProtocol && !type.hasPrefix("inout") && !type.hasSuffix("...") && chance(40)
    return "\(attribute)\(names): \(type)" + (hasDefault ? " = \(defaultValue())" : "")
  }

  private mutating func defaultValue() -> String {
    switch below(depth > 3 ? 3 : 8) {
    case 0:
      return pick([
        "1", "[1, 2]", "(1, 2).0", "[:]", ".init()", "nil", "Foo.init(x: 1)", "Dictionary<String, Int>()",
        "[Foo<A, B>]()", "Foo<A, (B, C)>.shared", "a < b", "x.map { $0 < 1 }",
      ])
    case 1: return "\"a, b) \\(x, y) \\((1))\""
    case 2: return "f(a: 1, b: { $0 }, c: [2, 3])"
    case 3: return expression()
    case 4: return "{ struct L { init(a: Int = 1) {} }; return 1 }()"
    case 5: return "{\n#if DEBUG\nreturn \"debug)\"\n#else\nreturn \"release\"\n#endif\n}()"
    case 6: return "{ (a: Int) -> Int in\n\(statement())\nreturn a }"
    default: return "Self.make(x: .init()) { $0 }"
    }
  }

  private mutating func initializerStatement() -> String {
    switch below(5) {
    case 0: return pick(["self.init()", "self.init(x: 1)", "try self.init(y: { 1 }())", "super.init()"])
    case 1: return pick(["_ = Foo.init()", "let f = Foo.init", "let g: Foo = .init(x: 1)", "self = .init()"])
    case 2: return "let local = { () -> Int in\nstruct InClosure { init() {} }\nreturn 1 }"
    default: return statement()
    }
  }
}
