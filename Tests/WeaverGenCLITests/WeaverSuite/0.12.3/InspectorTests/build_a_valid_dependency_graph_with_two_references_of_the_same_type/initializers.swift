// The init(injecting:) the Weaver test leaves out, as the user's code declares it.

extension Coordinator {
  convenience init(injecting dependencies: CoordinatorDependencyResolver) { self.init() }
}

extension ViewController1 {
  convenience init(injecting dependencies: ViewController1DependencyResolver) { self.init() }
}
