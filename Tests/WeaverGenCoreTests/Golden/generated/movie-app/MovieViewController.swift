final class MovieViewController {
  // weaver: movie <= Movie
  // weaver: imageManager = ImageManager
  // weaver: reviewController = WSReviewViewController <- UIViewController
  // weaver: reviewController.scope = .transient
}