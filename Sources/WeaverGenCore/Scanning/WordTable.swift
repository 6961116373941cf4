/// Recognises `Word`s in identifier bytes: one table load gives the (at most three) words of the
/// identifier's length and first byte, and each is compared as two integers read from the
/// identifier (`key`), without building a `String` or a tuple, so the cost stays small in a debug
/// build.
struct WordTable {
  /// Longer identifiers are never words (`precedencegroup` has 15 bytes).
  static let maximumLength = 15

  /// For each length (up to 15) and ASCII first byte, up to three indices into `words`, plus one,
  /// packed a byte each (0 ends the list).
  let slots: UnsafePointer<UInt32>
  private let words: UnsafePointer<Word>
  /// Each word's spelling as `key` reads it.
  private let keys: UnsafePointer<Key>

  /// Built once and never written afterwards, like `ByteClass.table`.
  nonisolated(unsafe) static let shared = WordTable()

  private init() {
    let all = Word.allCases.filter { $0 != .other }
    let slots = UnsafeMutablePointer<UInt32>.allocate(capacity: (Self.maximumLength + 1) << 7)
    slots.initialize(repeating: 0, count: (Self.maximumLength + 1) << 7)
    let words = UnsafeMutablePointer<Word>.allocate(capacity: all.count)
    let keys = UnsafeMutablePointer<Key>.allocate(capacity: all.count)
    for (index, word) in all.enumerated() {
      (words + index).initialize(to: word)
      (keys + index).initialize(to: Self.key(word.spelling.utf8Start, count: word.spelling.utf8CodeUnitCount))
      let slot = word.spelling.utf8CodeUnitCount << 7 | Int(word.spelling.utf8Start[0])
      var shift: UInt32 = 0
      while slots[slot] >> shift != 0 { shift += 8 }
      slots[slot] |= UInt32(index + 1) << shift
    }
    self.slots = UnsafePointer(slots)
    self.words = UnsafePointer(words)
    self.keys = UnsafePointer(keys)
  }

  /// The word the `count` identifier bytes at `start` spell, or `.other`: most identifiers have no
  /// word of their length and first byte, which one table load settles without a call.
  @inline(__always)
  func word(spelledBy start: UnsafePointer<UInt8>, count: Int) -> Word {
    guard count >= 2, count <= Self.maximumLength, start[0] < 0x80, slots[count << 7 | Int(start[0])] != 0 else {
      return .other
    }
    return recognize(start, count: count)
  }

  /// The word spelled by the `count` bytes at `start`, or `.other`; called by `word(spelledBy:)`
  /// once it has found candidates for the length (2 to 15) and the ASCII first byte.
  private func recognize(_ start: UnsafePointer<UInt8>, count: Int) -> Word {
    var candidates = slots[count << 7 | Int(start[0])]
    let key = Self.key(start, count: count)
    while candidates != 0 {
      let index = Int(candidates & 0xFF) - 1
      candidates >>= 8
      if keys[index].head == key.head, keys[index].tail == key.tail { return words[index] }
    }
    return .other
  }

  /// A spelling of 2 to 15 bytes as two integers (`key(_:count:)`).
  struct Key {
    var head: UInt64
    var tail: UInt64
  }

  /// Two integers that together hold every byte of a spelling of 2 to 15 bytes: read from its start
  /// and from its end, two bytes each for 2 or 3 bytes, four for 4 to 7, eight for 8 to 15. The two
  /// overlap where the spelling is shorter than both, so no byte past it is read, and two spellings
  /// of one length are the same exactly when their keys are. Comparing byte by byte, a loop for
  /// each candidate, took about 50 instructions a word; the lexer meets one every 30 bytes of source
  /// (`self`, `let`, `return`; docs/performance.md, stop 56).
  @inline(__always)
  static func key(_ start: UnsafePointer<UInt8>, count: Int) -> Key {
    let raw = UnsafeRawPointer(start)
    if count >= 8 {
      return Key(
        head: raw.loadUnaligned(as: UInt64.self), tail: raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self))
    }
    if count >= 4 {
      return Key(
        head: UInt64(raw.loadUnaligned(as: UInt32.self)),
        tail: UInt64(raw.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)))
    }
    return Key(
      head: UInt64(raw.loadUnaligned(as: UInt16.self)),
      tail: UInt64(raw.loadUnaligned(fromByteOffset: count &- 2, as: UInt16.self)))
  }
}

extension Word {
  /// The word as written in source.
  var spelling: StaticString {
    switch self {
    case .other: ""
    case .`Any`: "Any"
    case .`as`: "as"
    case .`associatedtype`: "associatedtype"
    case .`break`: "break"
    case .`case`: "case"
    case .`catch`: "catch"
    case .`class`: "class"
    case .`continue`: "continue"
    case .`default`: "default"
    case .`defer`: "defer"
    case .`deinit`: "deinit"
    case .`do`: "do"
    case .`else`: "else"
    case .`enum`: "enum"
    case .`extension`: "extension"
    case .`fallthrough`: "fallthrough"
    case .`false`: "false"
    case .`fileprivate`: "fileprivate"
    case .`for`: "for"
    case .`func`: "func"
    case .`guard`: "guard"
    case .`if`: "if"
    case .`import`: "import"
    case .`in`: "in"
    case .`init`: "init"
    case .`inout`: "inout"
    case .`internal`: "internal"
    case .`is`: "is"
    case .`let`: "let"
    case .`nil`: "nil"
    case .`operator`: "operator"
    case .`precedencegroup`: "precedencegroup"
    case .`private`: "private"
    case .`protocol`: "protocol"
    case .`public`: "public"
    case .`repeat`: "repeat"
    case .`rethrows`: "rethrows"
    case .`return`: "return"
    case .`self`: "self"
    case .`Self`: "Self"
    case .`static`: "static"
    case .`struct`: "struct"
    case .`subscript`: "subscript"
    case .`super`: "super"
    case .`switch`: "switch"
    case .`throw`: "throw"
    case .`throws`: "throws"
    case .`true`: "true"
    case .`try`: "try"
    case .`typealias`: "typealias"
    case .`var`: "var"
    case .`where`: "where"
    case .`while`: "while"
    case .actor: "actor"
    case .async: "async"
    case .borrowing: "borrowing"
    case .consuming: "consuming"
    case .convenience: "convenience"
    case .distributed: "distributed"
    case .dynamic: "dynamic"
    case .each: "each"
    case .final: "final"
    case .indirect: "indirect"
    case .infix: "infix"
    case .isolated: "isolated"
    case .lazy: "lazy"
    case .macro: "macro"
    case .mutating: "mutating"
    case .nonisolated: "nonisolated"
    case .nonmutating: "nonmutating"
    case .open: "open"
    case .optional: "optional"
    case .override: "override"
    case .package: "package"
    case .postfix: "postfix"
    case .prefix: "prefix"
    case .reasync: "reasync"
    case .required: "required"
    case .sending: "sending"
    case .unowned: "unowned"
    case .weak: "weak"
    }
  }
}
