/// A place in a file on disk, as diagnostics print it: `path:line:column`.
///
/// Lines and columns are 1-based; columns count UTF-8 bytes, as the Swift compiler's do, so an
/// editor jumps to the same place the compiler would.
package struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The path as the user gave it (relative paths stay relative, so output holds no absolute path).
  package var path: String
  package var line: Int
  package var column: Int

  package init(path: String, line: Int, column: Int) {
    self.path = path
    self.line = line
    self.column = column
  }

  package init(path: String, position: SourcePosition) {
    self.init(path: path, line: position.line, column: position.column)
  }

  package var description: String { "\(path):\(line):\(column)" }

  package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
  }
}

/// A place inside one file's bytes: the byte offset, and the 1-based line and UTF-8 column.
package struct SourcePosition: Hashable, Sendable, Comparable {
  package var offset: Int
  package var line: Int
  package var column: Int

  package init(offset: Int, line: Int, column: Int) {
    self.offset = offset
    self.line = line
    self.column = column
  }

  /// The position `count` bytes further on the same line.
  package func advanced(by count: Int) -> SourcePosition {
    SourcePosition(offset: offset + count, line: line, column: column + count)
  }

  package static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool { lhs.offset < rhs.offset }
}
