/// Replacements of byte ranges of one file's original text, which never overlap: what
/// `weaver-gen migrate` changes, applied to write the file or printed as a unified diff.
package struct SourceEdits: Sendable {
  private(set) var replacements: [(range: Range<Int>, text: String)] = []

  package var isEmpty: Bool { replacements.isEmpty }

  mutating func replace(_ range: Range<Int>, with text: String) {
    replacements.append((range, text))
  }

  /// The file's text with every replacement made.
  package func applied(to bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    var position = 0
    for (range, text) in replacements.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
      result += bytes[position..<range.lowerBound]
      result += Array(text.utf8)
      position = range.upperBound
    }
    return result + bytes[position...]
  }

  /// A unified diff (`--- a/path`, `+++ b/path`, hunks with three lines of context) from the
  /// original text to the edited one. Each edit covers whole lines once widened to them, so the
  /// hunks are read off the edits, in time linear in the file.
  package func unifiedDiff(of bytes: [UInt8], path: String) -> String {
    guard !isEmpty else { return "" }
    let lines = LineTable(bytes)
    // The lines each edit touches, then the text those lines become, merged when they touch.
    var changes: [(lines: Range<Int>, replacements: [(range: Range<Int>, text: String)])] = []
    for replacement in replacements.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
      let touched =
        lines.line(
          of: replacement.range.lowerBound)..<(lines.line(
          of: max(replacement.range.lowerBound, replacement.range.upperBound - 1)) + 1)
      if let last = changes.last, last.lines.upperBound >= touched.lowerBound {
        changes[changes.count - 1] = (
          last.lines.lowerBound..<max(last.lines.upperBound, touched.upperBound), last.replacements + [replacement]
        )
      } else {
        changes.append((touched, [replacement]))
      }
    }
    var text = "--- a/\(path)\n+++ b/\(path)\n"
    var index = 0
    var offsetShift = 0
    while index < changes.count {
      // Changes closer than twice the context share a hunk.
      var last = index
      while last + 1 < changes.count && changes[last + 1].lines.lowerBound - changes[last].lines.upperBound <= 6 {
        last += 1
      }
      let start = max(0, changes[index].lines.lowerBound - 3)
      let end = min(lines.count, changes[last].lines.upperBound + 3)
      var body: [String] = []
      var oldCount = 0
      var newCount = 0
      var line = start
      for change in changes[index...last] {
        while line < change.lines.lowerBound {
          body.append(" " + lines.text(line, in: bytes))
          line += 1
          oldCount += 1
          newCount += 1
        }
        let span = lines.range(of: change.lines)
        var edits = SourceEdits()
        for replacement in change.replacements {
          edits.replace(
            (replacement.range.lowerBound - span.lowerBound)..<(replacement.range.upperBound - span.lowerBound),
            with: replacement.text)
        }
        let old = change.lines.map { lines.text($0, in: bytes) }
        let new = String(decoding: edits.applied(to: Array(bytes[span])), as: UTF8.self).split(
          separator: "\n", omittingEmptySubsequences: false
        ).map(String.init)
        body += old.map { "-" + $0 } + new.map { "+" + $0 }
        oldCount += old.count
        newCount += new.count
        line = change.lines.upperBound
      }
      while line < end {
        body.append(" " + lines.text(line, in: bytes))
        line += 1
        oldCount += 1
        newCount += 1
      }
      text += "@@ -\(start + 1),\(oldCount) +\(start + 1 + offsetShift),\(newCount) @@\n"
      text += body.map { $0 + "\n" }.joined()
      offsetShift += newCount - oldCount
      index = last + 1
    }
    return text
  }
}

/// Where each line of a text starts, for turning offsets into lines and back.
private struct LineTable {
  private var starts: [Int] = [0]
  /// Where the text ends, its final line break excluded.
  private let end: Int

  init(_ bytes: [UInt8]) {
    end = bytes.last == UInt8(ascii: "\n") ? bytes.count - 1 : bytes.count
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") && index + 1 < bytes.count {
      starts.append(index + 1)
    }
  }

  var count: Int { starts.count }

  /// The 0-based line holding `offset` (binary search).
  func line(of offset: Int) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The bytes of `lines`, without the last line break.
  func range(of lines: Range<Int>) -> Range<Int> {
    let last = lines.upperBound < starts.count ? starts[lines.upperBound] - 1 : end
    return starts[lines.lowerBound]..<max(starts[lines.lowerBound], last)
  }

  func text(_ line: Int, in bytes: [UInt8]) -> String {
    String(decoding: bytes[range(of: line..<(line + 1))], as: UTF8.self)
  }
}
