import Foundation
import UIKitStandIn

/// The root, as in every UIKit app: a `UIResponder` that is the application delegate, so
/// main-actor isolated. Its builder runs on the main actor too.
final class AppDelegate: UIResponder, UIApplicationDelegate {
  // weaver: session = HTTPSession
  // weaver: session.builder = AppDelegate.makeSession
  // weaver: movieAPI = TMDBClient <- MovieAPI
  // weaver: imageCache = ImageCache
  // weaver: store = MovieStore
  // weaver: homeViewController = HomeViewController

  nonisolated(unsafe) static var sessionsBuilt = 0
  let dependencies: AppDelegateDependencyResolver

  init(injecting dependencies: AppDelegateDependencyResolver) {
    self.dependencies = dependencies
    super.init()
  }

  static func makeSession(_ dependencies: AppDelegateDependencyResolver) -> HTTPSession {
    sessionsBuilt += 1
    return HTTPSession(name: "shared")
  }
}

/// Shared by every task that talks to the network: `Sendable`.
final class HTTPSession: Sendable {
  let name: String

  init(name: String) {
    self.name = name
  }
}

/// An API the actor store uses too, so it must be `Sendable` and callable from anywhere.
nonisolated protocol MovieAPI: Sendable {
  func title(of movieID: Int) -> String
}

nonisolated final class TMDBClient: MovieAPI {
  func title(of movieID: Int) -> String { "Movie \(movieID)" }
}

/// A cache of the screens, which only the main actor touches: not `Sendable`, and need not be.
final class ImageCache {
  var images: [Int: String] = [:]
}
