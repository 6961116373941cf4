extension Detail {
  init(injecting dependencies: DetailDependencyResolver) { fatalError() }
}
