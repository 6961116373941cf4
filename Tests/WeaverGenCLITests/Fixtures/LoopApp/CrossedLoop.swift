/// `Left` and `Right` need each other. `Shelf` makes both `.weak`, so it hands each a provider, and
/// `Tray`'s provider of `right` hands `Right` its `left` as a provider too: the value it read.
final class Tray {
  // weaver: left = Left
  // weaver: right = Right
  // weaver: right.scope = .lazy

  let dependencies: TrayDependencyResolver

  init(injecting dependencies: TrayDependencyResolver) {
    self.dependencies = dependencies
  }
}

final class Shelf {
  // weaver: left = Left
  // weaver: left.scope = .weak
  // weaver: right = Right
  // weaver: right.scope = .weak

  let dependencies: ShelfDependencyResolver

  init(injecting dependencies: ShelfDependencyResolver) {
    self.dependencies = dependencies
  }
}

final class Left {
  // weaver: right <- Right

  let dependencies: LeftDependencyResolver

  init(injecting dependencies: LeftDependencyResolver) {
    self.dependencies = dependencies
  }
}

final class Right {
  // weaver: left <- Left

  let dependencies: RightDependencyResolver

  init(injecting dependencies: RightDependencyResolver) {
    self.dependencies = dependencies
  }
}
