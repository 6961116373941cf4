/// The production Swift parser of weaver-gen: finds type declarations, extensions, their
/// initializers, comments and imports in one pass over a file's bytes, without swift-syntax
/// (docs/architecture.md).
///
/// It lexes exactly as swift-syntax does where it matters (string, raw string, multi-line string
/// and regex literals, interpolations, nested comments, `#if` branches), so that text inside a
/// literal is never mistaken for code or a comment, and it reads declarations from a few tokens
/// of context. It never fails: any byte sequence gives a result, in time linear in its length.
enum SwiftScanner {
  /// Scans the UTF-8 bytes of a Swift file.
  static func scan(_ bytes: UnsafeBufferPointer<UInt8>, options: ScanOptions = ScanOptions()) -> ScannedFile {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return ScannedFile() }
    let source = SourceBuffer(base: base, count: bytes.count)
    var recorder = ScanRecorder(source: source, options: options)
    var lexer = SwiftLexer(source: source)
    var tracker = DeclarationTracker(source: source)
    var wrappers = WeaverPropertyWrapperFinder()
    let recordsEveryComment = options.comments == .all
    while true {
      recorder.enclosingDeclaration = tracker.innermostType
      recorder.isInUnreportedType = tracker.isInUnreportedScope
      let token = lexer.next(recording: &recorder)
      wrappers.consume(token, source: source, recorder: &recorder)
      tracker.consume(token, recorder: &recorder)
      if case .endOfFile = token.kind { break }
      // Runs of plain tokens between the tokens read above; a run ends at a brace, after which the
      // next one may start at once (SwiftLexer+PlainTokens.swift).
      if options.skimsPlainTokens, tracker.acceptsPlainRun, wrappers.acceptsPlainRun, lexer.mayStartPlainRun {
        // A code block just opened is passed over whole when nothing in it matters here; `next`
        // then reads its closing brace (SwiftLexer+CodeBlocks.swift).
        if token.kind == .leftBrace, tracker.isInCodeBlock,
          lexer.skipCodeBlock(recordsEveryComment: recordsEveryComment)
        {
          continue
        }
        while let run = lexer.skimPlainTokens() {
          tracker.consume(run)
          if run.lastKind == .leftBrace, tracker.isInCodeBlock,
            lexer.skipCodeBlock(recordsEveryComment: recordsEveryComment)
          {
            break
          }
          guard run.lastKind == .leftBrace || run.lastKind == .rightBrace else { break }
        }
      }
    }
    return ScannedFile(
      declarations: tracker.declarations,
      comments: recorder.comments,
      imports: tracker.imports,
      initializers: tracker.initializers,
      weaverPropertyWrappers: wrappers.uses
    )
  }

  /// Scans Swift source text.
  static func scan(_ source: String, options: ScanOptions = ScanOptions()) -> ScannedFile {
    var source = source
    return source.withUTF8 { scan($0, options: options) }
  }
}
