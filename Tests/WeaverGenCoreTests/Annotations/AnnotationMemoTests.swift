import Testing

@testable import WeaverGenCore

/// A comment read through the memo gives what parsing it gives, at its own position and with its
/// own file's diagnostics, whether or not the same bytes were read before.
@Suite struct AnnotationMemoTests {
  /// Every form an annotation takes, with a name, a type or a value at a column of its own.
  static let forms = [
    "// weaver: movieManager = MovieManager <- MovieManaging",
    "// weaver: cache = Cache<String, [Movie]> <- (any Caching)?",
    "// weaver: urlSession <- URLSession",
    "// weaver: movieID <= Int",
    "// weaver: movieManager.scope = .transient",
    "// weaver: movieManager.builder = MovieManager.make",
    "//weaver:self.isIsolated = true",
    "// weaver: movieManager.objc = true",
    "// weaver: movieManager.platforms = [.iOS, .watchOS]",
    "// weaver: movieManager.projects = [MyApp, AlternateApp]",
    "//   weaver  :   import Networking",
  ]

  private static func comment(_ text: String, at position: SourcePosition) -> WeaverGenCore.Comment {
    WeaverGenCore.Comment(kind: .line, bytes: Array(text.utf8), position: position, isAloneOnLine: true)
  }

  @Test(arguments: forms)
  func aRepeatedCommentReadsAsItsOwnParse(text: String) throws {
    var memo = AnnotationMemo()
    let first = Self.comment(text, at: SourcePosition(offset: 40, line: 3, column: 3))
    let again = Self.comment(text, at: SourcePosition(offset: 913, line: 41, column: 9))
    #expect(memo.parse(first, path: "A.swift") == AnnotationParser.parse(first, path: "A.swift"))
    #expect(memo.entryCount == 1)
    let fresh = try #require(AnnotationParser.parse(again, path: "B.swift"))
    #expect(fresh.diagnostics == [])
    #expect(fresh.annotation?.commentPosition == again.position)
    #expect(memo.parse(again, path: "B.swift") == fresh)
    // Read from the memo, not parsed again.
    #expect(memo.entryCount == 1)
  }

  /// A comment with a problem is parsed each time: its diagnostics name the file and the line
  /// where it is written.
  @Test func aCommentWithAProblemIsReportedWhereEachCopyIs() throws {
    var memo = AnnotationMemo()
    let text = "// weaver: movieManager = "
    for (path, line) in [("A.swift", 3), ("B.swift", 17)] {
      let written = Self.comment(text, at: SourcePosition(offset: 10 * line, line: line, column: 1))
      let parsed = memo.parse(written, path: path)
      let result = try #require(parsed)
      #expect(result == AnnotationParser.parse(written, path: path))
      #expect(!result.diagnostics.isEmpty)
      #expect(result.diagnostics.allSatisfy { $0.location.path == path && $0.location.line == line })
    }
    #expect(memo.entryCount == 0)
  }

  /// Comments that cannot be annotations are left to the parser's own answer, and none is kept.
  @Test func whatIsNotAnAnnotationIsNotKept() {
    var memo = AnnotationMemo()
    let notAlone = WeaverGenCore.Comment(
      kind: .line, bytes: Array("// weaver: a <- A".utf8), position: commentStart, isAloneOnLine: false)
    let block = WeaverGenCore.Comment(
      kind: .block, bytes: Array("/* weaver: a <- A */".utf8), position: commentStart, isAloneOnLine: true)
    let prose = Self.comment("// weaver is great", at: commentStart)
    for comment in [notAlone, block, prose] {
      #expect(memo.parse(comment, path: annotatedPath) == nil)
      #expect(AnnotationParser.parse(comment, path: annotatedPath) == nil)
    }
    #expect(memo.entryCount == 0)
  }

  /// Comments whose bytes differ only past the eighth, or in length, are told apart however their
  /// digests fall; a memo grown past its first table still finds every comment it holds.
  @Test func commentsAreToldApartByEveryByte() {
    var memo = AnnotationMemo()
    let texts = (0..<600).map { "// weaver: dependency\($0) <- Type\($0 % 7)" } + ["// weaver: dependency1 <- Type1 "]
    for (line, text) in texts.enumerated() {
      let written = Self.comment(text, at: SourcePosition(offset: 50 * line, line: line + 1, column: 1))
      #expect(memo.parse(written, path: "A.swift") == AnnotationParser.parse(written, path: "A.swift"))
    }
    #expect(memo.entryCount == 601)
    for (line, text) in texts.enumerated().reversed() {
      let written = Self.comment(text, at: SourcePosition(offset: 50 * line + 7, line: line + 2, column: 8))
      #expect(memo.parse(written, path: "B.swift") == AnnotationParser.parse(written, path: "B.swift"))
    }
    #expect(memo.entryCount == 601)
  }

  /// Comments that differ only in their last bytes (`Type12`, `Type13`) spread over the table's
  /// slots, which the digest's low bits choose: with one multiply a word and no final mix, 91 of
  /// these 300 fell on one slot of 512.
  @Test func digestsOfCommentsDifferingAtTheirEndSpreadOverTheSlots() {
    let slots = (0..<300).map { AnnotationMemo.digest(of: Array("// weaver: dependency <- Type\($0)".utf8)) & 511 }
    let counts = Dictionary(slots.map { ($0, 1) }, uniquingKeysWith: +)
    #expect(counts.count >= 200)
    #expect(counts.values.max()! <= 8)
  }

  /// The pipeline's runs of files, each with its memo, give every file the summary it has when
  /// analysed alone.
  @Test func filesAnalysedInRunsHaveTheirOwnSummaries() {
    let files = Dictionary(
      uniqueKeysWithValues: (0..<(2 * Pipeline.filesPerRun + 5)).map { index in
        let indentation = String(repeating: " ", count: 2 + index % 3)
        return (
          "Sources/App/Feature\(index).swift",
          """
          final class Feature\(index) {
          \(indentation)// weaver: logger <- Logger
          \(indentation)// weaver: api = APIClient <- APIClient\(index % 4)
          \(indentation)// weaver: api.scope = .container
          \(indentation)// weaver: broken = \(index % 2 == 0 ? "" : "Broken")
          }
          """
        )
      })
    let paths = files.keys.sorted()
    let analyses = Pipeline.analyzeFiles(paths, reader: InMemorySourceReader(files))
    #expect(analyses.map(\.summary.path) == paths)
    for (path, analysis) in zip(paths, analyses) {
      #expect(analysis.summary == FileAnalyzer.analyze(path: path, source: files[path]!))
    }
  }
}
