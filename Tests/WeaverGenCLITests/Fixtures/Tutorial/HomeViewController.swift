import Foundation
import TutorialStandIn

/// Sections 5 and 7: a registration, and a transient registration built with a parameter.
final class HomeViewController: UIViewController {
  private let dependencies: HomeViewControllerDependencyResolver

  // weaver: movieManager = MovieManager

  // weaver: movieController = MovieViewController <- UIViewController
  // weaver: movieController.scope = .transient

  init(injecting dependencies: HomeViewControllerDependencyResolver) {
    self.dependencies = dependencies
    super.init()
  }

  var movieManager: MovieManager { dependencies.movieManager }

  func didSelect(_ movie: Movie) -> UIViewController {
    dependencies.movieController(movie: movie)
  }
}
