/// Sorts names as `String`'s `<` does, comparing integers where it can.
///
/// `<` on two strings goes through the standard library's comparison of Unicode scalars, about
/// 150 instructions a pair before its `memcmp`; sorting the bench app's 10,000 type names took 19
/// million instructions, on the graph stage's longer task while the other core waited, and the
/// walk's sort of each folder's entries 10 million, before any file is read (docs/performance.md,
/// stop 63). Here each name is read once into a key holding its first 16 bytes as two big-endian
/// words: two ASCII names order as their bytes do, which is how `<` orders them (ASCII text is its
/// own normalized form), so most pairs are told apart by comparing a word or two. Two ASCII names
/// whose first 16 bytes agree, and any pair where one is not ASCII, are compared by `<` itself:
/// the result is exactly `<`'s order, whatever the names.
package enum NameOrder {
  /// The positions of `names` from the first name in `<`'s order to the last; equal names keep
  /// the order they are given in.
  package static func sortedPositions(of names: [String]) -> [Int] {
    var keys = names.indices.map { Key(names[$0], position: $0) }
    keys.sort { first, second in
      if first.isASCII && second.isASCII {
        if first.head != second.head { return first.head < second.head }
        if first.tail != second.tail { return first.tail < second.tail }
        // Zero-padded keys that agree: the shorter name is a prefix of the longer, or they are equal.
        if first.length <= Key.width && second.length <= Key.width {
          return first.length != second.length ? first.length < second.length : first.position < second.position
        }
      }
      let (name, other) = (names[first.position], names[second.position])
      if name < other { return true }
      if other < name { return false }
      return first.position < second.position
    }
    return keys.map(\.position)
  }

  /// A name's first `width` bytes as two words, zero past its end, compared as unsigned integers in
  /// the order of the bytes.
  private struct Key {
    static let width = 16

    var head: UInt64 = 0
    var tail: UInt64 = 0
    var length: Int
    var position: Int
    var isASCII = true

    init(_ name: String, position: Int) {
      self.position = position
      length = name.utf8.count
      var (head, tail, isASCII) = (UInt64(0), UInt64(0), true)
      name.withUTF8Bytes { bytes in
        for index in bytes.indices {
          let byte = bytes[index]
          if byte >= 0x80 { isASCII = false }
          if index < 8 {
            head |= UInt64(byte) << (56 - 8 * index)
          } else if index < Self.width {
            tail |= UInt64(byte) << (56 - 8 * (index - 8))
          }
        }
      }
      (self.head, self.tail, self.isASCII) = (head, tail, isASCII)
    }
  }
}
