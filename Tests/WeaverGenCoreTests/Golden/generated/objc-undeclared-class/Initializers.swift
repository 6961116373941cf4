extension MovieViewController {
  init(injecting dependencies: MovieViewControllerDependencyResolver) { fatalError() }
}
