import Testing

@testable import WeaverGenCore

/// docs/language.md, "Scopes": a `.weak` registration must hold a class instance, whatever builds it.
@Suite struct WeakScopeTests {
  @Test func weakScopeNeedsAClassInstance() {
    let fixture = ModuleFixture(
      """
      struct Settings {}
      final class Home {
        // weaver: settings = Settings
        // weaver: settings.scope = .weak
        // weaver: names = [String]
        // weaver: names.scope = .weak
        // weaver: cache = Cache
        // weaver: cache.scope = .weak
      }
      final class Cache {}
      """
    )
    #expect(
      fixture.lines == [
        "App.swift:4:31: error: 'settings' has '.weak' scope, but 'Settings' is a struct; only class instances can be held weakly [weak-value-type]",
        "App.swift:1:8: note: 'Settings' is declared here",
        "App.swift:6:28: error: 'names' has '.weak' scope, but '[String]' is an array; only class instances can be held weakly [weak-value-type]",
      ]
    )
  }

  @Test func weakScopeWithABuilderChecksTheTypeTheBuilderReturns() {
    let fixture = ModuleFixture(
      """
      protocol Service: Sendable {}
      protocol Base {}
      protocol Derived: Swift.Equatable, Base {}
      enum Mode {}
      final class LiveService: Service, Derived {}
      final class App {
        // weaver: service = LiveService <- Service
        // weaver: service.builder = App.makeService
        // weaver: service.scope = .weak
        // weaver: derived = LiveService <- any Derived & Service
        // weaver: derived.builder = App.makeDerived
        // weaver: derived.scope = .weak
        // weaver: mode = LiveService <- Mode
        // weaver: mode.builder = App.makeMode
        // weaver: mode.scope = .weak
        // weaver: built = LiveService <- Service
        // weaver: built.scope = .weak
        // weaver: foreign = LiveService <- Foreign
        // weaver: foreign.builder = App.makeForeign
        // weaver: foreign.scope = .weak
      }
      """
    )
    #expect(
      fixture.lines == [
        "App.swift:9:30: error: 'service' has '.weak' scope, but its builder's result 'Service' is a protocol that is not class-bound; only class instances can be held weakly [weak-value-type]",
        "App.swift:1:10: note: 'Service' is declared here",
        "App.swift:12:30: error: 'derived' has '.weak' scope, but its builder's result 'any Derived & Service' is a composition of protocols that are not class-bound; only class instances can be held weakly [weak-value-type]",
        "App.swift:3:10: note: 'Derived' is declared here",
        "App.swift:1:10: note: 'Service' is declared here",
        "App.swift:15:27: error: 'mode' has '.weak' scope, but its builder's result 'Mode' is an enum; only class instances can be held weakly [weak-value-type]",
        "App.swift:4:6: note: 'Mode' is declared here",
      ]
    )
  }

  @Test func aClassBoundProtocolTypeIsStillNotAClassTypeUnlessItIsObjC() {
    let fixture = ModuleFixture(
      """
      import Foundation
      final class Widget {}
      protocol Bound: AnyObject {}
      protocol Legacy: class {}
      protocol Inherited: Sendable, Bound {}
      protocol Required where Self: Swift.AnyObject {}
      protocol ClassConstrained: Widget {}
      protocol Foreign: NSObjectProtocol {}
      @objc protocol Bridged {}
      final class App {
        // weaver: a = Widget <- Bound
        // weaver: a.builder = App.make
        // weaver: a.scope = .weak
        // weaver: b = Widget <- Legacy
        // weaver: b.builder = App.make
        // weaver: b.scope = .weak
        // weaver: c = Widget <- Inherited
        // weaver: c.builder = App.make
        // weaver: c.scope = .weak
        // weaver: d = Widget <- Required
        // weaver: d.builder = App.make
        // weaver: d.scope = .weak
        // weaver: e = Widget <- ClassConstrained
        // weaver: e.builder = App.make
        // weaver: e.scope = .weak
        // weaver: f = Widget <- Foreign
        // weaver: f.builder = App.make
        // weaver: f.scope = .weak
        // weaver: g = Widget <- Bridged
        // weaver: g.builder = App.make
        // weaver: g.scope = .weak
      }
      """
    )
    let message =
      "is a protocol type, which generated code cannot hold weakly even when the protocol is class-bound; expose it as a class type or use another scope [weak-value-type]"
    #expect(
      fixture.lines == [
        "App.swift:13:24: error: 'a' has '.weak' scope, but its builder's result 'Bound' \(message)",
        "App.swift:3:10: note: 'Bound' is declared here",
        "App.swift:16:24: error: 'b' has '.weak' scope, but its builder's result 'Legacy' \(message)",
        "App.swift:4:10: note: 'Legacy' is declared here",
        "App.swift:19:24: error: 'c' has '.weak' scope, but its builder's result 'Inherited' \(message)",
        "App.swift:5:10: note: 'Inherited' is declared here",
        "App.swift:22:24: error: 'd' has '.weak' scope, but its builder's result 'Required' \(message)",
        "App.swift:6:10: note: 'Required' is declared here",
        "App.swift:25:24: error: 'e' has '.weak' scope, but its builder's result 'ClassConstrained' \(message)",
        "App.swift:7:10: note: 'ClassConstrained' is declared here",
        "App.swift:28:24: error: 'f' has '.weak' scope, but its builder's result 'Foreign' \(message)",
        "App.swift:8:10: note: 'Foreign' is declared here",
      ]
    )
  }
}
