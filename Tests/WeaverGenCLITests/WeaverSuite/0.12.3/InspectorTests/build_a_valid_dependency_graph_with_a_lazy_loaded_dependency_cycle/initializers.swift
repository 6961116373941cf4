// The init(injecting:) the Weaver test leaves out, as the user's code declares it.

extension API {
  convenience init(injecting dependencies: APIDependencyResolver) { self.init() }
}

extension Session {
  convenience init(injecting dependencies: SessionDependencyResolver) { self.init() }
}

extension SessionManager {
  convenience init(injecting dependencies: SessionManagerDependencyResolver) { self.init() }
}
