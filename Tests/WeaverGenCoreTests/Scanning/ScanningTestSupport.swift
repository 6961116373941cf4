@testable import WeaverGenCore

/// Shorthands for the scanning tests: what the scanner found, reduced to what a test asserts.
extension ScannedFile {
  var commentTexts: [String] { comments.map(\.text) }
  var qualifiedNames: [String] { declarations.map(\.qualifiedName) }
}

extension SourcePosition {
  /// `line:column`, for compact expectations.
  var lineAndColumn: String { "\(line):\(column)" }
}

/// The UTF-8 byte offset of the first occurrence of `needle` in `source`, for expectations about
/// byte ranges that stay readable.
func byteOffset(of needle: String, in source: String, occurrence: Int = 1) -> Int {
  let haystack = Array(source.utf8)
  let pattern = Array(needle.utf8)
  var found = 0
  for start in 0...(haystack.count - pattern.count) where Array(haystack[start..<start + pattern.count]) == pattern {
    found += 1
    if found == occurrence { return start }
  }
  return -1
}

/// Whether the scanner's shortcuts (runs of plain tokens, code blocks passed over whole) leave its
/// result as scanning token by token gives it, in both comment selections: the tests' and the
/// oracle's, which records every comment, and the pipeline's, which lets unrecorded comments be
/// passed over.
func scansAlikeTokenByToken(_ input: [UInt8]) -> Bool {
  input.withUnsafeBufferPointer { bytes in
    [ScanOptions.CommentSelection.all, .annotationCandidates].allSatisfy { comments in
      var options = ScanOptions()
      options.comments = comments
      let withShortcuts = SwiftScanner.scan(bytes, options: options)
      options.skimsPlainTokens = false
      return withShortcuts == SwiftScanner.scan(bytes, options: options)
    }
  }
}
