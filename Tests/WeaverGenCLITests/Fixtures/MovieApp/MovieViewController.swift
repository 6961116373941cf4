final class MovieViewController {
  // weaver: movie <= Movie
  // weaver: imageManager = ImageManager
  // weaver: reviewController = ReviewViewController
  // weaver: reviewController.scope = .transient

  let dependencies: MovieViewControllerDependencyResolver

  init(injecting dependencies: MovieViewControllerDependencyResolver) {
    self.dependencies = dependencies
  }
}

final class ImageManager {
  // weaver: urlSession <- HTTPSession

  let dependencies: ImageManagerDependencyResolver

  init(injecting dependencies: ImageManagerDependencyResolver) {
    self.dependencies = dependencies
  }
}
