import Foundation

/// The root: a shared HTTP session built once by a custom builder, and the home screen.
final class AppDelegate {
  // weaver: urlSession = HTTPSession
  // weaver: urlSession.scope = .container
  // weaver: urlSession.builder = AppDelegate.makeURLSession
  // weaver: homeViewController = HomeViewController

  let dependencies: AppDelegateDependencyResolver

  init(injecting dependencies: AppDelegateDependencyResolver) {
    self.dependencies = dependencies
  }

  nonisolated(unsafe) static var sessionsBuilt = 0

  static func makeURLSession(_ dependencies: AppDelegateDependencyResolver) -> HTTPSession {
    sessionsBuilt += 1
    return HTTPSession()
  }
}

/// Stands in for URLSession, so the fixture runs offline on any platform.
final class HTTPSession: @unchecked Sendable {}

struct Movie: Equatable {
  let id: UInt
  let title: String
}
