extension Middle {
  init(injecting dependencies: MiddleDependencyResolver) { fatalError() }
}

extension Leaf {
  init(injecting dependencies: LeafDependencyResolver) { fatalError() }
}

extension Gauge {
  init(injecting dependencies: GaugeDependencyResolver) { fatalError() }
}

extension Keeper {
  init(injecting dependencies: KeeperDependencyResolver) { fatalError() }
}

extension Panel {
  init(injecting dependencies: PanelDependencyResolver) { fatalError() }
}
