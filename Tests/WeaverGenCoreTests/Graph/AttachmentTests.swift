import Foundation
import Testing

@testable import WeaverGenCore

/// docs/language.md, "Attachment": which type each annotation belongs to, and what the graph records of it.
@Suite struct AttachmentTests {
  @Test func annotationsInAnExtensionOfAModuleTypeBelongToThatType() {
    let fixture = ModuleFixture([
      "Review.swift": """
      final class Review {
        // weaver: movieID <= UInt
      }
      """,
      "Review+Injectable.swift": """
      extension Review {
        // weaver: manager = ReviewManager
        // weaver: manager.scope = .lazy
      }
      final class ReviewManager {}
      """,
    ])
    #expect(fixture.lines == [])
    let review = fixture.resolved.graph.types.first { $0.name == "Review" }
    #expect(review?.dependencies.map(\.name) == ["movieID", "manager"])
    #expect(review?.dependencies.last?.registration?.scope == .lazy)
    #expect(review?.files == ["Review+Injectable.swift", "Review.swift"])
  }

  @Test func theDeclarationsAnnotationsComeBeforeItsExtensionsWhateverTheFileOrder() {
    let fixture = ModuleFixture([
      "A.swift": "extension Screen {\n  // weaver: first = First\n}\nfinal class First {}\n",
      "Z.swift": "final class Screen {\n  // weaver: second = Second\n}\nfinal class Second {}\n",
    ])
    #expect(
      fixture.resolved.graph.types.first { $0.name == "Screen" }?.dependencies.map(\.name) == ["second", "first"])
  }

  @Test func nestedTypesAreNamedByTheirPathAndTheInnermostTypeOwnsTheAnnotation() {
    let fixture = ModuleFixture(
      """
      final class Outer {
        // weaver: inner = Outer.Inner
        enum Namespace {
          struct Inner {
            // weaver: value <- Int
          }
        }
        final class Inner {
          // weaver: count <= Int
        }
      }
      """
    )
    #expect(fixture.resolved.graph.types.map(\.name) == ["Outer", "Outer.Inner", "Outer.Namespace.Inner"])
    #expect(fixture.resolved.graph.types[1].kind == .class)
    #expect(fixture.resolved.graph.types[2].kind == .struct)
  }

  @Test func aRegistrationFindsANestedTypeByItsShortNameFromInsideTheEnclosingType() {
    let fixture = ModuleFixture(
      """
      final class Outer {
        // weaver: inner = Inner
        // weaver: inner.scope = .transient
        final class Inner {
          // weaver: count <= Int
        }
      }
      """
    )
    #expect(fixture.lines == [])
    #expect(fixture.resolved.edges.registrants[1].map(\.type) == [0])
  }

  @Test func annotationsInEveryIfBranchAreRead() {
    let fixture = ModuleFixture(
      """
      final class App {
        #if DEBUG
        // weaver: logger = DebugLogger <- Logger
        #else
        // weaver: tracker = Tracker
        #endif
      }
      """
    )
    #expect(fixture.resolved.graph.types.first?.dependencies.map(\.name) == ["logger", "tracker"])
  }

  @Test func annotationsInsideStringsAndDocCommentsAreNotAnnotations() {
    let fixture = ModuleFixture(
      #"""
      final class App {
        /// weaver: documented = Example
        /* weaver: blocked = Example */
        let text = "// weaver: quoted = Example"
        let multiline = """
          // weaver: inMultiline = Example
          """
        let raw = #"// weaver: raw = Example"#
        func f() { let x = 1 // weaver: trailing = Example
        }
      }
      """#
    )
    #expect(fixture.resolved.graph.types.isEmpty)
    #expect(fixture.lines == [])
  }

  @Test func theGeneratedFileImportsWhatAnnotatedFilesImport() {
    let fixture = ModuleFixture([
      "A.swift": """
      import Foundation
      @preconcurrency import Dispatch
      #if canImport(UIKit)
      import UIKit
      #endif
      @_exported import Exported
      final class App {
        // weaver: import MovieAPI
        // weaver: api = API
      }
      """,
      "B.swift": "import NotUsed\nfinal class Plain {}\n",
    ])
    let imports = fixture.resolved.graph.imports
    #expect(imports.map(\.path) == ["Dispatch", "Exported", "Foundation", "MovieAPI", "UIKit"])
    #expect(imports.first { $0.path == "Dispatch" }?.attributes == ["@preconcurrency"])
    #expect(imports.first { $0.path == "Exported" }?.attributes == [])
    #expect(imports.first { $0.path == "UIKit" }?.isConditional == true)
    #expect(imports.first { $0.path == "Foundation" }?.isConditional == false)
  }

  /// The same module imported by several annotated files is imported once: unconditionally if any
  /// file imports it outside `#if`, with the attributes of all; the module itself, or a part of
  /// it, is never imported.
  @Test func importsOfSeveralFilesAreMerged() {
    let fixture = ModuleFixture([
      "A.swift": """
      @preconcurrency import Dispatch
      #if canImport(UIKit)
      import UIKit
      #endif
      import App
      final class Home {
        // weaver: api = API
      }
      """,
      "B.swift": """
      @testable import Dispatch
      import UIKit
      import struct Foundation.URL
      import App.Part
      final class Settings {
        // weaver: api = API
      }
      """,
      "C.swift": "import Other\nfinal class API {}\n",
    ])
    let imports = fixture.resolved.graph.imports
    #expect(imports.map(\.path) == ["Dispatch", "Foundation", "UIKit"])
    #expect(imports.first { $0.path == "Dispatch" }?.attributes == ["@preconcurrency", "@testable"])
    #expect(imports.first { $0.path == "UIKit" }?.isConditional == false)
  }

  @Test func anObjCBridgingExtensionMarksTheType() {
    let fixture = ModuleFixture(
      """
      final class Review {
        // weaver: movieID <= UInt
      }
      extension Review: ReviewObjCDependencyInjectable {}
      """
    )
    #expect(fixture.resolved.graph.types.first?.isObjCBridged == true)
  }

  /// The tutorial's Objective-C controller: a class the module does not declare, made injectable
  /// by its bridging extension, whose annotations describe it; it is a class, and registrations
  /// of it build it.
  @Test func aBridgingExtensionMakesATypeTheModuleDoesNotDeclareInjectable() {
    let fixture = ModuleFixture([
      "WSReviewViewController+Injectable.swift": """
      extension WSReviewViewController: WSReviewViewControllerObjCDependencyInjectable {
        // weaver: movieID <= UInt
        // weaver: reviewManager = ReviewManager
      }
      """,
      "MovieViewController.swift": """
      final class MovieViewController {
        // weaver: reviewController = WSReviewViewController
        // weaver: reviewController.scope = .transient
      }
      final class ReviewManager: NSObject {}
      """,
    ])
    #expect(fixture.lines == [])
    let graph = fixture.resolved.graph
    let review = graph.index(of: "WSReviewViewController")
    #expect(review.map { graph.types[$0].kind } == .class)
    #expect(review.map { graph.types[$0].isObjCBridged } == true)
    #expect(review.map { graph.types[$0].dependencies.map(\.name) } == ["movieID", "reviewManager"])
    #expect(review.map { fixture.resolved.edges.registrants[$0].count } == 1)
  }

  /// The tutorial's section 8 before the controller is registered: the bridged class and its
  /// manager are marked isolated, so neither is checked until something registers them.
  @Test func aBridgedClassNotYetRegisteredCanBeIsolated() {
    let fixture = ModuleFixture([
      "WSReviewViewController+Injectable.swift": """
      extension WSReviewViewController: WSReviewViewControllerObjCDependencyInjectable {
        // weaver: movieID <= UInt
        // weaver: reviewManager = ReviewManager
        // weaver: self.isIsolated = true
      }
      """,
      "ReviewManager.swift": """
      final class ReviewManager: NSObject {
        // weaver: urlSession <- URLSession
        // weaver: self.isIsolated = true
      }
      """,
    ])
    #expect(fixture.lines == [])
    #expect(fixture.resolved.graph.types.map(\.isIsolated) == [true, true])
  }

  /// Without the bridging conformance, an extension of a type the module does not declare is
  /// still an error: nothing says it is a class Weaver's generated code can build.
  @Test func aPlainExtensionOfATypeTheModuleDoesNotDeclareIsStillUnsupported() {
    let fixture = ModuleFixture(
      """
      extension WSReviewViewController: SomethingElse {
        // weaver: movieID <= UInt
      }
      """
    )
    #expect(fixture.analysis.diagnostics.map(\.id) == [.unsupportedDeclaration], "\(fixture.lines)")
  }

  @Test func accessLevelIsCappedByEnclosingTypes() {
    let fixture = ModuleFixture(
      """
      public final class Outer {
        public final class Inner {
          // weaver: a <- A
        }
      }
      final class Hidden {
        public final class Inner {
          // weaver: b <- B
        }
      }
      """
    )
    #expect(fixture.resolved.graph.types.map(\.accessLevel) == [.internal, .public])
  }
}

/// The pipeline's progress hook, which the command line's progress line counts on.
@Suite struct PipelineProgressTests {
  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func increment() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
  }

  @Test func everyFileIsReportedOnceWhateverTheModule() {
    let counter = Counter()
    let files = (0..<40).map { "File\($0).swift" }
    let reader = InMemorySourceReader(Dictionary(uniqueKeysWithValues: files.map { ($0, "struct S\($0.count) {}\n") }))
    let modules = [
      ModuleInput(name: "A", files: Array(files[..<25])), ModuleInput(name: "B", files: Array(files[25...])),
    ]
    _ = Pipeline.analyze(modules, reader: reader, options: .init(fileAnalyzed: counter.increment))
    #expect(counter.count == 40)
  }
}
