struct Movie {
  let id: UInt
}

final class HomeViewController {
  // weaver: movieManager = MovieManager
  // weaver: movieController = MovieViewController
  // weaver: movieController.scope = .transient
}

final class MovieManager {
  // weaver: urlSession <- HTTPSession
}

extension HomeViewController {
  convenience init(injecting dependencies: HomeViewControllerDependencyResolver) { self.init() }
}

extension MovieManager {
  convenience init(injecting dependencies: MovieManagerDependencyResolver) { self.init() }
}
