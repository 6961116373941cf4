// weaver: import API

/// One movie, with its reviews.
final class MovieViewController: UIViewController {
  // weaver: logger = Logger

  // weaver: movieID <= UInt
  // weaver: title <= String

  // weaver: movieManager <- MovieManaging
  // weaver: imageManager <- ImageManaging

  // weaver: reviewController = WSReviewViewController

  required init(injecting dependencies: MovieViewControllerDependencyResolver) {
    super.init()
  }
}
