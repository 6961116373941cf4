final class MovieViewController {
  // weaver: logger = Logger <- Logging
  // weaver: logger1 = Logger1 <- Logging
  // weaver: movieManager = MovieManager
}

final class MovieManager {
  // weaver: movieManagerLogger <- Logging
}
