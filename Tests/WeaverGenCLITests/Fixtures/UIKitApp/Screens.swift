import UIKitStandIn

/// A view controller: main-actor isolated through `UIViewController`, declared in another module.
final class HomeViewController: UIViewController {
  // weaver: movieManager = MovieManager
  // weaver: movieManager.scope = .lazy
  // weaver: movieController = MovieViewController
  // weaver: movieController.scope = .transient
  // weaver: thumbnails = ThumbnailRenderer
  // weaver: thumbnails.scope = .weak
  // weaver: store <- MovieStore
  // weaver: imageCache <- ImageCache

  let dependencies: HomeViewControllerDependencyResolver

  init(injecting dependencies: HomeViewControllerDependencyResolver) {
    self.dependencies = dependencies
    super.init()
  }
}

/// A detail screen built for each movie, with the movie as a parameter.
final class MovieViewController: UIViewController {
  // weaver: movie <= Movie
  // weaver: movieAPI <- MovieAPI
  // weaver: imageCache <- ImageCache
  // weaver: reviews = ReviewsViewModel
  // weaver: reviews.scope = .lazy

  let dependencies: MovieViewControllerDependencyResolver

  init(injecting dependencies: MovieViewControllerDependencyResolver) {
    self.dependencies = dependencies
    super.init()
    dependencies.imageCache.images[dependencies.movie.id] = dependencies.movieAPI.title(of: dependencies.movie.id)
  }
}

/// A view model, main-actor isolated by hand.
@MainActor final class ReviewsViewModel {
  // weaver: movie <- Movie
  // weaver: movieAPI <- MovieAPI

  nonisolated(unsafe) static var built = 0
  let dependencies: ReviewsViewModelDependencyResolver

  init(injecting dependencies: ReviewsViewModelDependencyResolver) {
    self.dependencies = dependencies
    Self.built += 1
  }
}

/// Drawn on the main actor; kept only while someone uses it.
@MainActor final class ThumbnailRenderer {
  nonisolated(unsafe) static var built = 0

  init() {
    Self.built += 1
  }
}

struct Movie: Sendable, Equatable {
  let id: Int
}
