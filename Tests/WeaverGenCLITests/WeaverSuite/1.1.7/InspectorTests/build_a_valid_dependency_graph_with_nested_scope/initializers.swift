// The init(injecting:) the Weaver test leaves out, as the user's code declares it.

extension Parent.Another.API {
  convenience init(injecting dependencies: Parent_Another_APIDependencyResolver) { self.init() }
}

extension SessionManager {
  convenience init(injecting dependencies: SessionManagerDependencyResolver) { self.init() }
}
