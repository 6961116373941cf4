extension Outer.Inner {
  init(injecting dependencies: Outer_InnerDependencyResolver) { fatalError() }
}

extension Editor {
  init(injecting dependencies: EditorDependencyResolver) { fatalError() }
}
