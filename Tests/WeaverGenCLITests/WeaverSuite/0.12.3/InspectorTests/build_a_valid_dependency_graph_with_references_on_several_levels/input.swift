final class AppDelegate {
  // weaver: urlSession = URLSession
  // weaver: urlSession.scope = .container
  // weaver: urlSession.builder = URLSession.shared

  // weaver: movieAPI = MovieAPI <- APIProtocol
  // weaver: movieAPI.scope = .container

  // weaver: movieManager = MovieManager <- MovieManaging
  // weaver: movieManager.scope = .container

  // weaver: homeViewController = HomeViewController <- UIViewController
  // weaver: homeViewController.scope = .container
}

final class HomeViewController: UIViewController {
  // weaver: movieManager <- MovieManaging

  // weaver: movieController = MovieViewController <- UIViewController
  // weaver: movieController.scope = .transient
}

final class MovieViewController: UIViewController {
  // weaver: movieID <= UInt
  // weaver: title <= String

  // weaver: movieManager <- MovieManaging

  // weaver: urlSession <- URLSession
}

final class MovieManager: MovieManaging {
  // weaver: movieAPI <- APIProtocol
}

final class MovieAPI: APIProtocol {
  // weaver: urlSession <- URLSession
}
