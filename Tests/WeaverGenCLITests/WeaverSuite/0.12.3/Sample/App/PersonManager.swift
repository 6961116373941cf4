/// Fetches people; not wired into the graph yet.
protocol PersonManaging {}

final class PersonManager: PersonManaging {
  // weaver: self.isIsolated = true

  // weaver: logger = Logger

  // weaver: movieAPI <- APIProtocol

  init(injecting dependencies: PersonManagerDependencyResolver) {}
}
