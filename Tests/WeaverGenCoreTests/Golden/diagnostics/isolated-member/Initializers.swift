extension Router {
  convenience init(injecting dependencies: RouterDependencyResolver) { self.init() }
}
