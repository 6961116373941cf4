extension Root {
  convenience init(injecting dependencies: RootDependencyResolver) { self.init() }
}

extension A {
  init(injecting dependencies: ADependencyResolver) { fatalError() }
}

extension B {
  init(injecting dependencies: BDependencyResolver) { fatalError() }
}

extension C {
  init(injecting dependencies: CDependencyResolver) { fatalError() }
}
