/// The result of the last look for a placeholder end (`#>`) on a line, reused by later looks
/// that start inside the bytes it covered, so a line of many `<#` stays linear.
struct PlaceholderEndSearch {
  var from = Int.max
  /// Where the look stopped: at the `#` of `#>`, or at the line break or end of file.
  var stop = -1
  var found = false
}

/// Editor placeholders (`<#name#>`), which swift-syntax lexes as identifiers.
extension SourceBuffer {
  /// The end of the placeholder starting at `start` (`<#`): a `#>` on the same line before any
  /// other `<#`. Returns `nil` when there is none, and the `<` is an operator.
  func editorPlaceholderEnd(from start: Int) -> Int? {
    guard byte(at: start + 1) == ASCIIByte.pound else { return nil }
    var index = start + 2
    while index < count {
      let current = base[index]
      index += 1
      if current == ASCIIByte.lineFeed { return nil }
      if current == ASCIIByte.lessThan, byte(at: index) == ASCIIByte.pound { return nil }
      if current == ASCIIByte.pound, byte(at: index) == ASCIIByte.greaterThan { return index + 1 }
    }
    return nil
  }
}

extension SwiftLexer {
  /// Whether a `#>` follows `start` on its line. An operator stops before a `<#` for which this
  /// holds (swift-syntax's `containsPlaceholderEnd`), leaving the placeholder its own token.
  mutating func placeholderEndFollows(_ start: Int) -> Bool {
    let search = placeholderEndSearch
    if search.from <= start, start <= search.stop { return search.found }
    var index = start
    while index + 1 < count, base[index] != ASCIIByte.lineFeed {
      if base[index] == ASCIIByte.pound, base[index + 1] == ASCIIByte.greaterThan { break }
      index += 1
    }
    let found = index + 1 < count && base[index] == ASCIIByte.pound
    placeholderEndSearch = PlaceholderEndSearch(from: start, stop: index, found: found)
    return found
  }
}
