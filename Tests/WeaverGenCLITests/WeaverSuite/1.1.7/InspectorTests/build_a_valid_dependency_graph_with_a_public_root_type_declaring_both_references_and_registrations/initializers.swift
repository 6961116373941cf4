// The init(injecting:) the Weaver test leaves out, as the user's code declares it.

extension C {
  convenience init(injecting dependencies: CDependencyResolver) { self.init() }
}
