extension Station {
  init(injecting dependencies: StationDependencyResolver) { fatalError() }
}

extension Panel {
  init(injecting dependencies: PanelDependencyResolver) { fatalError() }
}

extension Log {
  init(injecting dependencies: LogDependencyResolver) { fatalError() }
}
