extension Child {
  init(injecting dependencies: ChildDependencyResolver) { fatalError() }
}
