import TutorialStandIn

/// On Linux, what the Objective-C header's `initWithInjecting:` gives Swift: an initializer that
/// keeps the resolver.
extension WSReviewViewController {
  convenience init(injecting dependencies: WSReviewViewControllerDependencyResolver) {
    self.init()
    self.dependencies = dependencies as AnyObject
  }
}
