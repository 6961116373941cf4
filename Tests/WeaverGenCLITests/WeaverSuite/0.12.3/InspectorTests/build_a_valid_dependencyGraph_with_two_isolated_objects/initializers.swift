// The init(injecting:) the Weaver test leaves out, as the user's code declares it.

extension MovieAPI {
  convenience init(injecting dependencies: MovieAPIDependencyResolver) { self.init() }
}

extension MovieManager {
  convenience init(injecting dependencies: MovieManagerDependencyResolver) { self.init() }
}

extension MovieViewController {
  convenience init(injecting dependencies: MovieViewControllerDependencyResolver) { self.init() }
}
