final class MovieViewController {
  // weaver: logger = Logger <- ManagerLogging
  // weaver: movieManager = MovieManager
}

final class MovieManager {
  // weaver: movieLogger <- ManagerLogging & UniversalLogging
}
