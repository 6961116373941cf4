public final class MovieViewController: UIViewController {
  // weaver: logger <- Logger<String>
  // weaver: movieManager = MovieManager
}

final class MovieManager {
  // weaver: logger <- Logger<String>
}
