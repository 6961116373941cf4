import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What the app is launched with: the only things that differ between the shipped app, the offline
/// demo and the tests. `AppDelegate` receives it as the parameter of its container, and its builders
/// read it, so nothing below the root knows which setup it runs in.
struct LaunchOptions: Sendable {
  /// Who answers the app's `MovieAPI` calls.
  var backend: MovieBackend
  /// The configuration the shared session starts from; `AppDelegate.makeURLSession` calls it once and
  /// adds what every request of the app needs. Ephemeral by default, so nothing is cached on disk.
  var sessionConfiguration: @Sendable () -> URLSessionConfiguration = { .ephemeral }

  /// The live TMDB API, with the key taken from this process's environment.
  static var live: LaunchOptions {
    LaunchOptions(backend: .tmdb(environment: ProcessInfo.processInfo.environment))
  }

  /// The bundled fixtures: runs anywhere, without a network or a key.
  static var offline: LaunchOptions {
    LaunchOptions(backend: .offline(FixtureMovieAPI()))
  }
}

/// Which `MovieAPI` the graph shares, chosen once by `AppDelegate.makeMovieAPI`.
enum MovieBackend: Sendable {
  /// `TMDBClient` over the shared session; the key is read from `environment` when a request is built.
  case tmdb(environment: [String: String])
  /// A client that needs no session: the bundled fixtures, or a test double.
  case offline(any MovieAPI)
}
