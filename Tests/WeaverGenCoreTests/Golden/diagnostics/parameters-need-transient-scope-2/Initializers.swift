extension App {
  convenience init(injecting dependencies: AppDependencyResolver) { self.init() }
}

extension Detail {
  init(injecting dependencies: DetailDependencyResolver) { fatalError() }
}
