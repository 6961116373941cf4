extension Home {
  init(injecting dependencies: HomeDependencyResolver) { fatalError() }
}
