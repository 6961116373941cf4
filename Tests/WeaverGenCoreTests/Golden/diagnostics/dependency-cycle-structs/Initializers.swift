extension Root {
  convenience init(injecting dependencies: RootDependencyResolver) { self.init() }
}

extension Pane {
  convenience init(injecting dependencies: PaneDependencyResolver) { self.init() }
}

extension Panel {
  init(injecting dependencies: PanelDependencyResolver) {}
}

extension Badge {
  init(injecting dependencies: BadgeDependencyResolver) {}
}

extension Label {
  init(injecting dependencies: LabelDependencyResolver) {}
}
