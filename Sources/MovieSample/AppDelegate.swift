import Foundation
import SampleUIKit

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The root of the graph: builds what the whole app shares, and the home screen.
///
/// A `UIResponder` adopting `UIApplicationDelegate`, as in the tutorial and in every UIKit app, so it
/// is isolated to the main actor, and so are its generated container and its builders: the app is
/// launched, and its screens are built, on the main actor.
///
/// The shared `URLSession` and `MovieAPI` are registered here, at `.container` scope, so that every
/// type below that references them gets these instances, built once: a singleton's reach without a
/// singleton. Both come from builders, because neither can be made by `init()`: the session needs a
/// configuration, and which API client to use depends on the launch options. The launch options are
/// the root's parameter, the one value handed in from outside.
final class AppDelegate: UIResponder, UIApplicationDelegate {
  // weaver: launchOptions <= LaunchOptions

  // weaver: urlSession = URLSession
  // weaver: urlSession.scope = .container
  // weaver: urlSession.builder = AppDelegate.makeURLSession

  // weaver: movieAPI = MovieAPI
  // weaver: movieAPI.scope = .container
  // weaver: movieAPI.builder = AppDelegate.makeMovieAPI

  // weaver: homeViewController = HomeViewController

  let dependencies: AppDelegateDependencyResolver

  /// A root has no one above it to build its container, so it starts its own, as the tutorial's
  /// `AppDelegate` does when the app finishes launching.
  init(launchOptions: LaunchOptions) {
    dependencies = AppDelegateDependencyContainer(launchOptions: launchOptions)
    super.init()
  }

  /// The first screen shown.
  var rootViewController: HomeViewController { dependencies.homeViewController }

  /// The one session of the app, which every request goes through, API calls and image downloads
  /// alike: it identifies the app and gives up on a silent server after 15 seconds.
  static func makeURLSession(_ dependencies: AppDelegateDependencyResolver) -> URLSession {
    let configuration = dependencies.launchOptions.sessionConfiguration()
    configuration.timeoutIntervalForRequest = 15
    configuration.httpAdditionalHeaders = ["User-Agent": "MovieSample (weaver-gen)"]
    return URLSession(configuration: configuration)
  }

  /// The API client the launch options ask for; only the live client uses the shared session.
  static func makeMovieAPI(_ dependencies: AppDelegateDependencyResolver) -> MovieAPI {
    switch dependencies.launchOptions.backend {
    case .tmdb(let environment): TMDBClient(session: dependencies.urlSession, environment: environment)
    case .offline(let api): api
    }
  }
}
