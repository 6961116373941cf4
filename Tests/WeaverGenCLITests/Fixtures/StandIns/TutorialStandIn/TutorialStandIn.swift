/// What the Weaver tutorial's app (shared/seeds/004) takes from UIKit and from its Objective-C
/// code, declared in another module as they are: UIKit's classes on the main actor, and
/// `WSReviewViewController`, written in Objective-C in the tutorial, a class this Swift module
/// can extend but does not declare.

@MainActor open class UIResponder {
  public init() {}
}

@MainActor open class UIViewController: UIResponder {
  public override init() {
    super.init()
  }
}

@MainActor public protocol UIApplicationDelegate: AnyObject {}

/// The Objective-C controller of section 8. Its header declares
/// `- (instancetype)initWithInjecting:(id<WSReviewViewControllerDependencyResolver>)dependencies`
/// and keeps the resolver, typed `id` here since this module cannot name the Swift protocol.
@MainActor open class WSReviewViewController: UIViewController {
  public var dependencies: AnyObject?
}
