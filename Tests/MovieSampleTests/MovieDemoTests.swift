import Testing

@testable import MovieSample

/// What `movie-demo` prints: the walk through the app on the bundled fixtures.
@MainActor struct MovieDemoTests {
  @Test func transcriptWalksFromHomeToTheReviewsOfTheFirstMovie() async throws {
    let lines = try await MovieDemo.transcript()
    #expect(lines.first == "Home: 6 movies")
    #expect(lines[1] == "  1. Fight Club (1999)  ★ 8.4")
    #expect(lines.contains("Movie 550:"))
    #expect(lines.contains("  poster: https://image.tmdb.org/t/p/w1280/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg"))
    #expect(lines.contains("Reviews of movie 550: 3"))
    #expect(lines.last == "The movie screen's ImageManager uses the root's URLSession: true")
  }

  @Test func transcriptIsTheSameOnEveryRun() async throws {
    #expect(try await MovieDemo.transcript() == (try await MovieDemo.transcript()))
  }

  @Test func liveTranscriptWithoutAKeyIsAnErrorBeforeAnythingIsSent() async {
    let live = LaunchOptions(backend: .tmdb(environment: [:]))
    await #expect(throws: MovieAPIError.missingAPIKey(variable: "TMDB_API_KEY")) {
      try await MovieDemo.transcript(launchOptions: live)
    }
  }
}
