@testable import MovieSample

/// A `MovieAPI` whose every call fails with `error`: shows that failures reach the screens as errors.
/// A class, so tests can also check that the graph hands out this very instance.
final class FailingMovieAPI: MovieAPI {
  let error: MovieAPIError

  init(error: MovieAPIError) {
    self.error = error
  }

  func discoverMovies(page: Int) async throws -> Page<Movie> { throw error }
  func reviews(movieID: UInt, page: Int) async throws -> Page<Review> { throw error }
  func person(id: UInt) async throws -> Person { throw error }
}
