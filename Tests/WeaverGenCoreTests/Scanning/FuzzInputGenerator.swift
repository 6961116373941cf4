/// Builds the scanner's fuzz inputs from a seed: random bytes biased towards the ones the lexer
/// treats specially, valid Swift assembled from tricky fragments, and that Swift mutated (bytes
/// flipped, cut, inserted, repeated), so the scanner meets both near-valid and hostile input.
struct FuzzInputGenerator {
  /// Fragments exercising every lexer path; joined they form valid Swift.
  static let fragments: [String] = [
    "struct S<T: P, each U>: Q, R where T: Hashable {\n  var x: Int { 1 }\n}\n",
    "public final class C: Base, @unchecked Sendable {\n  // weaver: a = A <- B\n  class func f() {}\n}\n",
    "extension Outer.Inner where Element == Int {\n  actor A { nonisolated(unsafe) var y = 0 }\n}\n",
    "enum E: String { case a, `class`, actor\n  indirect case b(E) }\n",
    "protocol P: class, AnyObject { associatedtype T }\n",
    "let s = \"a \\(b + \"c \\(d /* in */)\" ) \\\" // not\" // comment\n",
    "let m = \"\"\"\n  line \\(x) \"\" \\\"\"\"\n  // text\n  \"\"\"\n",
    "let r = #\"raw \\(no) \\#(yes) \"# still\"#\n",
    "let q = ##\"\"\"\n  \"\"\"# not closed\n  \"\"\"##\n",
    "let x = #/a/b\"/#; let y = /[a-z)]+\"/; let z = a / b / c\n",
    "let e = #/\n  multi // line\n/#\n",
    "/* outer /* inner */ still */ /** doc */ /// doc line\n",
    "#if os(iOS) && !DEBUG\nimport UIKit\n#elseif canImport(AppKit)\n@testable import AppKit\n#else\nstruct Fallback {}\n#endif\n",
    "@available(*, deprecated, message: \"class X {}\") @objc(Y) public struct Y {}\n",
    "func f(class c: Int) -> Int { let actor = c; return actor.hashValue / 2 }\n",
    "let k = x.class; f(struct: 1); let t = try? /a b/.wholeMatch(in: s)\n",
    "struct `my type` { let café = \"ü\"; let 名前 = 1 }\n",
    "#!/usr/bin/env swift\n",
    "import struct Foo.Bar\n@_spi(X) public import Baz\n",
    "let c = 'a // b'\nlet p = <#placeholder#>\n",
    "infix operator /^/\nstatic func /(l: A, r: A) -> A { l }\n",
    "<<<<<<< HEAD\nstruct Mine {}\n=======\nstruct Theirs {}\n>>>>>>> branch\n",
    "final class I {\n  @MainActor public required init?<T>(injecting d: IDependencyResolver, _ x: [String: Int] = [:],\n"
      + "    f: @escaping () -> Void = { struct L { init() {} } }) async throws(E) where T: P {\n    self.init()\n  }\n"
      + "  nonisolated init(a: Int = Dictionary<String, Int>().count) {}\n}\n",
    "protocol Q { init() throws\n  @objc init!(x: Int...); var x: Int { get } }\n",
    "@Foo.Bar nonisolated struct N { init(@ViewBuilder class c: String = \"a, b) \\(x, y)\") {} }\n",
  ]

  /// Bytes the lexer gives meaning to, drawn more often than others.
  static let specialBytes: [UInt8] =
    Array("\"'\\#/*(){}[]<>`@$.,:;=!?\n\r\t aZ_09".utf8) + [0, 0x7F, 0xC2, 0xA0, 0xE2, 0x80, 0xFF]

  private var random: SeededRandomNumberGenerator

  init(seed: UInt64) { random = SeededRandomNumberGenerator(seed: seed) }

  /// The next input: a third random bytes, a third valid Swift, a third mutated Swift.
  mutating func next() -> [UInt8] {
    switch Int.random(in: 0..<3, using: &random) {
    case 0: return randomBytes()
    case 1: return validSwift()
    default: return mutated(validSwift())
    }
  }

  mutating func randomBytes() -> [UInt8] {
    let count = Int.random(in: 0...160, using: &random)
    return (0..<count).map { _ in
      Bool.random(using: &random)
        ? Self.specialBytes.randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random)
    }
  }

  mutating func validSwift() -> [UInt8] {
    let count = Int.random(in: 1...4, using: &random)
    return (0..<count).flatMap { _ in Array(Self.fragments.randomElement(using: &random)!.utf8) }
  }

  mutating func mutated(_ input: [UInt8]) -> [UInt8] {
    var bytes = input
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      let position = Int.random(in: 0...bytes.count, using: &random)
      switch Int.random(in: 0..<5, using: &random) {
      case 0 where position < bytes.count:
        bytes[position] = Self.specialBytes.randomElement(using: &random)!
      case 1:
        bytes.removeSubrange(position...)
      case 2:
        let fragment = Self.fragments.randomElement(using: &random)!.utf8
        let cut = Int.random(in: 0...fragment.count, using: &random)
        bytes.insert(contentsOf: fragment.prefix(cut), at: position)
      case 3:
        let end = min(bytes.count, position + Int.random(in: 0...20, using: &random))
        bytes.removeSubrange(position..<end)
      default:
        let end = min(bytes.count, position + Int.random(in: 0...40, using: &random))
        bytes.insert(contentsOf: bytes[position..<end], at: position)
      }
    }
    return bytes
  }
}
