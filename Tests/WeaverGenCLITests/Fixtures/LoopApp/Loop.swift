/// `Pane` and `Panel` need each other, and the root keeps both: a loop the `.lazy` scope of
/// `panel` breaks, as the `dependency-cycle` fix says. Neither holds the root's container.
final class Window {
  // weaver: pane = Pane
  // weaver: panel = Panel
  // weaver: panel.scope = .lazy
  // weaver: badge = Badge
  // weaver: badge.scope = .weak

  let dependencies: WindowDependencyResolver

  init(injecting dependencies: WindowDependencyResolver) {
    self.dependencies = dependencies
  }
}

final class Pane {
  // weaver: panel <- Panel
  // weaver: badge <- Badge

  let dependencies: PaneDependencyResolver

  init(injecting dependencies: PaneDependencyResolver) {
    self.dependencies = dependencies
  }
}

final class Panel {
  // weaver: pane <- Pane

  let dependencies: PanelDependencyResolver

  init(injecting dependencies: PanelDependencyResolver) {
    self.dependencies = dependencies
  }
}

/// A `.weak` side of a loop with `Pane`.
final class Badge {
  // weaver: pane <- Pane

  let dependencies: BadgeDependencyResolver

  init(injecting dependencies: BadgeDependencyResolver) {
    self.dependencies = dependencies
  }
}
