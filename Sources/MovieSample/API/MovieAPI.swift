/// What the app needs from The Movie Database, whoever answers: `TMDBClient` over the network, or
/// `FixtureMovieAPI` from the JSON bundled with the module (the offline demo and the tests).
///
/// The managers depend on this protocol, never on a client, which is what lets `AppDelegate`'s builder
/// choose the client once for the whole graph (see `MovieBackend`). `Sendable`, because one instance is
/// shared by every screen and called from any task.
protocol MovieAPI: Sendable {
  /// One page of the movies TMDB discovers, most popular first.
  func discoverMovies(page: Int) async throws -> Page<Movie>

  /// One page of the user reviews of a movie.
  func reviews(movieID: UInt, page: Int) async throws -> Page<Review>

  /// The details of a person.
  func person(id: UInt) async throws -> Person
}
