final class MovieViewController {
  // weaver: movie <= Movie
  // weaver: reviewController = ReviewViewController
  // weaver: reviewController.scope = .transient
}

final class ReviewViewController {
  // weaver: movieID <= UInt
}

extension ReviewViewController {
  // weaver: reviewManager = ReviewManager
  // weaver: reviewManager.scope = .lazy
}

final class ReviewManager {
  // weaver: urlSession <- HTTPSession
  // weaver: movieID <- UInt

  enum Sorting {
    final class Rule {
      // weaver: self.isIsolated = true
      // weaver: logger <- Logger
    }
  }
}

final class Logger {}

extension MovieViewController {
  convenience init(injecting dependencies: MovieViewControllerDependencyResolver) { self.init() }
}

extension ReviewViewController {
  convenience init(injecting dependencies: ReviewViewControllerDependencyResolver) { self.init() }
}

extension ReviewManager {
  convenience init(injecting dependencies: ReviewManagerDependencyResolver) { self.init() }
}
