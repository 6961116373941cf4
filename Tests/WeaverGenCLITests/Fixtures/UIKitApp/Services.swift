/// A service with no isolation of its own, built lazily by a screen on the main actor.
final class MovieManager {
  // weaver: movieAPI <- MovieAPI
  // weaver: session <- HTTPSession

  let dependencies: MovieManagerDependencyResolver

  init(injecting dependencies: MovieManagerDependencyResolver) {
    self.dependencies = dependencies
  }
}

/// An actor store: its resolver is read from its nonisolated initializer and from its own
/// isolation, so it may only hold what can cross into it.
actor MovieStore {
  // weaver: movieAPI <- MovieAPI
  // weaver: session <- HTTPSession

  let dependencies: MovieStoreDependencyResolver
  private(set) var titles: [String] = []

  init(injecting dependencies: MovieStoreDependencyResolver) {
    self.dependencies = dependencies
    titles.append(dependencies.session.name)
  }

  func load(_ movieID: Int) {
    titles.append(dependencies.movieAPI.title(of: movieID))
  }
}
