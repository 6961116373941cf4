// weaver: import API

/// The sample's root: it builds the shared services and the home screen.
final class AppDelegate: UIResponder, UIApplicationDelegate {
  // weaver: logger = Logger
  // weaver: logger.scope = .container

  // weaver: urlSession = URLSession
  // weaver: urlSession.scope = .container
  // weaver: urlSession.builder = { _ in URLSession.shared }

  // weaver: movieAPI = MovieAPI <- APIProtocol
  // weaver: movieAPI.scope = .container
  // weaver: movieAPI.builder = AppDelegate.makeMovieAPI

  // weaver: imageManager = ImageManager <- ImageManaging
  // weaver: imageManager.scope = .container

  // weaver: movieManager = MovieManager <- MovieManaging
  // weaver: movieManager.scope = .container
  // weaver: movieManager.builder = AppDelegate.makeMovieManager

  // weaver: homeViewController = HomeViewController <- UIViewController
  // weaver: homeViewController.scope = .container

  // weaver: reviewManager = ReviewManager <- ReviewManaging
  // weaver: reviewManager.scope = .container
}
