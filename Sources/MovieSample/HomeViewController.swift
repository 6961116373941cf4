import SampleUIKit

/// The home screen: the movies TMDB discovers, and the movie screen a tap on one of them opens.
///
/// The tutorial's view controller without its table view: `rows` is what its cells show,
/// `didSelectMovie(at:)` what a tap does. As a `UIViewController` it lives on the main actor, and so
/// does its generated container; the movie manager it calls is `Sendable`, because its requests run
/// off the main actor.
final class HomeViewController: UIViewController {
  // weaver: movieManager = MovieManager

  // weaver: movieController = MovieViewController
  // weaver: movieController.scope = .transient

  let dependencies: HomeViewControllerDependencyResolver

  /// The movies shown, in TMDB's order; empty until `loadMovies()` succeeds.
  private(set) var movies: [Movie] = []

  init(injecting dependencies: HomeViewControllerDependencyResolver) {
    self.dependencies = dependencies
    super.init(nibName: nil, bundle: nil)
  }

  /// The graph builds this screen with what it needs; one decoded from a storyboard or an archive
  /// would have none of it, so there is none.
  required init?(coder: NSCoder) { nil }

  /// Loads the first page of movies, as the tutorial's screen did when its view loaded.
  func loadMovies() async throws {
    movies = try await dependencies.movieManager.discoverMovies(page: 1).results
  }

  /// One line per movie: its title and year, then its average rating.
  var rows: [String] {
    movies.map { "\($0.displayTitle)  ★ \($0.displayRating)" }
  }

  /// A new movie screen for the movie at `index`. The registration is `.transient`, so each tap gets a
  /// screen of its own, built with the movie it shows.
  func didSelectMovie(at index: Int) -> MovieViewController {
    dependencies.movieController(movie: movies[index])
  }
}
