extension A {
  init(injecting dependencies: ADependencyResolver) { fatalError() }
}

extension B {
  init(injecting dependencies: BDependencyResolver) { fatalError() }
}
