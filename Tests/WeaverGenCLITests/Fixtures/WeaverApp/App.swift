// A Weaver 1.x app's shapes, written as Weaver's users wrote them: started through
// `MainDependencyContainer`, with a type that has an `init(injecting:)` and no annotation.

final class AppDelegate {
  // weaver: logger = Logger
  // weaver: clock = Clock
  // weaver: home = HomeScreen
  // weaver: movie = MovieScreen
  // weaver: movie.scope = .transient

  let dependencies: AppDelegateDependencyResolver

  init(injecting dependencies: AppDelegateDependencyResolver) {
    self.dependencies = dependencies
  }
}

final class Logger {
  private(set) var lines: [String] = []

  func log(_ line: String) { lines.append(line) }
}

/// Needs nothing yet, but is written like its siblings.
final class Clock {
  init(injecting _: ClockDependencyResolver) {}

  var now: Int { 42 }
}

final class HomeScreen {
  // weaver: logger <- Logger
  // weaver: clock <- Clock

  let dependencies: HomeScreenDependencyResolver

  init(injecting dependencies: HomeScreenDependencyResolver) {
    self.dependencies = dependencies
  }
}

final class MovieScreen {
  // weaver: movieID <= Int
  // weaver: logger <- Logger

  let dependencies: MovieScreenDependencyResolver

  init(injecting dependencies: MovieScreenDependencyResolver) {
    self.dependencies = dependencies
  }
}

/// Not wired yet: started by hand with what it would receive.
final class Widget {
  // weaver: self.isIsolated = true
  // weaver: size <= Int
  // weaver: logger <- Logger

  let dependencies: WidgetDependencyResolver

  init(injecting dependencies: WidgetDependencyResolver) {
    self.dependencies = dependencies
  }
}
