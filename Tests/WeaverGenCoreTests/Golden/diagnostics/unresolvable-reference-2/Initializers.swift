extension Node {
  init(injecting dependencies: NodeDependencyResolver) { fatalError() }
}
