import Foundation

/// The root of most of this fixture.
final class Shell {
  // weaver: clock = Clock
  // weaver: default = Settings
  // weaver: left = Left
  // weaver: right = Right
  // weaver: right.scope = .lazy
  // weaver: store = Store <- Storing
  // weaver: counter = Counter
  // weaver: counter.scope = .transient
  // weaver: counter.builder = Shell.makeCounter
  // weaver: worker = Worker
  // weaver: panel = Outer.Panel
  // weaver: panel.scope = .weak
  // weaver: service = LiveService <- Service
  // weaver: service.builder = Shell.makeService
  // weaver: gallery = Gallery

  let dependencies: ShellDependencyResolver

  init(injecting dependencies: ShellDependencyResolver) {
    self.dependencies = dependencies
  }

  /// A builder may return the type the registration is exposed as, to choose an implementation.
  static func makeService(_ dependencies: ShellDependencyResolver) -> any Service {
    LiveService()
  }

  static func makeCounter(_ dependencies: ShellDependencyResolver, start: Int) -> Counter {
    Counter(injecting: dependencies, start: start)
  }
}

public final class Clock: @unchecked Sendable {
  public init() {}
}

/// A public root: its container takes its references as initializer arguments, so a module can
/// receive dependencies from outside. What it exposes must be public too.
public final class Gateway {
  // weaver: clock <- Clock
  // weaver: station = Station

  let dependencies: GatewayDependencyResolver

  public init(injecting dependencies: GatewayDependencyResolver) {
    self.dependencies = dependencies
  }
}

public final class Station {
  public init() {}
}

/// A keyword-named dependency of a value type that is not injectable.
struct Settings {
  var verbose = true
}

protocol Storing: AnyObject {}

protocol Service: Sendable {
  var name: String { get }
}

struct LiveService: Service {
  let name = "live"
}

final class Store: Storing {}

/// Built through a builder that receives the registrant's resolver and the parameter.
final class Counter {
  // weaver: start <= Int

  let start: Int
  let shellClock: Clock

  init(injecting dependencies: ShellDependencyResolver, start: Int) {
    self.start = start
    shellClock = dependencies.clock
  }
}
