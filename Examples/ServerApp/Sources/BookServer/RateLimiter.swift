/// Counts each client's requests and refuses those over the configured limit.
///
/// An actor, because checking a client's count and adding to it must be one step however many tasks
/// ask at once: with a lock-free counter, two requests could both see 59 and both pass. Its generated
/// container is handed into the actor, so the compiler checks that all it holds, the configuration,
/// can cross into it.
actor RateLimiter {
  // weaver: config <- ServerConfig

  private let limit: Int
  private var requestCounts: [String: Int] = [:]

  init(injecting dependencies: RateLimiterDependencyResolver) {
    limit = dependencies.config.requestLimit
  }

  /// Whether `client` may make one more request; counts it either way.
  func admit(_ client: String) -> Bool {
    requestCounts[client, default: 0] += 1
    return requestCounts[client, default: 0] <= limit
  }
}
