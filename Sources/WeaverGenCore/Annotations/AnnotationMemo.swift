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
  /// 26 M of the bench app's 3,330 M instructions; with this table, about 40 M (docs/performance.md,
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
      if digests[entry] == digest, comments[entry] == comment.bytes {
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

  /// The comment's bytes hashed as the parts' stamps hash their text (`PartSetStamp.TextDigest`,
  /// a multiply a word), then mixed as `ContentDigest` ends (xxHash64's avalanche) so that every
  /// byte reaches the low bits the table indexes by: a product carries no bit down, and without
  /// the final mix comments differing only in their last bytes (`Type12`, `Type13`) shared them.
  static func digest(of bytes: [UInt8]) -> UInt64 {
    var digest = PartSetStamp.TextDigest()
    bytes.withUnsafeBytes { digest.add($0) }
    return ContentDigest.avalanche(digest.value)
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
