final class MovieViewController {
  // weaver: movieManager = MovieManager
  // weaver: movieManager.scope = .container
}

final class MovieManager {
  // weaver: movieID <= Int
}
