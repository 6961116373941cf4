import Foundation
import Testing

/// Compares generated text with a checked-in golden file and, on a mismatch, reports the first
/// differing lines with their neighbours, so a failure reads like a diff. Run with
/// `WEAVER_GEN_UPDATE_GOLDEN=1` to rewrite the golden files after an intended change (then review
/// the diff in git).
enum GoldenFile {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

  static func expect(_ actual: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = folder.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["WEAVER_GEN_UPDATE_GOLDEN"] == "1" {
      try? actual.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record(
        "missing golden file \(name); run with WEAVER_GEN_UPDATE_GOLDEN=1 to create it", sourceLocation: sourceLocation)
      return
    }
    guard actual != expected else { return }
    Issue.record(
      "\(name) differs from the generated text:\n\(diff(expected: expected, actual: actual))",
      sourceLocation: sourceLocation)
  }

  /// The first block of differing lines, with three lines of context, marked `-` (golden) and `+`
  /// (generated).
  static func diff(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var start = 0
    while start < old.count, start < new.count, old[start] == new[start] { start += 1 }
    var oldEnd = old.count
    var newEnd = new.count
    while oldEnd > start, newEnd > start, old[oldEnd - 1] == new[newEnd - 1] {
      oldEnd -= 1
      newEnd -= 1
    }
    var lines: [String] = ["@@ line \(start + 1) @@"]
    for index in max(0, start - 3)..<start { lines.append("  \(old[index])") }
    for index in start..<oldEnd { lines.append("- \(old[index])") }
    for index in start..<newEnd { lines.append("+ \(new[index])") }
    for index in oldEnd..<min(old.count, oldEnd + 3) { lines.append("  \(old[index])") }
    return lines.joined(separator: "\n")
  }
}
