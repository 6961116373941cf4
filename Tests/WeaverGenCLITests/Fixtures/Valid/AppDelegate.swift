import Foundation

final class HTTPSession {}

final class AppDelegate {
  // weaver: urlSession = HTTPSession
  // weaver: urlSession.builder = AppDelegate.makeSession
  // weaver: homeViewController = HomeViewController

  static func makeSession(_ dependencies: AppDelegateDependencyResolver) -> HTTPSession { HTTPSession() }
}
