/// Accumulates generated Swift with explicit indentation, as swift-protobuf's printer does: callers
/// push and pop levels around blocks instead of embedding spaces in strings, so the structure of
/// the output is visible in the renderer's code.
struct CodeWriter {
  private(set) var text = ""
  private var indentation = 0
  /// The leading spaces of each level, two per level, made once: a line is then three appends,
  /// where appending a level at a time made it five or more, for every line of a large module.
  private static let indents = (0..<16).map { String(repeating: "  ", count: $0) }

  init() {}

  /// A writer whose buffer starts at `capacity` bytes: a type's section, about a kilobyte, grown
  /// from empty was copied into a buffer twice the size about seven times over.
  init(reservingCapacity capacity: Int) {
    text.reserveCapacity(capacity)
  }

  /// Writes one line at the current indentation (an empty string writes an empty line, with no
  /// trailing spaces).
  mutating func line(_ content: String = "") {
    if !content.isEmpty {
      text += indentation < Self.indents.count ? Self.indents[indentation] : String(repeating: "  ", count: indentation)
      text += content
    }
    text += "\n"
  }

  /// Writes `opening`, the lines `body` writes one level deeper, then `closing`.
  mutating func block(_ opening: String, closing: String = "}", _ body: (inout CodeWriter) -> Void) {
    line(opening)
    indentation += 1
    body(&self)
    indentation -= 1
    line(closing)
  }

  /// The text in a buffer of its own length, for text kept until the files are written (each
  /// type's section): appending grows a buffer by doubling, which leaves about a quarter of it
  /// unused, megabytes over the sections of a large module.
  var compactText: String {
    text.utf8.withContiguousStorageIfAvailable { String(decoding: $0, as: UTF8.self) } ?? text
  }

  /// Appends what another writer wrote, as it is: a type's code put in a branch of an `#if`.
  mutating func append(_ written: String) {
    text += written
  }

  /// Writes an empty line unless the text is empty or already ends with one, so blocks can ask
  /// for separation without doubling it.
  mutating func separator() {
    guard !text.isEmpty, !text.hasSuffix("{\n"), !text.hasSuffix("\n\n") else { return }
    text += "\n"
  }
}
