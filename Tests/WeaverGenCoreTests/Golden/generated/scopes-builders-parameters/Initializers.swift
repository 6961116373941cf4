extension Badge {
  init(injecting dependencies: BadgeDependencyResolver) { fatalError() }
}

extension Helper {
  init(injecting dependencies: HelperDependencyResolver) { fatalError() }
}
