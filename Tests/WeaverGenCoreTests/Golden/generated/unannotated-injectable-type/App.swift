final class App {
  // weaver: clock = Clock
  // weaver: feed = Feed
  // weaver: feed.scope = .transient

  let dependencies: AppDependencyResolver

  init(injecting dependencies: AppDependencyResolver) {
    self.dependencies = dependencies
  }
}

/// Written as Weaver projects write a type that needs nothing yet: no annotation, but an
/// `init(injecting:)` naming its own resolver, so it is built with it, not with `Clock()`.
final class Clock {
  init(injecting _: ClockDependencyResolver) {}
}

/// A struct may take its container.
struct Feed {
  init(injecting dependencies: FeedDependencyContainer) {}
}

/// Nobody registers it: a root with an empty resolver.
final class Ticker {
  init(injecting dependencies: TickerDependencyResolver) {}
}

/// An `init(injecting:)` that takes something else does not make a type injectable.
final class Parser {
  init(injecting text: String) {}
}
