import Foundation
import TutorialStandIn

/// Sections 5, 6 and 8: a parameter, a registration, and the Objective-C controller registered
/// transient and built from a parameter of its own.
final class MovieViewController: UIViewController {
  private let dependencies: MovieViewControllerDependencyResolver

  // weaver: movie <= Movie

  // weaver: imageManager = ImageManager

  // weaver: reviewController = WSReviewViewController <- UIViewController
  // weaver: reviewController.scope = .transient

  /// The movie shown, read once from the resolver.
  let movie: Movie

  init(injecting dependencies: MovieViewControllerDependencyResolver) {
    self.dependencies = dependencies
    movie = dependencies.movie
    super.init()
  }

  var imageManager: ImageManager { dependencies.imageManager }

  func didTapImage() -> UIViewController {
    dependencies.reviewController(movieID: movie.id)
  }
}
