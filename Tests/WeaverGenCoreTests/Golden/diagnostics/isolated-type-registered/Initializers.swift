extension Review {
  init(injecting dependencies: ReviewDependencyResolver) { fatalError() }
}
