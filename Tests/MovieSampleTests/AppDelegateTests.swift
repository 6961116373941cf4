import Foundation
import Testing

@testable import MovieSample

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The root's registrations: one session and one API client for the whole app, from builders. On the
/// main actor, where the app delegate and its container live.
@MainActor struct AppDelegateTests {
  @Test func sharedSessionIsOneInstanceEverywhereAndItsBuilderRanOnce() async throws {
    let builds = CallCounter()
    let options = LaunchOptions(backend: .offline(FixtureMovieAPI())) {
      builds.increment()
      return .ephemeral
    }
    let (app, home) = try await launchWithLoadedHome(options)
    let rootSession = app.dependencies.urlSession

    let screens = [home.didSelectMovie(at: 0), home.didSelectMovie(at: 1), home.didSelectMovie(at: 0)]
    let imageManagerSessions = screens.map { $0.dependencies.imageManager.dependencies.urlSession }

    #expect(imageManagerSessions.allSatisfy { $0 === rootSession })
    #expect(app.dependencies.urlSession === rootSession)
    #expect(builds.value == 1)
  }

  @Test func sessionIsBuiltWithTheRootContainerNotOnFirstUse() {
    let builds = CallCounter()
    _ = AppDelegate(
      launchOptions: LaunchOptions(backend: .offline(FixtureMovieAPI())) {
        builds.increment()
        return .ephemeral
      }
    )
    #expect(builds.value == 1)
  }

  @Test func eachAppRootHasItsOwnSession() {
    let first = AppDelegate(launchOptions: .offline)
    let second = AppDelegate(launchOptions: .offline)
    #expect(first.dependencies.urlSession !== second.dependencies.urlSession)
  }

  @Test func builderConfiguresTheSessionForTheWholeApp() {
    let configuration = AppDelegate(launchOptions: .offline).dependencies.urlSession.configuration
    #expect(configuration.httpAdditionalHeaders?["User-Agent"] as? String == "MovieSample (weaver-gen)")
    #expect(configuration.timeoutIntervalForRequest == 15)
  }

  @Test func liveBackendIsTheTMDBClientOverTheSharedSession() throws {
    let app = AppDelegate(launchOptions: LaunchOptions(backend: .tmdb(environment: ["TMDB_API_KEY": "k"])))
    let client = try #require(app.dependencies.movieAPI as? TMDBClient)
    #expect(client.session === app.dependencies.urlSession)
    #expect(client.environment == ["TMDB_API_KEY": "k"])
  }

  @Test func offlineBackendIsTheGivenClientForEveryManager() {
    let api = FailingMovieAPI(error: .missingFixture(name: "none"))
    let app = AppDelegate(launchOptions: LaunchOptions(backend: .offline(api)))
    let movieManagerAPI = app.rootViewController.dependencies.movieManager.dependencies.movieAPI
    #expect(movieManagerAPI as? FailingMovieAPI === api)
    #expect(app.dependencies.movieAPI as? FailingMovieAPI === api)
  }

  /// The real graph with one registration swapped (docs/testing.md): the app set up for the live
  /// backend, its API replaced by one that fails, so nothing reaches the network. The replacement
  /// reaches the movie manager, two levels below the root; the session, not replaced, is built by
  /// its builder as in production.
  @Test func aSwappedRegistrationReachesEveryTypeBelowAndTheRestIsBuiltAsInProduction() {
    let api = FailingMovieAPI(error: .missingFixture(name: "none"))
    let container = AppDelegateDependencyContainer.Overriding(
      launchOptions: LaunchOptions(backend: .tmdb(environment: [:])),
      overriding: .init(movieAPI: { api }))
    let movieManager = container.homeViewController.dependencies.movieManager
    #expect(movieManager.dependencies.movieAPI as? FailingMovieAPI === api)
    #expect(container.urlSession.configuration.timeoutIntervalForRequest == 15)
  }
}
