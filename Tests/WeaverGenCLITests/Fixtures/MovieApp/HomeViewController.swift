final class HomeViewController {
  // weaver: movieManager = MovieManager
  // weaver: movieController = MovieViewController
  // weaver: movieController.scope = .transient
  // weaver: imageCache = ImageCache
  // weaver: imageCache.scope = .weak

  let dependencies: HomeViewControllerDependencyResolver

  init(injecting dependencies: HomeViewControllerDependencyResolver) {
    self.dependencies = dependencies
  }
}

final class MovieManager {
  // weaver: urlSession <- HTTPSession

  let dependencies: MovieManagerDependencyResolver

  init(injecting dependencies: MovieManagerDependencyResolver) {
    self.dependencies = dependencies
  }
}

/// Held weakly by the home screen's container: alive while someone uses it.
final class ImageCache: @unchecked Sendable {
  nonisolated(unsafe) static var built = 0

  init() {
    ImageCache.built += 1
  }
}
