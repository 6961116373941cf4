// The init(injecting:) the Weaver test leaves out, as the user's code declares it.

extension HomeViewController {
  convenience init(injecting dependencies: HomeViewControllerDependencyResolver) { self.init() }
}

extension MovieViewController {
  convenience init(injecting dependencies: MovieViewControllerDependencyResolver) { self.init() }
}
