final class MovieViewController {
  // weaver: reviewController = WSReviewViewController
  // weaver: reviewController.scope = .transient
}
