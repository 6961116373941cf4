@MainActor class UIViewController {}

final class Router {
  // weaver: home = HomeViewController
  // weaver: home.scope = .transient
}
final class HomeViewController: UIViewController {}
