/// Where a search for the end of a version-control conflict marker already failed.
///
/// A later search of the same kind covers a suffix of the bytes an earlier one covered, so once
/// one fails every later one does too; remembering that keeps a file full of unmatched markers
/// linear instead of quadratic.
struct ConflictMarkerSearch {
  var normalFailedFrom = Int.max
  var perforceFailedFrom = Int.max
}

extension SwiftLexer {
  /// Skips a conflict marker the way swift-syntax's trivia lexer does: `<<<<<<< ` (or perforce's
  /// `>>>> `) at the start of a line, through the matching `>>>>>>> ` (`<<<<` and a line break) at
  /// the start of a later line, to the end of that line. Returns `false` when there is none.
  mutating func skipConflictMarker() -> Bool {
    guard let end = conflictMarkerEnd(at: offset) else { return false }
    offset = end
    return true
  }

  private mutating func conflictMarkerEnd(at start: Int) -> Int? {
    guard
      start == 0 || base[start - 1] == ASCIIByte.lineFeed || base[start - 1] == ASCIIByte.carriageReturn
        || base[start - 1] == 0
    else { return nil }
    let isNormal = source.bytes(at: start, equal: "<<<<<<< ")
    guard isNormal || source.bytes(at: start, equal: ">>>> ") else { return nil }
    let searchStart = start + (isNormal ? 8 : 5)
    guard searchStart < (isNormal ? conflictMarkerSearch.normalFailedFrom : conflictMarkerSearch.perforceFailedFrom)
    else { return nil }
    let terminator: StaticString = isNormal ? ">>>>>>> " : "<<<<\n"
    var index = searchStart
    while index < count {
      let atLineStart = base[index - 1] == ASCIIByte.lineFeed || base[index - 1] == ASCIIByte.carriageReturn
      if atLineStart, base[index] == terminator.utf8Start[0], source.bytes(at: index, equal: terminator) {
        let end = index + terminator.utf8CodeUnitCount
        return end < count ? source.endOfLine(from: end) : end
      }
      index += 1
    }
    if isNormal {
      conflictMarkerSearch.normalFailedFrom = searchStart
    } else {
      conflictMarkerSearch.perforceFailedFrom = searchStart
    }
    return nil
  }
}
