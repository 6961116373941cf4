final class WSReviewViewController {
  // weaver: movieID <= UInt
  // weaver: reviewManager = ReviewManager
  // weaver: reviewManager.scope = .lazy
}