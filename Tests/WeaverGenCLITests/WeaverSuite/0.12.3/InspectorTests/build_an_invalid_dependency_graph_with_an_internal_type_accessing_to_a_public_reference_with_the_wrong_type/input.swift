public final class MovieViewController: UIViewController {
  // weaver: logger <- Logger<Int>
  // weaver: movieManager = MovieManager
}

final class MovieManager {
  // weaver: logger <- Logger<String>
}
