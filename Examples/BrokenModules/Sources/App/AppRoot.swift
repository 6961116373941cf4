import Core
import Profile

/// Registers the feature's screen, but provides no `clock`, which the screen needs.
@MainActor final class AppRoot {
  // weaver: profile = ProfileScreen
  // weaver: profile.scope = .transient

  let dependencies: AppRootDependencyResolver

  init(injecting dependencies: AppRootDependencyResolver) {
    self.dependencies = dependencies
  }
}
