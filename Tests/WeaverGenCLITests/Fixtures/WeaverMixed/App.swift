// A Weaver 1.x module whose types mix comment annotations and property wrappers. It compiles
// once `weaver-gen migrate --write` has rewritten the wrappers (WeaverMigrationTests).

final class AppDelegate {
  // weaver: logger = Logger
  // weaver: screen = Screen

  @Weaver(.registration)
  private var clock: Clock

  let dependencies: AppDelegateDependencyResolver

  init(injecting dependencies: AppDelegateDependencyResolver) {
    self.dependencies = dependencies
  }

  var now: Int { clock.now }
}

final class Logger {}

/// Needs nothing yet: no annotation, an `init(injecting:)`.
final class Clock {
  init(injecting _: ClockDependencyResolver) {}

  var now: Int { 42 }
}

final class Screen {
  // weaver: logger <- Logger

  @Weaver(.reference) private var clock: Clock

  private let dependencies: ScreenDependencyResolver

  init(injecting dependencies: ScreenDependencyResolver) {
    self.dependencies = dependencies
  }

  func title() -> String { "at \(clock.now), logged by \(type(of: dependencies.logger))" }
}
