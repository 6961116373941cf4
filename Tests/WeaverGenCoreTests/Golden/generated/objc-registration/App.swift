import Foundation

/// Bridges one registration, as Weaver 1.x did: only `reviewManager` is in the `@objc` protocol,
/// so `settings`, a struct, stays in the Swift resolver.
final class AppDelegate {
  // weaver: settings = Settings
  // weaver: reviewManager = ReviewManager <- ReviewManaging
  // weaver: reviewManager.objc = true

  init(injecting _: AppDelegateDependencyResolver) {}
}

struct Settings {}

@objc protocol ReviewManaging {}

final class ReviewManager: NSObject, ReviewManaging {}
