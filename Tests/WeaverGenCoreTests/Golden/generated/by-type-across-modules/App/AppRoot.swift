import Core
import Feature

final class AppLogger: Logging {}

// `FeatureScreen`'s `logger` is named nowhere in this module: it is found by type, as `log`.
final class AppRoot {
  // weaver: log = AppLogger <- Logging
  // weaver: feature = FeatureScreen
  init(injecting dependencies: AppRootDependencyResolver) {}
}
