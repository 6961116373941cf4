/// Placeholder until the sample is written.
final class AppDelegate {
  // weaver: homeViewController = HomeViewController
  init(injecting dependencies: AppDelegateDependencyResolver) {}
}

final class HomeViewController {
  // weaver: title = String
  init(injecting dependencies: HomeViewControllerDependencyResolver) {}
}

public enum MovieSampleDemo {
  public static func run() { _ = AppDelegate(injecting: AppDelegateDependencyContainer()) }
}
