/// Names that want the same generated member in one container, or that generated code must bind
/// under another name: valid graphs whose code once did not compile.
final class Root {
  // weaver: clock = Clock
  // weaver: middle = Middle
  // weaver: url = Link
  // weaver: Url = Link
  // weaver: `self` = Gauge
  // weaver: `self`.scope = .transient
  // weaver: `self`.builder = Root.makeGauge
  // weaver: keeper = Keeper
  // weaver: keeper.scope = .transient
  // weaver: `hello world` = Clock

  let dependencies: RootDependencyResolver

  init(injecting dependencies: RootDependencyResolver) {
    self.dependencies = dependencies
  }

  /// A builder taking a parameter named `self`, beside the resolver.
  static func makeGauge(_ dependencies: RootDependencyResolver, `self`: Int, box: Int, make: Int) -> Gauge {
    Gauge(injecting: GaugeDependencyContainer(self: `self`, box: box, make: make))
  }
}

/// Registers `clock` with another type than the `clock` it forwards to `Leaf`, and declares
/// `_clock`, the name the storage of either would want.
final class Middle {
  // weaver: clock = Timer
  // weaver: leaf = Leaf
  // weaver: _clock = Timer

  let dependencies: MiddleDependencyResolver

  init(injecting dependencies: MiddleDependencyResolver) {
    self.dependencies = dependencies
  }
}

final class Leaf {
  // weaver: clock <- Clock
  // weaver: `hello world` <- Clock

  let dependencies: LeafDependencyResolver

  init(injecting dependencies: LeafDependencyResolver) {
    self.dependencies = dependencies
  }
}

final class Clock {}
final class Timer {}
final class Link {}
