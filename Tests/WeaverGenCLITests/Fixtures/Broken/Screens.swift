final class Session {}

final class AppRoot {
  // weaver: home = HomeScreen
  // weaver: debug = DebugScreen
  // weaver: session = Session
}

final class HomeScreen {
  // weaver: loader = Loader
  // weaver: loader.scope = .container
}

final class DebugScreen {
  // weaver: loader = Loader
  // weaver: loader.scope = .transient
}

final class Loader {
  // weaver: session <- Session
  // weaver: page <= Int
}

extension HomeScreen {
  convenience init(injecting dependencies: HomeScreenDependencyResolver) { self.init() }
}

extension DebugScreen {
  convenience init(injecting dependencies: DebugScreenDependencyResolver) { self.init() }
}

extension Loader {
  convenience init(injecting dependencies: LoaderDependencyResolver) { self.init() }
}
