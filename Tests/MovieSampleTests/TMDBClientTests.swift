import Foundation
import Testing

@testable import MovieSample

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The live client's requests, checked as values: nothing is sent.
struct TMDBClientTests {
  private let client = TMDBClient(
    session: URLSession(configuration: .ephemeral),
    environment: ["TMDB_API_KEY": "test-key"]
  )

  @Test func discoverRequest() throws {
    let request = try client.request(for: .discoverMovies(page: 2))
    let url = try components(of: request)
    #expect(url.scheme == "https")
    #expect(url.host == "api.themoviedb.org")
    #expect(url.path == "/3/discover/movie")
    #expect(
      url.queryItems == [
        URLQueryItem(name: "api_key", value: "test-key"), URLQueryItem(name: "language", value: "en-US"),
        URLQueryItem(name: "sort_by", value: "popularity.desc"), URLQueryItem(name: "page", value: "2"),
      ]
    )
    #expect(request.httpMethod == "GET")
    #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
  }

  @Test func reviewsRequest() throws {
    let request = try client.request(for: .reviews(movieID: 550, page: 1))
    #expect(
      request.url?.absoluteString
        == "https://api.themoviedb.org/3/movie/550/reviews?api_key=test-key&language=en-US&page=1"
    )
  }

  @Test func personRequest() throws {
    let url = try components(of: client.request(for: .person(id: 287)))
    #expect(url.path == "/3/person/287")
    #expect(url.queryItems?.map(\.name) == ["api_key", "language"])
  }

  @Test func languageIsConfigurable() throws {
    var french = client
    french.language = "fr-FR"
    let url = try components(of: french.request(for: .discoverMovies(page: 1)))
    #expect(url.queryItems?.first { $0.name == "language" }?.value == "fr-FR")
  }

  @Test func apiKeyIsPercentEncoded() throws {
    let client = TMDBClient(session: client.session, environment: ["TMDB_API_KEY": "a&b=c"])
    let request = try client.request(for: .person(id: 1))
    #expect(request.url?.query == "api_key=a%26b%3Dc&language=en-US")
  }

  @Test(arguments: [[:], ["TMDB_API_KEY": ""]])
  func missingKeyIsAnErrorBeforeAnythingIsSent(environment: [String: String]) async {
    let client = TMDBClient(session: client.session, environment: environment)
    #expect(throws: MovieAPIError.missingAPIKey(variable: "TMDB_API_KEY")) {
      try client.request(for: .discoverMovies(page: 1))
    }
    await #expect(throws: MovieAPIError.missingAPIKey(variable: "TMDB_API_KEY")) {
      try await client.discoverMovies(page: 1)
    }
  }

  private func components(of request: URLRequest) throws -> URLComponents {
    let url = try #require(request.url)
    return try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
  }
}
