extension App {
  init(injecting dependencies: AppDependencyResolver) { fatalError() }
}

extension Screen {
  init(injecting dependencies: ScreenDependencyResolver) { fatalError() }
}

extension List {
  init(injecting dependencies: ListDependencyResolver) { fatalError() }
}

extension Row {
  init(injecting dependencies: RowDependencyResolver) { fatalError() }
}

extension Profile {
  init(injecting dependencies: ProfileDependencyResolver) { fatalError() }
}

extension Badge {
  init(injecting dependencies: BadgeDependencyResolver) { fatalError() }
}
