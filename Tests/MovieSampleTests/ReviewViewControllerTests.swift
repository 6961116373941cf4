import Testing

@testable import MovieSample

/// The review screen takes `movieID` as a parameter; its `.lazy` review manager references `movieID`
/// and `movieAPI` and gets them from the screen and from the root.
@MainActor struct ReviewViewControllerTests {
  @Test(arguments: [0, 2])
  func reviewManagerReadsTheMovieIDOfTheMovieScreenAbove(index: Int) async throws {
    let (_, home) = try await launchWithLoadedHome()
    let reviewScreen = home.didSelectMovie(at: index).didTapPoster()
    #expect(reviewScreen.dependencies.reviewManager.dependencies.movieID == home.movies[index].id)
  }

  @Test func loadsTheStubsReviewsOfTheMovie() async throws {
    let (_, home) = try await launchWithLoadedHome()
    let reviewScreen = home.didSelectMovie(at: 0).didTapPoster()
    #expect(reviewScreen.reviews.isEmpty)

    try await reviewScreen.loadReviews()

    #expect(reviewScreen.reviews.map(\.author) == ["cinephile_ana", "Marcus Webb", "reelthoughts"])
    #expect(reviewScreen.reviews == (try await FixtureMovieAPI().reviews(movieID: 550, page: 1).results))
  }

  @Test func lazyReviewManagerIsKeptOnceBuilt() async throws {
    let (_, home) = try await launchWithLoadedHome()
    let reviewScreen = home.didSelectMovie(at: 0).didTapPoster()
    #expect(reviewScreen.dependencies.reviewManager === reviewScreen.dependencies.reviewManager)
  }

  @Test func rowsShowTheAuthorAndTheStartOfTheFirstLine() async throws {
    let (_, home) = try await launchWithLoadedHome()
    let reviewScreen = home.didSelectMovie(at: 0).didTapPoster()
    try await reviewScreen.loadReviews()
    #expect(reviewScreen.rows[1] == "Marcus Webb: A film that rewards every rewatch.")
    let long = try #require(reviewScreen.rows.first)
    #expect(long.hasPrefix("cinephile_ana: Still the sharpest satire"))
    #expect(long.hasSuffix("…"))
    #expect(long.count == "cinephile_ana: ".count + 80)
  }

  @Test func movieWithoutBundledReviewsIsAnError() async throws {
    let (_, home) = try await launchWithLoadedHome()
    let reviewScreen = home.didSelectMovie(at: 1).didTapPoster()
    await #expect(throws: MovieAPIError.missingFixture(name: "movie-27205-reviews-page-1")) {
      try await reviewScreen.loadReviews()
    }
    #expect(reviewScreen.reviews.isEmpty)
  }
}
