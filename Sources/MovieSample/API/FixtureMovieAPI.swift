import Foundation

/// The offline `MovieAPI`: answers each endpoint with the TMDB response bundled in `Fixtures/`.
///
/// `movie-demo` runs on it and the tests use it as their stub, so both see the same realistic
/// payloads. The response of an endpoint is the fixture named after its path and page
/// (`discover/movie` page 1 is `discover-movie-page-1.json`); an endpoint with no fixture fails with
/// `MovieAPIError.missingFixture`, and a fixture that does not decode with
/// `MovieAPIError.malformedResponse`, exactly as a bad network answer would.
struct FixtureMovieAPI: MovieAPI {
  /// Reads the bytes of a fixture by name: `bundledFixture(named:)` unless a test supplies its own bytes
  /// to see how a bad payload fails.
  let readFixture: @Sendable (String) throws -> Data

  init(readFixture: @escaping @Sendable (String) throws -> Data = FixtureMovieAPI.bundledFixture(named:)) {
    self.readFixture = readFixture
  }

  func discoverMovies(page: Int) async throws -> Page<Movie> {
    try serve(.discoverMovies(page: page))
  }

  func reviews(movieID: UInt, page: Int) async throws -> Page<Review> {
    try serve(.reviews(movieID: movieID, page: page))
  }

  func person(id: UInt) async throws -> Person {
    try serve(.person(id: id))
  }

  /// The name of the fixture that answers `endpoint`, without the `.json` extension.
  static func fixtureName(for endpoint: TMDBEndpoint) -> String {
    let name = endpoint.path.replacingOccurrences(of: "/", with: "-")
    return endpoint.page.map { "\(name)-page-\($0)" } ?? name
  }

  /// The bytes of `Fixtures/<name>.json` in the module's resource bundle.
  static func bundledFixture(named name: String) throws -> Data {
    guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures") else {
      throw MovieAPIError.missingFixture(name: name)
    }
    return try Data(contentsOf: url)
  }

  private func serve<Response: Decodable>(_ endpoint: TMDBEndpoint) throws -> Response {
    let data = try readFixture(Self.fixtureName(for: endpoint))
    return try TMDBResponseDecoder.decode(Response.self, from: data, endpoint: endpoint)
  }
}
