final class ReviewViewController {
  // weaver: movieID <= UInt
  // weaver: reviewManager = ReviewManager
  // weaver: reviewManager.scope = .lazy

  let dependencies: ReviewViewControllerDependencyResolver

  init(injecting dependencies: ReviewViewControllerDependencyResolver) {
    self.dependencies = dependencies
  }
}

final class ReviewManager {
  // weaver: urlSession <- HTTPSession
  // weaver: movieID <- UInt

  let dependencies: ReviewManagerDependencyResolver

  nonisolated(unsafe) static var built = 0

  init(injecting dependencies: ReviewManagerDependencyResolver) {
    self.dependencies = dependencies
    ReviewManager.built += 1
  }
}

/// Not wired into the graph yet: built by hand.
final class PersonManager {
  // weaver: self.isIsolated = true
  // weaver: urlSession <- HTTPSession

  let dependencies: PersonManagerDependencyResolver

  init(injecting dependencies: PersonManagerDependencyResolver) {
    self.dependencies = dependencies
  }
}
