import Core

// A public root of its module: its container takes `logger` from whoever builds it.
public final class FeatureScreen {
  // weaver: logger <- Logging
  init(injecting dependencies: FeatureScreenDependencyResolver) {}
}
