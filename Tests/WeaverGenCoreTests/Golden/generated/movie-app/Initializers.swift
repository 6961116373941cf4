extension HomeViewController {
  init(injecting dependencies: HomeViewControllerDependencyResolver) { fatalError() }
}

extension MovieManager {
  init(injecting dependencies: MovieManagerDependencyResolver) { fatalError() }
}

extension ImageManager {
  init(injecting dependencies: ImageManagerDependencyResolver) { fatalError() }
}

extension ReviewManager {
  init(injecting dependencies: ReviewManagerDependencyResolver) { fatalError() }
}

extension MovieViewController {
  init(injecting dependencies: MovieViewControllerDependencyResolver) { fatalError() }
}

extension WSReviewViewController {
  init(injecting dependencies: WSReviewViewControllerDependencyResolver) { fatalError() }
}
