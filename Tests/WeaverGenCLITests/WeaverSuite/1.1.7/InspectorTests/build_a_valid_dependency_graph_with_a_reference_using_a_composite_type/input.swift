final class MovieViewController {
  // weaver: logger = Logger <- ManagerLogging & UniversalLogging
  // weaver: movieManager = MovieManager
}

final class MovieManager {
  // weaver: movieLogger <- ManagerLogging & UniversalLogging
}
