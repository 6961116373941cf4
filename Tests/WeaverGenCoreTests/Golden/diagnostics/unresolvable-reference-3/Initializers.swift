extension App {
  convenience init(injecting dependencies: AppDependencyResolver) { self.init() }
}

extension Home {
  init(injecting dependencies: HomeDependencyResolver) { fatalError() }
}
