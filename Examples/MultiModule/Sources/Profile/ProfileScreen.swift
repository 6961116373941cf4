import Core

/// A feature's screen, on the main actor as a view controller is. Only the type is public: its
/// initializer, resolver, container and model stay internal to the feature.
@MainActor public final class ProfileScreen {
  // weaver: clock <- Clock
  // weaver: tally <- Tally
  // weaver: userID <= Int
  // weaver: model = ProfileModel

  let dependencies: ProfileScreenDependencyResolver

  init(injecting dependencies: ProfileScreenDependencyResolver) {
    self.dependencies = dependencies
    dependencies.tally.record("screen \(dependencies.userID)")
  }

  public var summary: String { "user \(dependencies.userID) at \(dependencies.clock.now): \(dependencies.model.name)" }
}

final class ProfileModel {
  // weaver: clock <- Clock

  let name: String

  init(injecting dependencies: ProfileModelDependencyResolver) {
    name = "model \(dependencies.clock.now)"
  }
}
