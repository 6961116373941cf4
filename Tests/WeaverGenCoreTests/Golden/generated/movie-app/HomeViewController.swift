final class HomeViewController {
  // weaver: movieManager = MovieManager <- MovieManaging
  // weaver: movieController = MovieViewController <- UIViewController
  // weaver: movieController.scope = .transient
}