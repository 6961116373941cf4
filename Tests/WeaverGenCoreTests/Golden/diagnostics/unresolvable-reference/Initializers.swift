extension Manager {
  init(injecting dependencies: ManagerDependencyResolver) { fatalError() }
}
