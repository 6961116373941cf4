/// `Left` needs `right` and `Right` needs `left`: a loop the `.lazy` scope of `right` breaks.
final class Left {
  // weaver: right <- Right

  let dependencies: LeftDependencyResolver

  init(injecting dependencies: LeftDependencyResolver) {
    self.dependencies = dependencies
  }
}

final class Right {
  // weaver: left <- Left
  // weaver: store <- Storing

  let dependencies: RightDependencyResolver

  init(injecting dependencies: RightDependencyResolver) {
    self.dependencies = dependencies
  }
}
