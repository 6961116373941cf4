final class MovieViewController {
  // weaver: logger = Logger <- ManagerLogging
  // weaver: movieManager = MovieManager
}

final class MovieManager {
  // weaver: logger <- ManagerLogging
  // weaver: api = API
}

final class API {
  // weaver: apiLogger <- ManagerLogging
}
