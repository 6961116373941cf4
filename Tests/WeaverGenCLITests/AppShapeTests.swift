import Foundation
import Testing

/// The apps weaver-gen's users build (docs/generated-code.md), generated with the built CLI, compiled with
/// `-warnings-as-errors` in the three isolation modes, and run: a UIKit-shaped app whose screens
/// derive from a main-actor `UIViewController` declared in another module, a SwiftUI-shaped app of
/// `struct` views and main-actor view models, and a server whose root and services are shared by
/// 100 concurrent tasks (also under the thread sanitizer). And racy programs, which the generated
/// containers must not let compile, as hand-written code would not.
@Suite struct AppShapeTests {
  /// A fixture app: its sources, its driver, and the stand-in framework it imports, if any.
  struct Shape: CustomStringConvertible, Sendable {
    var fixture: String
    var standIn: String?

    var description: String { fixture }

    static let uiKit = Shape(fixture: "UIKitApp", standIn: "UIKitStandIn")
    static let swiftUI = Shape(fixture: "SwiftUIApp", standIn: "SwiftUIStandIn")
    static let server = Shape(fixture: "ServerApp", standIn: nil)
    /// The app of the Weaver tutorial (shared/seeds/004), as its last section leaves it.
    static let tutorial = Shape(fixture: "Tutorial", standIn: "TutorialStandIn")
  }

  /// Generates the shape's code as a user of `mode` configures weaver-gen, and compiles it with
  /// the fixture's sources and driver; returns what the compiler printed and the executable.
  private func build(
    _ shape: Shape, mode: SwiftCompiler.IsolationMode, in scratch: borrowing ScratchDirectory,
    sanitizeThreads: Bool = false
  ) throws -> (output: SwiftCompiler.Output, executable: URL) {
    let generated = scratch.url.appendingPathComponent("Weaver.swift")
    let folder = CLIRunner.fixtures.appendingPathComponent(shape.fixture)
    let generation = try CLIRunner.run(
      ["generate", "--input-path", folder.path, "--output-file", generated.path] + mode.generationArguments)
    #expect(generation.status == 0, "\(generation)")
    var libraries: [SwiftCompiler.Library] = []
    if let standIn = shape.standIn {
      let sources = try SwiftCompiler.swiftFiles(in: CLIRunner.fixtures.appendingPathComponent("StandIns/\(standIn)"))
      libraries.append(try SwiftCompiler.library(standIn, files: sources, in: scratch.url))
    }
    let sources =
      try SwiftCompiler.swiftFiles(in: folder) + [generated]
      + [CLIRunner.fixtures.appendingPathComponent("\(shape.fixture)Driver/main.swift")]
    let executable = scratch.url.appendingPathComponent(shape.fixture)
    let output = try SwiftCompiler.build(
      sources, mode: mode, executable: executable, libraries: libraries, sanitizeThreads: sanitizeThreads)
    return (output, executable)
  }

  @Test(arguments: [Shape.uiKit, .swiftUI, .server], SwiftCompiler.IsolationMode.allCases)
  func compilesWithoutWarningsAndRuns(_ shape: Shape, _ mode: SwiftCompiler.IsolationMode) throws {
    let scratch = try ScratchDirectory()
    let (build, executable) = try build(shape, mode: mode, in: scratch)
    try #require(build.status == 0, "swiftc failed:\n\(build.text)")
    #expect(build.text.isEmpty, "swiftc printed:\n\(build.text)")
    let run = try SwiftCompiler.run(executable)
    #expect(run.status == 0 && run.text.hasSuffix("all checks passed\n"), "\(run.text)")
  }

  /// The Weaver tutorial's annotated code, unchanged: every form it teaches (registration,
  /// reference, parameter, `.transient`, a builder, a shared `.container` registration at the
  /// root, and the Objective-C controller made injectable by
  /// `extension WSReviewViewController: WSReviewViewControllerObjCDependencyInjectable`, a class
  /// declared in another module) validates, generates, compiles and runs.
  @Test(arguments: SwiftCompiler.IsolationMode.allCases)
  func theWeaverTutorialValidatesGeneratesCompilesAndRuns(_ mode: SwiftCompiler.IsolationMode) throws {
    let folder = CLIRunner.fixtures.appendingPathComponent(Shape.tutorial.fixture)
    let validation = try CLIRunner.run(["validate", "--input-path", folder.path] + mode.generationArguments)
    #expect(validation.status == 0, "\(validation)")
    #expect(
      validation.standardError.contains("no problems in 1 module (Tutorial), 6 files, 7 injectable types"),
      "\(validation)")
    let scratch = try ScratchDirectory()
    let (build, executable) = try build(.tutorial, mode: mode, in: scratch)
    try #require(build.status == 0, "swiftc failed:\n\(build.text)")
    #expect(build.text.isEmpty, "swiftc printed:\n\(build.text)")
    let run = try SwiftCompiler.run(executable)
    #expect(run.text.contains("ok: the Objective-C controller receives its parameter"), "\(run.text)")
    #expect(run.status == 0 && run.text.hasSuffix("all checks passed\n"), "\(run.text)")
  }

  @Test func theServerRunsWithoutAReportFromTheThreadSanitizer() throws {
    let scratch = try ScratchDirectory()
    let (build, executable) = try build(.server, mode: .nonisolated, in: scratch, sanitizeThreads: true)
    try #require(build.status == 0, "swiftc failed:\n\(build.text)")
    let run = try SwiftCompiler.run(executable)
    #expect(!run.text.contains("ThreadSanitizer"), "\(run.text)")
    #expect(run.status == 0 && run.text.hasSuffix("all checks passed\n"), "\(run.text)")
  }

  /// A non-`Sendable` registration of the main-actor root that an actor references: the actor's
  /// container, holding what the root holds, cannot be handed into the actor.
  @Test func anActorCannotReceiveAMainActorRootsNonSendableRegistration() throws {
    let scratch = try ScratchDirectory()
    let (build, _) = try build(Shape(fixture: "RacyActorLog", standIn: "UIKitStandIn"), mode: .nonisolated, in: scratch)
    #expect(build.status != 0)
    #expect(
      build.text.contains("sending value of non-Sendable type 'StoreDependencyContainer' risks causing data races"),
      "\(build.text)")
  }

  /// A root that is not `Sendable`, with a non-`Sendable` registration, captured by 100 tasks:
  /// its container is not `Sendable`, so neither is the root.
  @Test func tasksCannotShareARootThatIsNotSendable() throws {
    let scratch = try ScratchDirectory()
    let (build, _) = try build(Shape(fixture: "RacySharedRoot", standIn: nil), mode: .nonisolated, in: scratch)
    #expect(build.status != 0)
    #expect(build.text.contains("non-Sendable type 'Server'"), "\(build.text)")
  }

  /// A `Sendable` root whose container would hold a non-`Sendable` registration that its tasks
  /// write: the container's conformance fails where the generated code stores it.
  @Test func aSendableRootCannotHoldANonSendableRegistration() throws {
    let scratch = try ScratchDirectory()
    let (build, _) = try build(Shape(fixture: "RacySendableRoot", standIn: nil), mode: .nonisolated, in: scratch)
    #expect(build.status != 0)
    #expect(
      build.text.contains(
        "stored property 'log' of 'Sendable'-conforming class 'ServerDependencyContainer' has non-Sendable type 'RequestLog'"
      ), "\(build.text)")
  }
}
