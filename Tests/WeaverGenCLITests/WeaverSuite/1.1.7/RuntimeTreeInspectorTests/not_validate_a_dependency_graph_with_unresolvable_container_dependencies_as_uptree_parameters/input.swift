final class Coordinator {
  // weaver: value <= Int
}

final class AppDelegate {
  // weaver: coordinator = Coordinator
  // weaver: coordinator.scope = .transient

  // weaver: viewController1 = ViewController1 <- UIViewController
  // weaver: viewController1.scope = .transient

  // weaver: viewController3 = ViewController3 <- UIViewController
  // weaver: viewController3.scope = .transient
}

final class ViewController1: UIViewController {
  // weaver: coordinator <= Coordinator

  // weaver: viewController2 = ViewController2 <- UIViewController
  // weaver: viewController2.scope = .transient
}

final class ViewController2: UIViewController {
  // weaver: coordinator <- Coordinator
}

final class ViewController3: UIViewController {
  // weaver: coordinator <- Coordinator
}
