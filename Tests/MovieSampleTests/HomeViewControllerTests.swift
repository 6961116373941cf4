import Testing

@testable import MovieSample

/// The home screen lists the movies its manager loads through the graph's `MovieAPI`.
@MainActor struct HomeViewControllerTests {
  @Test func exposesTheStubsPageInOrder() async throws {
    let home = AppDelegate(launchOptions: .offline).rootViewController
    #expect(home.movies.isEmpty)

    try await home.loadMovies()

    #expect(
      home.movies.map(\.title) == [
        "Fight Club", "Inception", "Parasite", "The Godfather", "Spirited Away",
        "The Making of an Untitled Documentary",
      ]
    )
    #expect(home.movies == (try await FixtureMovieAPI().discoverMovies(page: 1).results))
  }

  @Test func rowsShowTitleYearAndRating() async throws {
    let (_, home) = try await launchWithLoadedHome()
    #expect(home.rows.first == "Fight Club (1999)  ★ 8.4")
    #expect(home.rows.last == "The Making of an Untitled Documentary  ★ unrated")
  }

  @Test func failureToLoadIsAnErrorAndLeavesTheListEmpty() async {
    let error = MovieAPIError.httpStatus(503, path: "discover/movie")
    let home = AppDelegate(launchOptions: LaunchOptions(backend: .offline(FailingMovieAPI(error: error))))
      .rootViewController
    await #expect(throws: error) { try await home.loadMovies() }
    #expect(home.movies.isEmpty)
  }
}
