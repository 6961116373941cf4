/// Fetches reviews, for the Objective-C review screen too.
@objc protocol ReviewManaging {}

final class ReviewManager: ReviewManaging {
  // weaver: logger = Logger

  // weaver: movieAPI <- APIProtocol

  required init(injecting dependencies: ReviewManagerDependencyResolver) {}
}
