/// Loads the movies the home screen lists.
///
/// It references the `MovieAPI` the root registered rather than registering a client of its own, so
/// the whole app talks to one client, and the launch options alone decide which.
///
/// `Sendable`: the home screen, on the main actor, awaits `discoverMovies(page:)`, which runs off the
/// main actor, so the manager crosses from one to the other. It holds nothing but its resolver
/// (`Sendable` too, because the manager is), so sharing it is safe, and the compiler checks that.
final class MovieManager: Sendable {
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
