// The init(injecting:) the Weaver test leaves out, as the user's code declares it.

extension MovieManager {
  convenience init(injecting dependencies: MovieManagerDependencyResolver) { self.init() }
}
