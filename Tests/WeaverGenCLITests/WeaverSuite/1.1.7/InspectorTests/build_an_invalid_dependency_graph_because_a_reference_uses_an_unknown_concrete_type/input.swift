final class MovieViewController {
  // weaver: logger = Logger <- Logging
  // weaver: movieManager = MovieManager
}

final class MovieManager {
  // weaver: logger <- Loggers
}
