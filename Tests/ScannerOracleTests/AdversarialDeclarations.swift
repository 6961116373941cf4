/// Declarations for `AdversarialSwiftGenerator`: types nested in types and in code, extensions,
/// functions, with attributes, modifiers, generics, inheritance and awkward names.
extension AdversarialSwiftGenerator {
  mutating func typeName() -> String {
    pick(["Foo", "Bar", "Café", "名前", "`class`", "`my type`", "Ünïcödé", "_Private", "Value2", "open", "final"])
  }

  mutating func variableName() -> String {
    pick(["x", "actor", "`struct`", "é", "value", "package", "open", "Ω"])
  }

  mutating func typeDeclaration() -> String {
    let kind = pick(["class", "struct", "enum", "actor", "protocol", "distributed actor"])
    var header = attributes() + pick(["", "", "public ", "private ", "fileprivate ", "package ", "open "])
    if chance(15) { header += "nonisolated " }
    if kind == "class", chance(30) { header += "final " }
    let name = kind == "class" ? pick(["Foo", "Café", "`class`", "Base2", "final", "open"]) : typeName()
    header += "\(kind) \(name)"
    if kind == "protocol", chance(20) { header += "<Element>" }
    if kind != "protocol", chance(30) {
      header += pick(["<T>", "<T: Equatable, each U>", "<Element: Collection<Array<Int>>>", "<let N: Int>"])
    }
    if kind == "protocol", chance(50) {
      header += pick([": class", ": AnyObject, Sendable", ": P, class"])
    } else if chance(50) {
      header += ": " + pick(["P", "Q, R", "@unchecked Sendable", "Base<[Int: String]>, ~Copyable"])
    }
    if header.contains("<T"), chance(50) { header += " where T: Hashable" }
    let members = repeated(1...3) { $0.member(of: kind) }
    return "\(header) \(pick(["{", "/* brace */ {", "\n{"]))\n\(members.joined(separator: "\n"))\n}"
  }

  mutating func extensionDeclaration() -> String {
    let type = pick(["Foo", "Foo.Bar", "Array<Int>", "[String]", "Dictionary<String,\n  Int>", "Café"])
    let clause = pick(["", ": P", " where Element: Equatable", ": Q /* c */ where Key == String"])
    let members = repeated(1...3) { $0.member(of: "extension") }
    return "\(pick(["", "public "]))extension \(type)\(clause) {\n\(members.joined(separator: "\n"))\n}"
  }

  private mutating func attributes() -> String {
    pick([
      "", "", "@MainActor ", "@available(*, deprecated, message: \"class X { // no\") ", "@objc(Y) ",
      "@propertyWrapper\n", "@available(macOS 10.15, *)\n@frozen ", "@MainActor @preconcurrency ", "@Foo.Bar ",
      "#if os(iOS)\n@MainActor\n#endif\n", "@Wrapper<Int>(x: \"\\(a, b)\") ", "@globalActor\n",
    ])
  }

  mutating func member(of kind: String) -> String {
    if kind == "protocol" {
      if chance(30) { return initializer(in: kind) }
      return pick(["var x: Int { get }", "func f(class c: Int) -> Int", "associatedtype Element", comment()])
    }
    depth += 1
    defer { depth -= 1 }
    switch below(depth > 2 ? 6 : 9) {
    case 0: return "let \(variableName()) = \(expression())"
    case 1: return function()
    case 2: return comment()
    case 3:
      if kind == "enum" { return "case a, `class`, actor\n  indirect case b(Int)" }
      return pick([
        "var v: Int { get { 1 } set { } }",
        "var w: Int {\n  @storageRestrictions(initializes: u)\n  init(initialValue) { u = initialValue }\n  get { u }\n}",
      ])
    case 4:
      return kind == "class"
        ? "class func make() -> Int { 1 }\nclass var shared: Int { 2 }" : "nonisolated(unsafe) var u = 0"
    case 5: return initializer(in: kind)
    case 6, 7: return typeDeclaration()
    default: return conditionalBlock { $0.member(of: kind) }
    }
  }

  mutating func function() -> String {
    let name = pick(["f", "g", "`init`", "make", "é"])
    let parameters = pick(["", "class c: Int", "_ a: Int, struct s: String", "x: Int = 1 / 2"])
    depth += 1
    defer { depth -= 1 }
    let body = repeated(1...3) { $0.statement() }.joined(separator: "\n")
    return "\(pick(["", "static ", "nonisolated ", "@discardableResult "]))func \(name)(\(parameters)) {\n\(body)\n}"
  }

  mutating func statement() -> String {
    switch below(depth > 3 ? 3 : 8) {
    case 0: return "let \(variableName()) = \(expression())" + pick(["", "", " // trailing", " /* trailing */"])
    case 1: return comment()
    case 2: return "_ = \(expression())"
    case 3: return typeDeclaration()
    case 4: return "if \(variableName()) / 2 > 1 {\n\(statement())\n} else {\n\(statement())\n}"
    case 5: return "for i in 0..<3 { _ = i / 2\n\(statement())\n}"
    case 6: return pick(["open(file)", "_ = x.enum\nactor.run()", "let k = Foo.class; let actor = 1", "_ = a ≤ b ∘ c"])
    default: return "let closure = { (a: Int) -> Int in\n\(statement())\nreturn a / 2 }"
    }
  }
}
