import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The live `MovieAPI`: calls api.themoviedb.org through the app's shared `URLSession`.
///
/// The API key is read from the environment each time a request is built, never compiled in: without
/// `TMDB_API_KEY` the app still starts, and each call fails with `MovieAPIError.missingAPIKey`, which
/// the screens report like any other error. Building a request is separate from sending it, so tests
/// check every URL without a network.
struct TMDBClient: MovieAPI {
  /// The environment variable holding the key of a themoviedb.org account.
  static let apiKeyVariable = "TMDB_API_KEY"

  let session: URLSession
  /// Where the key is looked up: `ProcessInfo.processInfo.environment` in the app, a dictionary in tests.
  let environment: [String: String]
  /// The language of titles, overviews and reviews, as an IETF tag.
  var language = "en-US"

  func discoverMovies(page: Int) async throws -> Page<Movie> {
    try await send(.discoverMovies(page: page))
  }

  func reviews(movieID: UInt, page: Int) async throws -> Page<Review> {
    try await send(.reviews(movieID: movieID, page: page))
  }

  func person(id: UInt) async throws -> Person {
    try await send(.person(id: id))
  }

  /// The GET request for `endpoint`, with the API key and the language as query items.
  func request(for endpoint: TMDBEndpoint) throws -> URLRequest {
    guard let apiKey = environment[Self.apiKeyVariable], !apiKey.isEmpty else {
      throw MovieAPIError.missingAPIKey(variable: Self.apiKeyVariable)
    }
    var components = URLComponents()
    components.scheme = "https"
    components.host = "api.themoviedb.org"
    components.path = "/3/\(endpoint.path)"
    components.queryItems =
      [URLQueryItem(name: "api_key", value: apiKey), URLQueryItem(name: "language", value: language)]
      + endpoint.queryItems
    guard let url = components.url else { throw MovieAPIError.invalidRequest(path: endpoint.path) }
    var request = URLRequest(url: url)
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    return request
  }

  /// Sends the request for `endpoint` and decodes the answer. A transport failure is reported by its
  /// description only: the failing URL, which holds the API key, stays out of error messages.
  private func send<Response: Decodable>(_ endpoint: TMDBEndpoint) async throws -> Response {
    let request = try request(for: endpoint)
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await session.data(for: request)
    } catch {
      throw MovieAPIError.unreachable(path: endpoint.path, reason: error.localizedDescription)
    }
    if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
      throw MovieAPIError.httpStatus(status, path: endpoint.path)
    }
    return try TMDBResponseDecoder.decode(Response.self, from: data, endpoint: endpoint)
  }
}
