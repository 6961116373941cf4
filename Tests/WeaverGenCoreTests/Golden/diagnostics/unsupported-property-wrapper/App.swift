import Foundation

final class HomeViewController {
  // weaver: logger = Logger

  @Weaver(.registration, type: MovieManager.self, scope: .container)
  private var movieManager: MovieManaging

  @WeaverP2(.registration, type: MovieViewController.self, scope: .transient)
  private var movieController: (Int, String) -> MovieViewController

  /// Not a use: "@Weaver(.reference)" in a string, or in a comment: @Weaver(.reference)
  let text = "@Weaver(.reference)"

  @Weaverish var notAWrapper: Int = 0

  init(injecting _: HomeViewControllerDependencyResolver) {}
}

final class Logger {}
