import Foundation
import Testing

@testable import WeaverGenCore

/// docs/language.md, "Objective-C bridging": an Objective-C bridged type's `@objc` resolver protocol may only name
/// types
/// Objective-C can represent; what the module proves it cannot is reported at the annotation.
@Suite struct ObjCRepresentationRuleTests {
  private func errors(_ source: String) -> [String] {
    ModuleFixture(source).lines.filter { $0.contains(": error: ") }
  }

  @Test func typesTheModuleProvesUnrepresentableAreReported() {
    let lines = errors(
      """
      final class Legacy {
        // weaver: movie = Movie
        // weaver: movies <= [Movie]?
        // weaver: state = State
        // weaver: store = LiveStore <- Store
        // weaver: screen = Screen
        // weaver: screen.scope = .transient
        // weaver: pair <= (Int, String)
        // weaver: worker = Worker
      }
      extension Legacy: LegacyObjCDependencyInjectable {}
      struct Movie {}
      enum State { case idle }
      protocol Store {}
      final class LiveStore: Store {}
      final class Screen: NSObject {
        // weaver: movie <= Movie
      }
      class Base: Sendable {}
      final class Worker: Base {}
      """
    )
    #expect(
      lines.map { $0.components(separatedBy: " cannot be in")[0] } == [
        "App.swift:2:14: error: 'movie: Movie'",
        "App.swift:3:14: error: 'movies: [Movie]?'",
        "App.swift:4:14: error: 'state: State'",
        "App.swift:5:14: error: 'store: Store'",
        "App.swift:6:14: error: 'screen: Screen'",
        "App.swift:8:14: error: 'pair: (Int, String)'",
        "App.swift:9:14: error: 'worker: Worker'",
      ], "\(lines)")
    #expect(lines[4].contains("because 'Movie' is a struct"), "a member function's parameter counts")
    #expect(lines[6].contains("because 'Worker' is a class that does not inherit from NSObject"))
  }

  @Test func objcTypesAndTypesFromOtherModulesAreAccepted() {
    let lines = errors(
      """
      final class Legacy {
        // weaver: view = View
        // weaver: mode = Mode
        // weaver: source = LiveSource <- Source
        // weaver: name <= String
        // weaver: controller <= UIViewController
        // weaver: child = Child
      }
      extension Legacy: LegacyObjCDependencyInjectable {}
      class View: NSObject {}
      @objc enum Mode: Int { case on, off }
      @objc protocol Source {}
      final class LiveSource: NSObject, Source {}
      final class Child: View {}
      """
    )
    #expect(lines == [])
  }

  @Test func aTypeWithoutObjectiveCBridgingIsNotChecked() {
    #expect(errors("final class App {\n  // weaver: movie = Movie\n}\nstruct Movie {}\n") == [])
  }

  /// Weaver 1.x and docs/language.md: `name.objc = true` bridges that one registration, so the
  /// type's other dependencies are not checked, and a problem is reported at the `.objc` line.
  @Test func oneObjCRegistrationBridgesOnlyItself() {
    let lines = errors(
      """
      final class App {
        // weaver: movie = Movie
        // weaver: view = View
        // weaver: view.objc = true
        // weaver: settings = Settings
        // weaver: settings.objc = true
      }
      struct Movie {}
      class View: NSObject {}
      struct Settings {}
      """
    )
    #expect(
      lines == [
        "App.swift:6:14: error: 'settings: Settings' cannot be bridged to Objective-C, because 'Settings' is a struct, which Objective-C cannot represent; change 'Settings', or remove 'settings.objc = true' [objc-incompatible-type]"
      ], "\(lines)")
  }
}
