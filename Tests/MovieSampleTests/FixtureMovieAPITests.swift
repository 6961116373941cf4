import Foundation
import Testing

@testable import MovieSample

/// The offline client serves bundled TMDB responses, and turns missing or bad ones into errors.
struct FixtureMovieAPITests {
  @Test(arguments: [
    (TMDBEndpoint.discoverMovies(page: 1), "discover-movie-page-1"),
    (.reviews(movieID: 550, page: 2), "movie-550-reviews-page-2"),
    (.person(id: 287), "person-287"),
  ])
  func fixtureIsNamedAfterTheEndpoint(endpoint: TMDBEndpoint, name: String) {
    #expect(FixtureMovieAPI.fixtureName(for: endpoint) == name)
  }

  @Test func bundledDiscoverPageDecodes() async throws {
    let page = try await FixtureMovieAPI().discoverMovies(page: 1)
    #expect(page.page == 1)
    #expect(page.totalPages == 47381)
    #expect(page.results.count == 6)
    #expect(page.results[0].releaseDate == "1999-10-15")
  }

  @Test func missingFixtureIsAnError() async {
    await #expect(throws: MovieAPIError.missingFixture(name: "discover-movie-page-2")) {
      try await FixtureMovieAPI().discoverMovies(page: 2)
    }
  }

  @Test(arguments: [
    ("{\"page\": 1,", "not valid JSON"),
    (
      #"{"page": 1, "results": [{"id": 7}], "total_pages": 1, "total_results": 1}"#,
      "missing key 'title' at 'results.0'"
    ),
    (#"{"page": "one", "results": [], "total_pages": 1, "total_results": 0}"#, "expected Int at 'page'"),
    (#"{"page": 1, "results": null, "total_pages": 1, "total_results": 0}"#, "null where Array"),
  ])
  func malformedPayloadIsAnError(payload: String, reason: String) async throws {
    let api = FixtureMovieAPI { _ in Data(payload.utf8) }
    let error = try await #require(throws: MovieAPIError.self) { try await api.discoverMovies(page: 1) }
    guard case .malformedResponse(let path, let actualReason) = error else {
      Issue.record("expected a malformed response, got \(error)")
      return
    }
    #expect(path == "discover/movie")
    #expect(actualReason.hasPrefix(reason), "reason: \(actualReason)")
  }

  @Test func reviewsOfAnotherEndpointShapeAreMalformed() async throws {
    let reviews = try FixtureMovieAPI.bundledFixture(named: "movie-550-reviews-page-1")
    let api = FixtureMovieAPI { _ in reviews }
    await #expect(throws: MovieAPIError.self) { try await api.discoverMovies(page: 1) }
  }
}
