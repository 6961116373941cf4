final class AppDelegate {
  // weaver: appDelegate = AppDelegateProtocol
  // weaver: appDelegate.scope = .container
  // weaver: appDelegate.builder = AppDelegate.make

  // weaver: viewController = ViewController
  // weaver: viewController.scope = .container
  // weaver: viewController.builder = ViewController.make
}

final class ViewController {
  // weaver: appDelegate <- AppDelegateProtocol
}
