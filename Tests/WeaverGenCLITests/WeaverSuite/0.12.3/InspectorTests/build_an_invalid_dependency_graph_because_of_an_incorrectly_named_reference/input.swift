final class AppDelegate {
  // weaver: viewController1 = ViewController1 <- UIViewController
  // weaver: viewController1.scope = .container

  // weaver: viewController2 = ViewController2 <- UIViewController
  // weaver: viewController2.scope = .container

  // weaver: coordinator = Coordinator
  // weaver: coordinator.scope = .container
}

final class Coordinator {
  // weaver: viewController1 <- UIViewController
  // weaver: viewController2 <- UIViewController
  // weaver: viewController3 <- UIViewController
}
