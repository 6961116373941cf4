extension WSReviewViewController: WSReviewViewControllerObjCDependencyInjectable {
  // weaver: movieID <= UInt
  // weaver: reviewManager = ReviewManager
}
final class ReviewManager: NSObject {}
