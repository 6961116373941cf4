import Core

/// No inputs: its entry initializer takes nothing.
public struct ProfileBadge {
  // weaver: clock = SystemClock <- Clock

  init(injecting dependencies: ProfileBadgeDependencyResolver) {}
}

/// Declares the initializer an entry would be, so it gets none.
public final class ProfileSettings {
  // weaver: logger <- Logger

  public init(logger: Logger) {}
  init(injecting dependencies: ProfileSettingsDependencyResolver) {}
}
