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

/// The home screen alone, given what it reads through its generated resolver double
/// (docs/testing.md): the movie manager over the bundled fixtures, itself given its `MovieAPI`
/// through its own double, and the movie screen a tap opens as a closure, whose calls the double
/// records. Nothing is written by hand to stand in for the graph.
@MainActor struct HomeViewControllerDoubleTests {
  private let resolver = HomeViewControllerDependencyResolverDouble(
    movieManager: MovieManager(injecting: MovieManagerDependencyResolverDouble(movieAPI: FixtureMovieAPI())))

  @Test func listsWhatItsManagerLoads() async throws {
    let home = HomeViewController(injecting: resolver)

    try await home.loadMovies()

    #expect(home.rows.first == "Fight Club (1999)  ★ 8.4")
  }

  @Test func aTapAsksForTheScreenOfTheMovieTapped() async throws {
    resolver.movieController = { movie in
      MovieViewController(injecting: MovieViewControllerDependencyResolverDouble(movie: movie))
    }
    let home = HomeViewController(injecting: resolver)
    try await home.loadMovies()

    let screen = home.didSelectMovie(at: 1)

    #expect(screen.movie.title == "Inception")
    #expect(resolver.movieControllerCalls.map(\.title) == ["Inception"])
  }
}
