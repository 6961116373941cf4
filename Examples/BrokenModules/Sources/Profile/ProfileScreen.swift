import Core

/// The feature's screen: it needs the app's clock, which the app forgot to register.
@MainActor public final class ProfileScreen {
  // weaver: clock <- Clock
  // weaver: userID <= Int

  let dependencies: ProfileScreenDependencyResolver

  init(injecting dependencies: ProfileScreenDependencyResolver) {
    self.dependencies = dependencies
  }

  public var summary: String { "user \(dependencies.userID) at \(dependencies.clock.now)" }
}
