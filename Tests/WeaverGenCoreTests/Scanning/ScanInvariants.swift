@testable import WeaverGenCore

/// The properties every scan result has, whatever bytes were scanned. `violations` describes each
/// one that does not hold, so a fuzz failure says what went wrong. (A class, so that the failure
/// messages may read the bytes while a violation is appended.)
final class ScanInvariants {
  let bytes: [UInt8]
  let file: ScannedFile
  private let lineStarts: [Int]
  private(set) var violations: [String] = []

  init(_ file: ScannedFile, of bytes: [UInt8]) {
    self.bytes = bytes
    self.file = file
    var starts = [0]
    for (index, byte) in bytes.enumerated() {
      let isCarriageReturnAlone = byte == UInt8(ascii: "\r") && (index + 1 == bytes.count || bytes[index + 1] != 10)
      if byte == UInt8(ascii: "\n") || isCarriageReturnAlone { starts.append(index + 1) }
    }
    lineStarts = starts
    checkDeclarations()
    checkBodiesNest()
    checkInitializers()
    checkComments()
    checkImports()
  }

  /// The position of `offset` counted independently of the scanner.
  private func expectedPosition(of offset: Int) -> SourcePosition {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return SourcePosition(offset: offset, line: low + 1, column: offset - lineStarts[low] + 1)
  }

  private func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { violations.append(message()) }
  }

  private func checkPosition(_ position: SourcePosition, _ what: String) {
    guard (0...bytes.count).contains(position.offset) else {
      return check(false, "\(what): offset \(position.offset) outside 0...\(bytes.count)")
    }
    let expected = expectedPosition(of: position.offset)
    check(position == expected, "\(what): \(position) is not where its offset is (\(expected))")
  }

  private func checkDeclarations() {
    for (index, declaration) in file.declarations.enumerated() {
      let what = "declaration \(index) \(declaration.qualifiedName)"
      checkPosition(declaration.namePosition, what)
      check(!declaration.name.isEmpty, "\(what): empty name")
      checkAttributeNames(declaration.attributes, what)
      if let body = declaration.body {
        check(
          body.lowerBound > declaration.namePosition.offset && body.upperBound <= bytes.count, "\(what): body \(body)")
        let opens = body.lowerBound < bytes.count && bytes[body.lowerBound] == UInt8(ascii: "{")
        let closes = body.upperBound == bytes.count || bytes[body.upperBound - 1] == UInt8(ascii: "}")
        check(opens, "\(what): body does not start with {")
        check(closes, "\(what): body ends neither with } nor at the end")
      }
      guard let parentIndex = declaration.parent else {
        check(declaration.qualifiedName == declaration.name, "\(what): no parent but a dotted name")
        continue
      }
      check(parentIndex < index, "\(what): parent \(parentIndex) does not precede it")
      let parent = file.declarations[parentIndex]
      let isInsideParent = parent.body?.contains(declaration.namePosition.offset) == true
      check(
        declaration.qualifiedName == parent.qualifiedName + "." + declaration.name, "\(what): not in \(parent.name)")
      check(isInsideParent, "\(what): outside its parent's body")
      check(!parent.isLocal || declaration.isLocal, "\(what): not local inside a local parent")
    }
  }

  /// Initializers are in source order, each at an `init` keyword inside its parent's body, with
  /// its parameters' labels after it and in order.
  private func checkInitializers() {
    var previousOffset = -1
    for (index, initializer) in file.initializers.enumerated() {
      let what = "initializer \(index)"
      checkPosition(initializer.position, what)
      let offset = initializer.position.offset
      check(offset > previousOffset, "\(what): not after the initializer before it")
      previousOffset = offset
      check(bytes.dropFirst(offset).prefix(4).elementsEqual("init".utf8), "\(what): no keyword at its position")
      guard file.declarations.indices.contains(initializer.parent) else {
        check(false, "\(what): parent \(initializer.parent) is no declaration")
        continue
      }
      let isInsideParent = file.declarations[initializer.parent].body?.contains(offset) == true
      check(isInsideParent, "\(what): outside the body of its parent \(initializer.parent)")
      checkAttributeNames(initializer.attributes, what)
      check(!initializer.modifiers.contains(""), "\(what): an empty modifier")
      var previousLabel = offset
      for parameter in initializer.parameters {
        checkPosition(parameter.position, "\(what) parameter \(parameter.label ?? "_")")
        check(parameter.position.offset > previousLabel, "\(what): parameter \(parameter.label ?? "_") out of order")
        check(parameter.label != "", "\(what): an empty label")
        previousLabel = parameter.position.offset
      }
    }
  }

  private func checkAttributeNames(_ names: [String], _ what: String) {
    for name in names {
      check(!name.isEmpty && !name.hasPrefix("@"), "\(what): attribute name \(name.debugDescription)")
    }
  }

  /// Any two bodies are disjoint or one holds the other: in order of their starts, each body
  /// ends inside the innermost open one that holds its start.
  private func checkBodiesNest() {
    var open: [Range<Int>] = []
    for body in file.declarations.compactMap(\.body).sorted(by: { $0.lowerBound < $1.lowerBound }) {
      while let last = open.last, last.upperBound <= body.lowerBound { open.removeLast() }
      if let last = open.last {
        check(body.upperBound <= last.upperBound, "bodies \(last) and \(body) overlap without nesting")
      }
      open.append(body)
    }
  }

  private func checkComments() {
    var previousEnd = 0
    for (index, comment) in file.comments.enumerated() {
      let what = "comment \(index) \(comment.text.debugDescription)"
      checkPosition(comment.position, what)
      let start = comment.position.offset
      check(start >= previousEnd, "\(what): overlaps the comment before it")
      let text = Array(comment.text.utf8)
      if !comment.text.unicodeScalars.contains("\u{FFFD}") {
        let matches = bytes[start..<min(bytes.count, start + text.count)].elementsEqual(text)
        check(matches, "\(what): not the bytes there")
      }
      previousEnd = start + (comment.text.unicodeScalars.contains("\u{FFFD}") ? 2 : text.count)
      let kind = Self.kind(of: comment.text)
      check(kind == comment.kind, "\(what): kind \(comment.kind)")
      var blank = start - 1
      while blank >= 0, bytes[blank] == UInt8(ascii: " ") || bytes[blank] == UInt8(ascii: "\t") { blank -= 1 }
      let isAfterByteOrderMark = blank == 2 && bytes[0...2].elementsEqual([0xEF, 0xBB, 0xBF])
      let isAlone =
        blank < 0 || isAfterByteOrderMark || bytes[blank] == UInt8(ascii: "\n") || bytes[blank] == UInt8(ascii: "\r")
      check(comment.isAloneOnLine == isAlone, "\(what): isAloneOnLine \(comment.isAloneOnLine)")
      if let enclosing = comment.enclosingDeclaration {
        let isInside = file.declarations[enclosing].body?.contains(start) == true
        check(isInside, "\(what): outside declaration \(enclosing)")
      }
    }
  }

  private func checkImports() {
    for (index, declaration) in file.imports.enumerated() {
      checkPosition(declaration.position, "import \(index)")
      let isKeyword = bytes.dropFirst(declaration.position.offset).prefix(6).elementsEqual("import".utf8)
      check(isKeyword, "import \(index): no keyword at its position")
      check(!declaration.path.isEmpty, "import \(index): empty path")
    }
  }

  /// The comment kind swift-syntax's trivia parser gives a comment's text.
  static func kind(of text: String) -> CommentKind {
    let bytes = Array(text.utf8)
    if bytes[1] == UInt8(ascii: "/") {
      return bytes.count > 2 && bytes[2] == UInt8(ascii: "/") ? .documentationLine : .line
    }
    let isDocumentation = bytes.count > 3 && bytes[2] == UInt8(ascii: "*") && bytes[3] != UInt8(ascii: "/")
    return isDocumentation ? .documentationBlock : .block
  }
}
