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
