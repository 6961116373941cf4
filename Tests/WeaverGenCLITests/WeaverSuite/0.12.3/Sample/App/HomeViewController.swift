// weaver: import API

/// The list of movies.
final class HomeViewController: UIViewController {
  // weaver: logger = Logger

  // weaver: movieManager <- MovieManaging

  // weaver: movieController = MovieViewController <- UIViewController
  // weaver: movieController.scope = .weak

  required init(injecting dependencies: HomeViewControllerDependencyResolver) {
    super.init()
  }
}
