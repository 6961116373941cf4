import Core
import Profile

final class LiveAPI: APIClient {}

@MainActor final class AppRoot {
  // weaver: api = LiveAPI <- APIClient
  // weaver: clock = SystemClock <- Clock
  // weaver: clock.scope = .lazy
  // weaver: logger = Logger
  // weaver: profile = ProfileScreen
  // weaver: profile.scope = .transient
  // weaver: badge = Profile.ProfileBadge

  init(injecting dependencies: AppRootDependencyResolver) {}
}
