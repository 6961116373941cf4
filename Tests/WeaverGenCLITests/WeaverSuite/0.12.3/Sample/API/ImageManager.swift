/// Fetches the posters.
public protocol ImageManaging {}

public final class ImageManager: ImageManaging {
  // weaver: logger = Logger

  // weaver: urlSession = URLSession
  // weaver: urlSession.scope = .container
  // weaver: urlSession.builder = ImageManager.makeURLSession

  // weaver: movieAPI = MovieAPI <- APIProtocol

  private let dependencies: ImageManagerDependencyResolver

  init(injecting dependencies: ImageManagerDependencyResolver) {
    self.dependencies = dependencies
  }
}

extension ImageManager {
  /// A session of its own, with a bigger cache in the app.
  static func makeURLSession(_: ImageManagerDependencyResolver) -> URLSession {
    URLSession()
  }
}
