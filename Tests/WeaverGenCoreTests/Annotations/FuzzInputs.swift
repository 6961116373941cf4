/// Random strings for the fuzz tests: soups of grammar tokens, mutations of valid text, random
/// Unicode and random bytes. Mutations work on Unicode scalars, so every result is a valid
/// Swift string, as every comment the scanner hands over is.
struct FuzzInputs {
  var random: SeededRandomNumberGenerator

  /// Tokens of both grammars, fragments that start constructs, and characters they must reject.
  static let tokens = [
    "Foo", "Bar", "Int", "Optional", "Swift", "a", "movieManager", "`x`", "`", "``", "_", "é", "🐶", "Straße",
    "<", ">", ">>", "(", ")", "[", "]", ":", ",", ".", "...", "?", "!", "&", "@", "->", "<-", "<=", "=", "==",
    "any", "some", "inout", "sending", "async", "throws", "Type", "Protocol", "self", "import", "weaver", "//",
    "scope", "builder", "isIsolated", "objc", ".lazy", ".graph", ".weak", "true", "false", "@escaping",
    "@convention(c)", "\"", "\\", "\\(", "#\"", "\"#", "{", "}", "#", ";", " ", "  ", "\t", "\r", "\n", "\u{0}",
    "\u{301}", "\u{200D}", "\u{FEFF}",
  ]

  /// Valid annotations to mutate.
  static let annotations = [
    "// weaver: movieManager = MovieManager <- MovieManaging",
    "// weaver: urlSession <- URLSession",
    "// weaver: movieID <= UInt",
    "// weaver: movieManager.scope = .transient",
    "// weaver: self.isIsolated = true",
    "// weaver: session.builder = make(\"a\\(b(\"c\"))\", #\"x\"#)",
    "// weaver: import Foundation",
    "// weaver: cache = Cache<String, [Movie]> <- (any Caching & Sendable)?",
    "// weaver: onSelect <- @Sendable (_ movie: Movie) async throws(MovieError) -> Void",
  ]

  mutating func tokenSoup() -> String {
    (0..<Int.random(in: 0...24, using: &random)).map { _ in random.pick(Self.tokens) }.joined()
  }

  /// `text` with one to four random edits.
  mutating func mutation(of text: String) -> String {
    var scalars = Array(text.unicodeScalars)
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      mutate(&scalars)
    }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars)
    return String(result)
  }

  private mutating func mutate(_ scalars: inout [Unicode.Scalar]) {
    let index = Int.random(in: 0...scalars.count, using: &random)
    switch Int.random(in: 0..<6, using: &random) {
    case 0 where index < scalars.count:
      scalars.removeSubrange(index..<min(scalars.count, index + Int.random(in: 1...5, using: &random)))
    case 1:
      scalars.insert(contentsOf: random.pick(Self.tokens).unicodeScalars, at: index)
    case 2 where index < scalars.count:
      scalars[index] = randomScalar()
    case 3 where index < scalars.count:
      let end = min(scalars.count, index + Int.random(in: 1...8, using: &random))
      scalars.insert(contentsOf: scalars[index..<end], at: end)
    case 4 where scalars.count > 1:
      scalars.swapAt(index % scalars.count, Int.random(in: 0..<scalars.count, using: &random))
    default:
      scalars.removeSubrange(index...)
    }
  }

  mutating func randomUnicode() -> String {
    var scalars = String.UnicodeScalarView()
    for _ in 0..<Int.random(in: 0...40, using: &random) { scalars.append(randomScalar()) }
    return String(scalars)
  }

  /// Random bytes read as UTF-8 the way a file's bytes are; invalid sequences become U+FFFD.
  mutating func randomBytes() -> String {
    let bytes = (0..<Int.random(in: 0...40, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static let scalarRanges: [ClosedRange<UInt32>] = [
    0x20...0x7E, 0x20...0x7E, 0x20...0x7E, 0x00...0x1F, 0xA0...0x24F, 0x300...0x36F, 0x2000...0x206F,
    0x4E00...0x4FFF, 0x1F300...0x1F6FF, 0xFFF0...0xFFFD,
  ]

  private mutating func randomScalar() -> Unicode.Scalar {
    let value = UInt32.random(in: random.pick(Self.scalarRanges), using: &random)
    return Unicode.Scalar(value) ?? "\u{FFFD}"
  }
}
