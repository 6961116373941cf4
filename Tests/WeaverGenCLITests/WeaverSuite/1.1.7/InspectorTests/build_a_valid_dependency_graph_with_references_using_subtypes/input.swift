final class MovieViewController {
  // weaver: logger = Logger <- ManagerLogging & UniversalLogging
  // weaver: movieManager = MovieManager
}

final class MovieManager {
  // weaver: universalLogger <- UniversalLogging
  // weaver: movieLogger <- ManagerLogging
}
