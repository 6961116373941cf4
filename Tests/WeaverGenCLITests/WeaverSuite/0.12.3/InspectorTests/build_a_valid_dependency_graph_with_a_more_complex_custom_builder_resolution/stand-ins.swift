// What the Weaver test leaves undeclared, declared only so that the generated code can be type-checked.

public protocol AppDelegateProtocol {}

extension AppDelegate: AppDelegateProtocol {
  static func make(_ dependencies: AppDelegateDependencyResolver) -> AppDelegateProtocol { AppDelegate() }
}

extension ViewController {
  static func make(_ dependencies: AppDelegateDependencyResolver) -> ViewController { ViewController() }
}
