import Foundation
import TutorialStandIn

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sections 4 and 7: the root registers the home screen, and the one `URLSession` every manager
/// shares, built by the builder written once.
final class AppDelegate: UIResponder, UIApplicationDelegate {
  private let dependencies = AppDelegateDependencyContainer()

  // weaver: urlSession = URLSession
  // weaver: urlSession.scope = .container
  // weaver: urlSession.builder = URLSession.make

  // weaver: homeViewController = HomeViewController <- UIViewController

  var rootViewController: UIViewController { dependencies.homeViewController }
}

extension URLSession {
  /// Section 6's custom builder, called with the registering type's resolver.
  static func make(_ dependencies: AppDelegateDependencyResolver) -> URLSession {
    URLSession(configuration: .default)
  }
}
