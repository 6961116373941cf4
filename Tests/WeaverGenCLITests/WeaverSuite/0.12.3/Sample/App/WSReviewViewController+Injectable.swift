/// The review screen is written in Objective-C; this extension makes it injectable from Swift.
extension WSReviewViewController: WSReviewViewControllerObjCDependencyInjectable {
  // weaver: movieID <= UInt

  // weaver: reviewManager <- ReviewManaging
}
