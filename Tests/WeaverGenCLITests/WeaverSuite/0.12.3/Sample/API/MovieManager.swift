/// Fetches the movies.
public protocol MovieManaging {}

public final class MovieManager: MovieManaging {
  // weaver: logger <- Logger

  // weaver: urlSession = URLSession
  // weaver: urlSession.scope = .container
  // weaver: urlSession.builder = { _ in URLSession.shared }

  // weaver: movieAPI = MovieAPI <- APIProtocol

  // weaver: host <= String?

  private let dependencies: MovieManagerDependencyResolver

  init(injecting dependencies: MovieManagerDependencyResolver) {
    self.dependencies = dependencies
  }
}
