import Core

/// A feature's screen: public, so the app registers it; everything else stays internal.
@MainActor public final class ProfileScreen {
  // weaver: api <- APIClient
  // weaver: userID <= Int
  // weaver: model = ProfileModel
  // weaver: details = ProfileDetails
  // weaver: details.scope = .lazy

  let dependencies: ProfileScreenDependencyResolver

  init(injecting dependencies: ProfileScreenDependencyResolver) {
    self.dependencies = dependencies
  }
}

final class ProfileModel {
  // weaver: clock <- Clock

  init(injecting dependencies: ProfileModelDependencyResolver) {}
}

final class ProfileDetails {
  // weaver: logger <- Logger

  init(injecting dependencies: ProfileDetailsDependencyResolver) {}
}

/// The feature's own way in: it builds the screen too, so the screen's container forwards what
/// the model and the details need.
public final class ProfileFlow {
  // weaver: api <- APIClient
  // weaver: clock <- Clock
  // weaver: logger <- Logger
  // weaver: screen = ProfileScreen
  // weaver: screen.scope = .transient

  init(injecting dependencies: ProfileFlowDependencyResolver) {}
}
