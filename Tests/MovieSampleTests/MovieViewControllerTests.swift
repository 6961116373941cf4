import Foundation
import Testing

@testable import MovieSample

/// The movie screen is registered `.transient` with a `movie` parameter.
@MainActor struct MovieViewControllerTests {
  @Test(arguments: [0, 2, 5])
  func hasTheMovieItWasBuiltWith(index: Int) async throws {
    let (_, home) = try await launchWithLoadedHome()
    let screen = home.didSelectMovie(at: index)
    #expect(screen.movie == home.movies[index])
    #expect(screen.dependencies.movie.id == home.movies[index].id)
  }

  @Test func eachTapBuildsANewScreenWithItsOwnImageManager() async throws {
    let (_, home) = try await launchWithLoadedHome()
    let first = home.didSelectMovie(at: 0)
    let second = home.didSelectMovie(at: 0)
    #expect(first !== second)
    #expect(first.dependencies.imageManager !== second.dependencies.imageManager)
    #expect(first.dependencies.imageManager === first.dependencies.imageManager)
  }

  @Test func detailsShowThePosterFromTMDBsImageHost() async throws {
    let (_, home) = try await launchWithLoadedHome()
    let screen = home.didSelectMovie(at: 0)
    #expect(screen.posterURL?.absoluteString == "https://image.tmdb.org/t/p/w1280/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg")
    #expect(screen.details.first == "Fight Club (1999)")
  }

  @Test func movieWithoutPosterHasNoPosterURL() async throws {
    let (_, home) = try await launchWithLoadedHome()
    let screen = home.didSelectMovie(at: 5)
    #expect(screen.movie.posterPath == nil)
    #expect(screen.posterURL == nil)
    #expect(screen.details.last == "no poster")
  }

  @Test func tappingThePosterOpensTheReviewsOfThisMovie() async throws {
    let (_, home) = try await launchWithLoadedHome()
    let screen = home.didSelectMovie(at: 2)
    #expect(screen.didTapPoster().dependencies.movieID == home.movies[2].id)
  }
}
