public final class MovieViewController: UIViewController {
  // weaver: movieManager <- MovieManaging
}
