import Core

/// A plain service of another feature.
public final class SettingsStore {
  // weaver: tally <- Tally

  public let theme = "dark"

  init(injecting dependencies: SettingsStoreDependencyResolver) {
    dependencies.tally.record("settings")
  }
}
