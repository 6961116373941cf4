extension Left {
  init(injecting dependencies: LeftDependencyResolver) { fatalError() }
}

extension Right {
  init(injecting dependencies: RightDependencyResolver) { fatalError() }
}
