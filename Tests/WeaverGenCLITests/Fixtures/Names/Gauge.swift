/// Parameters named `self`, and `box` and `make`, which generated closures also capture.
final class Gauge {
  // weaver: `self` <= Int
  // weaver: box <= Int
  // weaver: make <= Int

  let total: Int

  init(injecting dependencies: GaugeDependencyResolver) {
    total = dependencies.`self` * 100 + dependencies.box * 10 + dependencies.make
  }
}

/// Receives the `self` builder from the root, and builds `Gauge`s itself, transient and weak.
final class Keeper {
  // weaver: `self` <- Gauge
  // weaver: gauge = Gauge
  // weaver: gauge.scope = .transient
  // weaver: shared = Gauge
  // weaver: shared.scope = .weak
  // weaver: panel = Panel

  let dependencies: KeeperDependencyResolver

  init(injecting dependencies: KeeperDependencyResolver) {
    self.dependencies = dependencies
  }
}

/// Needs the keeper's transient and weak gauges, which it receives as functions of `self`, `box`
/// and `make`.
final class Panel {
  // weaver: gauge <- Gauge
  // weaver: shared <- Gauge

  let dependencies: PanelDependencyResolver

  init(injecting dependencies: PanelDependencyResolver) {
    self.dependencies = dependencies
  }
}

/// Started by hand: its container takes `self` as a value, and forwards it to `Dial`.
final class Probe {
  // weaver: self.isIsolated = true
  // weaver: `self` <= Int
  // weaver: dial = Dial

  let dependencies: ProbeDependencyResolver

  init(injecting dependencies: ProbeDependencyResolver) {
    self.dependencies = dependencies
  }
}

/// Isolated and registered: its container has an initializer taking providers and one taking
/// values.
final class Dial {
  // weaver: self.isIsolated = true
  // weaver: `self` <- Int

  let dependencies: DialDependencyResolver

  init(injecting dependencies: DialDependencyResolver) {
    self.dependencies = dependencies
  }
}
