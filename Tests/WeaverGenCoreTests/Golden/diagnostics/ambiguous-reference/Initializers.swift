extension App {
  init(injecting dependencies: AppDependencyResolver) { fatalError() }
}

extension Screen {
  init(injecting dependencies: ScreenDependencyResolver) { fatalError() }
}

extension List {
  init(injecting dependencies: ListDependencyResolver) { fatalError() }
}
