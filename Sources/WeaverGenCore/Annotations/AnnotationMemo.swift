/// The annotations already parsed from a run of files, by the bytes of their comments, so that a
/// comment written again (`// weaver: logger <- Logger` in a thousand types) is parsed once.
///
/// Parsing is about 4,600 instructions an annotation; half of the bench app's 42,500 annotations
/// repeat one read earlier in their run of 64 files (docs/performance.md, stop 68). What a parse
/// gives depends on the comment's bytes alone, apart from positions and the path in diagnostics:
/// an annotation is kept only when its comment parsed without any diagnostic, and given back at
/// the new comment's position (`Annotation.moved(to:)`), so a memo changes no result, only how
/// often the parser runs.
///
/// One memo serves one task's run of consecutive files (`Pipeline.analyzeFiles`): never shared
/// between threads, and freed with the run.
struct AnnotationMemo {
  /// The comments kept, with their digests and annotations, at the same index.
  private var comments: [[UInt8]] = []
  private var digests: [UInt64] = []
  private var annotations: [Annotation] = []
  /// An open-addressed table of entry indices plus one (0 is empty), by digest, linearly probed;
  /// its size a power of two at least twice the entries'. With a `Dictionary` keyed by the bytes,
  /// which hashed each comment through `Hasher` and grew from empty in every run, the memo saved
  /// 26 M of the bench app's 3,330 M instructions; with this table, 43 M (docs/performance.md,
  /// stop 68).
  private var slots: [Int32]

  init() {
    slots = Array(repeating: 0, count: 256)
  }

  /// How many comments the memo holds: each parsed once, without a diagnostic.
  var entryCount: Int { annotations.count }

  /// `AnnotationParser.parse(comment, path: path)`, read from the memo when a comment with the
  /// same bytes parsed cleanly before.
  mutating func parse(_ comment: Comment, path: String) -> AnnotationParseResult? {
    // Only a line comment alone on its line can be an annotation: the others cost the parser a
    // test or two, and no entry.
    guard comment.kind == .line, comment.isAloneOnLine else { return nil }
    let digest = Self.digest(of: comment.bytes)
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: digest) & mask
    while slots[slot] != 0 {
      let entry = Int(slots[slot]) - 1
      if digests[entry] == digest, Self.equal(comments[entry], comment.bytes) {
        return AnnotationParseResult(annotation: annotations[entry].moved(to: comment.position), diagnostics: [])
      }
      slot = (slot + 1) & mask
    }
    let result = AnnotationParser.parse(comment, path: path)
    if let result, result.diagnostics.isEmpty, let annotation = result.annotation {
      slots[slot] = Int32(truncatingIfNeeded: annotations.count + 1)
      comments.append(comment.bytes)
      digests.append(digest)
      annotations.append(annotation)
      if 2 * annotations.count > slots.count { grow() }
    }
    return result
  }

  /// Twice the slots, every entry placed again by its digest.
  private mutating func grow() {
    slots = Array(repeating: 0, count: 2 * slots.count)
    let mask = slots.count - 1
    for entry in digests.indices {
      var slot = Int(truncatingIfNeeded: digests[entry]) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(truncatingIfNeeded: entry + 1)
    }
  }

  /// A 64-bit hash of the bytes, eight at a time: one multiply a word, then a final mix (xxHash64's
  /// avalanche) so that every byte reaches the low bits the table indexes by. Without it, a product
  /// carries no bit down: the last word's high bytes (`Type12` against `Type13`) never reached them.
  static func digest(of bytes: [UInt8]) -> UInt64 {
    bytes.withUnsafeBytes { raw in
      var value = UInt64(truncatingIfNeeded: raw.count) &* 0x9E37_79B9_7F4A_7C15
      func mix(_ word: UInt64) {
        value = (value ^ word) &* 0x9E37_79B9_7F4A_7C15
        value ^= value >> 29
      }
      var offset = 0
      while offset + 8 <= raw.count {
        mix(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
        offset += 8
      }
      var tail: UInt64 = 0
      for index in offset..<raw.count { tail |= UInt64(raw[index]) << (8 * (index - offset)) }
      mix(tail)
      value ^= value >> 33
      value = value &* 0xC2B2_AE3D_27D4_EB4F
      value ^= value >> 29
      value = value &* 0x1656_67B1_9E37_79F9
      return value ^ (value >> 32)
    }
  }

  /// Whether the two comments have the same bytes, compared eight at a time: through the
  /// collections' generic comparison, a thousand instructions a comment.
  private static func equal(_ first: [UInt8], _ second: [UInt8]) -> Bool {
    guard first.count == second.count else { return false }
    return first.withUnsafeBytes { first in
      second.withUnsafeBytes { second in
        var offset = 0
        while offset + 8 <= first.count {
          guard
            first.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
              == second.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          else { return false }
          offset += 8
        }
        for index in offset..<first.count where first[index] != second[index] { return false }
        return true
      }
    }
  }
}

extension Annotation {
  /// The annotation as parsed from the same bytes in a comment starting at `start`. Every position
  /// in it is on the line of its comment, where the parser counts columns in bytes from the
  /// comment's start (`CommentSource.position(at:)`): each keeps its distance from the start.
  func moved(to start: SourcePosition) -> Annotation {
    let origin = commentPosition
    func move(_ position: SourcePosition) -> SourcePosition {
      SourcePosition(
        offset: start.offset + (position.offset - origin.offset), line: start.line,
        column: start.column + (position.column - origin.column))
    }
    func move(_ name: AnnotationName) -> AnnotationName { AnnotationName(name.text, at: move(name.position)) }
    func move(_ type: AnnotationType) -> AnnotationType { AnnotationType(type.type, at: move(type.position)) }
    let kind: Kind
    switch self.kind {
    case .registration(let name, let concrete, let abstract):
      kind = .registration(name: move(name), concrete: move(concrete), abstract: abstract.map(move))
    case .reference(let name, let type): kind = .reference(name: move(name), type: move(type))
    case .parameter(let name, let type): kind = .parameter(name: move(name), type: move(type))
    case .configuration(var configuration):
      configuration.targetPosition = move(configuration.targetPosition)
      configuration.attributePosition = move(configuration.attributePosition)
      configuration.valuePosition = move(configuration.valuePosition)
      kind = .configuration(configuration)
    case .import(let module, let position): kind = .import(module: module, position: move(position))
    case .unreadDeclaration(let name): kind = .unreadDeclaration(name: move(name))
    }
    return Annotation(kind: kind, commentPosition: start)
  }
}
