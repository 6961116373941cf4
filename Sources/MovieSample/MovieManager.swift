/// Loads the movies the home screen lists.
///
/// It references the `MovieAPI` the root registered rather than registering a client of its own, so
/// the whole app talks to one client, and the launch options alone decide which.
final class MovieManager {
  // weaver: movieAPI <- MovieAPI

  let dependencies: MovieManagerDependencyResolver

  init(injecting dependencies: MovieManagerDependencyResolver) {
    self.dependencies = dependencies
  }

  /// A page of the most popular movies; pages start at 1.
  func discoverMovies(page: Int) async throws -> Page<Movie> {
    try await dependencies.movieAPI.discoverMovies(page: page)
  }
}
