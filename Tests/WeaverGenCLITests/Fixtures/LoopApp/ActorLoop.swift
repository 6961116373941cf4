/// A loop through an actor: `Relay`'s container is handed into the actor, so the provider of
/// `feed` it receives is `@Sendable`, and reads `relay` through a locked cell, since an actor is
/// `Sendable`.
nonisolated final class Hub {
  // weaver: relay = Relay
  // weaver: feed = Feed
  // weaver: feed.scope = .lazy

  let dependencies: HubDependencyResolver

  init(injecting dependencies: HubDependencyResolver) {
    self.dependencies = dependencies
  }
}

actor Relay {
  // weaver: feed <- Feed

  let dependencies: RelayDependencyResolver

  init(injecting dependencies: RelayDependencyResolver) {
    self.dependencies = dependencies
  }

  func feed() -> Feed { dependencies.feed }
}

nonisolated final class Feed: Sendable {
  // weaver: relay <- Relay

  let dependencies: FeedDependencyResolver

  init(injecting dependencies: FeedDependencyResolver) {
    self.dependencies = dependencies
  }
}
