import Core
import Profile
import Settings

/// The app's root, on the main actor as an app delegate is.
@MainActor final class AppRoot {
  // weaver: clock = SystemClock <- Clock
  // weaver: clock.scope = .lazy
  // weaver: tally = Tally
  // weaver: profile = ProfileScreen
  // weaver: profile.scope = .transient
  // weaver: settings = SettingsStore
  // weaver: settings.scope = .lazy

  let dependencies: AppRootDependencyResolver

  init(injecting dependencies: AppRootDependencyResolver) {
    self.dependencies = dependencies
  }
}
