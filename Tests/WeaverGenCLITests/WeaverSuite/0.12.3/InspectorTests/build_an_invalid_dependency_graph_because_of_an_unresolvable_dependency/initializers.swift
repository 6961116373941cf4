// The init(injecting:) the Weaver test leaves out, as the user's code declares it.

extension API {
  convenience init(injecting dependencies: APIDependencyResolver) { self.init() }
}
