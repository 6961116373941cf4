final class AppDelegate {
  // weaver: homeViewController = HomeViewController <- UIViewController
  // weaver: homeViewController.scope = .container
}

final class HomeViewController: UIViewController {
  // weaver: movieController = MovieViewController <- UIViewController
  // weaver: movieController.scope = .container
}

final class MovieViewController: UIViewController {
  // weaver: urlSession <- URLSession
}
