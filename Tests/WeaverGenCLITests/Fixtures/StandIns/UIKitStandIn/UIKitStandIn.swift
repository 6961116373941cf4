/// The part of UIKit the UIKit-shaped fixture app uses, declared as UIKit declares it: in another
/// module, isolated to the main actor. weaver-gen knows these names (`MainActorFrameworkTypes`),
/// not this module.

@MainActor open class UIResponder {
  public init() {}
}

@MainActor open class UIViewController: UIResponder {
  public private(set) var title: String?

  public override init() {
    super.init()
  }

  open func viewDidLoad() {
    title = String(describing: type(of: self))
  }
}

@MainActor public protocol UIApplicationDelegate: AnyObject {}
